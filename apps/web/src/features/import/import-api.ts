import {
  type CatalogueType,
  IMPORT_FILE_FIELD,
  IMPORT_PATHS,
  type ImportReport,
  importRejectedSchema,
  importReportSchema,
} from '@pelote/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { downloadCsv } from '@/components/export-csv-button';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The imports' server calls (contract in @pelote/shared `schemas/import.ts`). */

export type ImportTarget = { kind: 'clients' } | { kind: 'articles'; type: CatalogueType };

/** A file of 5 MB may take its time to be checked line by line. */
const IMPORT_TIMEOUT_MS = 5 * 60_000;

/** The import refused with its report, or refused before reading the lines (a missing column). */
export class ImportFailure extends Error {
  constructor(
    message: string,
    readonly report?: ImportReport,
  ) {
    super(message);
    this.name = 'ImportFailure';
  }
}

const pathOf = (target: ImportTarget) =>
  target.kind === 'clients' ? IMPORT_PATHS.clients : IMPORT_PATHS.articles;
const typeOf = (target: ImportTarget) => (target.kind === 'articles' ? target.type : undefined);

/** The French template of the target: its columns and an example line. */
export function downloadTemplate(target: ImportTarget): Promise<void> {
  const name = target.kind === 'clients' ? 'modele-clients' : `modele-${target.type}`;
  const path = target.kind === 'clients' ? IMPORT_PATHS.clientsTemplate : IMPORT_PATHS.articlesTemplate;
  return downloadCsv(path, { type: typeOf(target) }, `${name}.csv`);
}

/**
 * Sends the file: a dry run answers the report; an import writes every line or none, once per
 * Idempotency-Key. A file with failing lines answers its report inside an ImportFailure.
 */
export async function sendImport(options: {
  target: ImportTarget;
  file: File;
  dryRun: boolean;
  idempotencyKey?: string;
}): Promise<ImportReport> {
  const body = new FormData();
  body.append(IMPORT_FILE_FIELD, options.file, options.file.name);
  const result = await apiClient.post<unknown>(pathOf(options.target), body, {
    params: { type: typeOf(options.target), dry_run: options.dryRun },
    headers: options.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : {},
    timeoutMs: IMPORT_TIMEOUT_MS,
  });
  if (result.success) {
    const report = importReportSchema.safeParse(result.data);
    if (!report.success) throw new ImportFailure('Réponse inattendue du serveur');
    return report.data;
  }
  const refused = importRejectedSchema.safeParse(result.body);
  throw new ImportFailure(result.error, refused.success ? refused.data.rapport : undefined);
}

/** The check (dry run) or the import; an import refreshes every list it may have changed. */
export function useImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendImport,
    onSuccess: (report) => {
      if (!report.dry_run) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.clients.all });
        void queryClient.invalidateQueries({ queryKey: queryKeys.articles.all });
        void queryClient.invalidateQueries({ queryKey: queryKeys.journal.all });
      }
    },
  });
}
