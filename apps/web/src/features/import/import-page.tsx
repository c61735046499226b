import {
  ARTICLE_TYPE_LABELS,
  CATALOGUE_TYPES,
  type CatalogueType,
  IMPORT_MAX_BYTES,
  type ImportReport,
} from '@pelote/shared';
import { FileDown, FileSpreadsheet, ListChecks, Upload } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { FileDropZone } from '@/components/file-drop-zone';
import { Page } from '@/components/page';
import { SelectField } from '@/components/select-field';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { saveFile } from '@/lib/invoice-download';
import { downloadTemplate, ImportFailure, type ImportTarget, useImport } from './import-api';
import { type ReadCsv, readCsvFile, reportCsv } from './import-file';
import { ImportPreview } from './import-preview';
import { ImportReportView } from './import-report-view';

export const IMPORT_PAGE_TEXTS = {
  title: 'Import CSV',
  description:
    'Le catalogue ou les clients depuis un tableur : vérifiez le fichier, puis importez-le en une fois.',
  what: 'Que voulez-vous importer ?',
  articles: 'Articles',
  clients: 'Clients',
  type: 'Type d’article',
  template: 'Télécharger le modèle',
  templateBusy: 'Téléchargement…',
  file: 'Fichier CSV',
  drop: 'Glissez-déposez un fichier CSV ici',
  hint: 'CSV en UTF-8 ou Windows-1252, séparé par « ; », « , » ou une tabulation — 5 MB maximum',
  check: 'Vérifier',
  checking: 'Vérification…',
  import: 'Importer',
  importing: 'Import…',
  importHint: 'Vérifiez d’abord le fichier : l’import s’ouvre quand il ne contient plus d’erreur.',
  readError: 'Ce fichier ne peut pas être lu comme un fichier CSV',
  failed: (detail: string) => `Erreur lors de l'import : ${detail}`,
  templateFailed: (detail: string) => `Erreur lors du téléchargement du modèle : ${detail}`,
} as const;

const T = IMPORT_PAGE_TEXTS;
const CSV_TYPES = [
  '.csv',
  '.txt',
  '.tsv',
  'text/csv',
  'text/plain',
  'text/tab-separated-values',
  'application/vnd.ms-excel',
];

const KIND_OPTIONS = [
  { id: 'articles', label: T.articles },
  { id: 'clients', label: T.clients },
];
const TYPE_OPTIONS = CATALOGUE_TYPES.map((type) => ({ id: type, label: ARTICLE_TYPE_LABELS[type] }));

type Chosen = { file: File; read: ReadCsv; key: string };

/** 'Télécharger le modèle': the empty CSV of what is to be imported, its columns in order. */
function TemplateButton({
  target,
  onFailure,
}: {
  target: ImportTarget;
  onFailure: (text: string | null) => void;
}) {
  const [isBusy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    onFailure(null);
    try {
      await downloadTemplate(target);
    } catch (error) {
      onFailure(T.templateFailed(error instanceof Error ? error.message : String(error)));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button
      variant="secondary"
      icon={<FileDown aria-hidden="true" className="size-4" />}
      isPending={isBusy}
      pendingLabel={T.templateBusy}
      onPress={() => void download()}
    >
      {T.template}
    </Button>
  );
}

/**
 * /admin/import (head office): choose what to import, download its template, drop the file (read
 * here first: encoding, separator and the first 20 lines), 'Vérifier' on the server, which lists
 * every problem (downloadable as the file with an 'erreur' column), then 'Importer' once that same
 * file checked clean: every line is written, or none.
 */
export function ImportPage() {
  const [kind, setKind] = useState<'articles' | 'clients'>('articles');
  const [type, setType] = useState<CatalogueType>('laine');
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useImport();
  const target: ImportTarget = kind === 'clients' ? { kind } : { kind, type };

  function reset() {
    setReport(null);
    setFailure(null);
    mutation.reset();
  }

  function changeTarget(next: { kind?: 'articles' | 'clients'; type?: CatalogueType }) {
    if (next.kind) setKind(next.kind);
    if (next.type) setType(next.type);
    // Another target: the file must be checked again, under a new key.
    setChosen((current) => (current ? { ...current, key: newIdempotencyKey() } : current));
    reset();
  }

  async function takeFile(file: File) {
    reset();
    setChosen(null);
    try {
      setReadError(null);
      setChosen({ file, read: await readCsvFile(file), key: newIdempotencyKey() });
    } catch {
      setReadError(T.readError);
    }
  }

  function send(dryRun: boolean) {
    if (!chosen) return;
    setFailure(null);
    mutation.mutate(
      { target, file: chosen.file, dryRun, ...(dryRun ? {} : { idempotencyKey: chosen.key }) },
      {
        onSuccess: setReport,
        onError: (error) => {
          if (error instanceof ImportFailure && error.report) setReport(error.report);
          else {
            setReport(null);
            setFailure(T.failed(error.message));
          }
        },
      },
    );
  }

  const checkedClean = report?.dry_run === true && report.valide;
  const busy = mutation.isPending;
  const pending = mutation.variables?.dryRun;

  return (
    <Page title={T.title} description={T.description}>
      <section className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
        <div className="grid grid-cols-1 items-end gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto]">
          <SelectField
            label={T.what}
            options={KIND_OPTIONS}
            value={kind}
            isDisabled={busy}
            onChange={(value) => changeTarget({ kind: value === 'clients' ? 'clients' : 'articles' })}
          />
          {kind === 'articles' ? (
            <SelectField
              label={T.type}
              options={TYPE_OPTIONS}
              value={type}
              isDisabled={busy}
              onChange={(value) => changeTarget({ type: value as CatalogueType })}
            />
          ) : (
            <div className="hidden sm:block" />
          )}
          <TemplateButton target={target} onFailure={setFailure} />
        </div>
        <FileDropZone
          label={T.file}
          acceptedTypes={CSV_TYPES}
          maxBytes={IMPORT_MAX_BYTES}
          onFile={(file) => void takeFile(file)}
          isBusy={busy}
          error={readError}
          dropText={chosen ? chosen.file.name : T.drop}
          icon={<FileSpreadsheet aria-hidden="true" className="size-6" />}
          description={T.hint}
        />
        {chosen ? <ImportPreview name={chosen.file.name} file={chosen.read} /> : null}
        {chosen ? (
          <div className="flex flex-col gap-2">
            <div className="flex flex-wrap gap-2">
              <Button
                variant="secondary"
                icon={<ListChecks aria-hidden="true" className="size-4" />}
                isPending={busy && pending === true}
                pendingLabel={T.checking}
                isDisabled={busy}
                onPress={() => send(true)}
              >
                {T.check}
              </Button>
              <Button
                icon={<Upload aria-hidden="true" className="size-4" />}
                isPending={busy && pending === false}
                pendingLabel={T.importing}
                isDisabled={busy || !checkedClean}
                onPress={() => send(false)}
              >
                {T.import}
              </Button>
            </div>
            {checkedClean ? null : <p className="text-sm text-stone-600">{T.importHint}</p>}
          </div>
        ) : null}
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        {report && chosen ? (
          <ImportReportView
            report={report}
            onDownload={() =>
              saveFile(
                new Blob([reportCsv(chosen.read, report.erreurs)], { type: 'text/csv;charset=utf-8' }),
                `rapport-${chosen.file.name.replace(/\.[^.]+$/, '')}.csv`,
              )
            }
          />
        ) : null}
      </section>
    </Page>
  );
}
