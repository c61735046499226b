import type { ImportReport } from '@pelote/shared';
import { FileDown } from 'lucide-react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { ColumnHeader } from '@/components/column-header';

export const REPORT_TEXTS = {
  errorsTitle: (n: number) => `${n} erreur${n > 1 ? 's' : ''} à corriger`,
  tableLabel: 'Erreurs du fichier',
  line: 'Ligne',
  column: 'Colonne',
  value: 'Valeur',
  error: 'Erreur',
  download: 'Télécharger le rapport (CSV)',
  checked: 'Fichier vérifié : aucune erreur. Rien n’a encore été enregistré.',
  plan: (report: ImportReport) =>
    `${report.lignes} ligne${report.lignes > 1 ? 's' : ''} : ${report.crees} à créer, ${report.modifies} à modifier, ${report.inchanges} inchangée${report.inchanges > 1 ? 's' : ''}.`,
  done: 'Import terminé',
  counts: (report: ImportReport) =>
    `${report.crees} créé${report.crees > 1 ? 's' : ''}, ${report.modifies} modifié${report.modifies > 1 ? 's' : ''}, ${report.inchanges} inchangé${report.inchanges > 1 ? 's' : ''}.`,
  ignored: (columns: string[]) => `Colonnes ignorées : ${columns.join(', ')}`,
  warnings: 'À savoir',
  warningLine: (ligne: number, message: string) => `Ligne ${ligne} : ${message}`,
} as const;

const T = REPORT_TEXTS;

/** The answer of a check or an import: the counts, or each problem with its line and column. */
export function ImportReportView({ report, onDownload }: { report: ImportReport; onDownload: () => void }) {
  const notes = (
    <>
      {report.colonnes_ignorees.length > 0 ? (
        <p className="text-sm text-stone-600">{T.ignored(report.colonnes_ignorees)}</p>
      ) : null}
      {report.avertissements.length > 0 ? (
        <Alert tone="warning" title={T.warnings}>
          <ul className="list-disc pl-4">
            {report.avertissements.map((warning) => (
              <li key={`${warning.ligne}-${warning.message}`}>
                {T.warningLine(warning.ligne, warning.message)}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
    </>
  );
  if (report.valide) {
    return (
      <div className="flex flex-col gap-3">
        {report.dry_run ? (
          <Alert tone="info">
            <p>{T.checked}</p>
            <p>{T.plan(report)}</p>
          </Alert>
        ) : (
          <Alert tone="success" title={T.done}>
            {T.counts(report)}
          </Alert>
        )}
        {notes}
      </div>
    );
  }
  return (
    <section aria-labelledby="import-errors-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="import-errors-title" className="text-lg font-semibold text-red-800">
          {T.errorsTitle(report.erreurs.length)}
        </h2>
        <Button
          variant="secondary"
          icon={<FileDown aria-hidden="true" className="size-4" />}
          onPress={onDownload}
        >
          {T.download}
        </Button>
      </div>
      <div className="max-h-96 overflow-auto rounded-lg border border-stone-200">
        <table className="w-full text-left text-sm" aria-label={T.tableLabel}>
          <thead className="sticky top-0 bg-stone-50 text-xs text-stone-600">
            <tr>
              <ColumnHeader className="px-3 py-2 font-medium">{T.line}</ColumnHeader>
              <ColumnHeader className="px-3 py-2 font-medium">{T.column}</ColumnHeader>
              <ColumnHeader className="px-3 py-2 font-medium">{T.value}</ColumnHeader>
              <ColumnHeader className="px-3 py-2 font-medium">{T.error}</ColumnHeader>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {report.erreurs.map((problem) => (
              <tr key={`${problem.ligne}-${problem.colonne}`}>
                <td className="px-3 py-2 tabular-nums">{problem.ligne}</td>
                <td className="px-3 py-2">{problem.colonne}</td>
                <td className="px-3 py-2 break-all">{problem.valeur}</td>
                <td className="px-3 py-2 text-red-800">{problem.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {notes}
    </section>
  );
}
