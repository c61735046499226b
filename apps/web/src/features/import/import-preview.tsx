import { CSV_ENCODING_LABELS, CSV_SEPARATOR_LABELS, IMPORT_PREVIEW_ROWS } from '@pelote/shared';
import { ColumnHeader } from '@/components/column-header';
import { dataLineCount, previewRows, type ReadCsv } from './import-file';

export const PREVIEW_TEXTS = {
  title: 'Aperçu du fichier',
  encoding: 'Encodage',
  separator: 'Séparateur',
  lines: 'Lignes',
  line: 'Ligne',
  firstRows: (shown: number, total: number) =>
    shown < total ? `Les ${shown} premières lignes sur ${total}` : `${total} ligne${total > 1 ? 's' : ''}`,
  noLines: 'Ce fichier ne contient aucune ligne après son en-tête.',
  tableLabel: (name: string) => `Aperçu de ${name}`,
} as const;

const T = PREVIEW_TEXTS;

/** What the browser read of the file: its encoding and separator, and its first 20 lines. */
export function ImportPreview({ name, file }: { name: string; file: ReadCsv }) {
  const rows = previewRows(file, IMPORT_PREVIEW_ROWS);
  const total = dataLineCount(file);
  return (
    <section aria-labelledby="import-preview-title" className="flex flex-col gap-3">
      <h2 id="import-preview-title" className="text-lg font-semibold text-stone-900">
        {T.title}
      </h2>
      <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-3">
        <div className="rounded-lg bg-stone-50 px-3 py-2">
          <dt className="text-stone-600">{T.encoding}</dt>
          <dd className="font-medium text-stone-900">{CSV_ENCODING_LABELS[file.encoding]}</dd>
        </div>
        <div className="rounded-lg bg-stone-50 px-3 py-2">
          <dt className="text-stone-600">{T.separator}</dt>
          <dd className="font-medium text-stone-900">{CSV_SEPARATOR_LABELS[file.separator]}</dd>
        </div>
        <div className="rounded-lg bg-stone-50 px-3 py-2">
          <dt className="text-stone-600">{T.lines}</dt>
          <dd className="font-medium text-stone-900">{total}</dd>
        </div>
      </dl>
      {rows.length === 0 ? (
        <p className="text-sm text-stone-600">{T.noLines}</p>
      ) : (
        <>
          <p className="text-sm text-stone-600">{T.firstRows(rows.length, total)}</p>
          <div className="max-h-96 overflow-auto rounded-lg border border-stone-200">
            <table className="w-full text-left text-sm" aria-label={T.tableLabel(name)}>
              <thead className="sticky top-0 bg-stone-50 text-xs text-stone-600">
                <tr>
                  <ColumnHeader className="px-3 py-2 font-medium">{T.line}</ColumnHeader>
                  {file.header.map((header, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a file's columns may repeat a name
                    <th key={i} scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
                      {header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-100">
                {rows.map((row) => (
                  <tr key={row.ligne}>
                    <td className="px-3 py-2 text-stone-500 tabular-nums">{row.ligne}</td>
                    {file.header.map((_header, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
                      <td key={i} className="px-3 py-2 whitespace-nowrap text-stone-800">
                        {row.cells[i] ?? ''}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
