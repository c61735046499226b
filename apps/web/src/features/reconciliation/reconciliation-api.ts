import {
  type MobileMoneyMethod,
  PAGE_SIZE,
  RECONCILIATION_PATHS,
  type ReconciliationResolveInput,
  type ReconciliationState,
  reconciliationLineSchema,
  reconciliationPageSchema,
  STATEMENT_FILE_FIELD,
  type StatementColumns,
  type StatementImport,
  type StatementRejected,
  statementImportSchema,
  statementRejectedSchema,
} from '@pelote/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiClient, keyHasServed, parseResult, unwrap } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { queryKeys } from '@/lib/query-keys';

/** The reconciliation's server calls (contract in @pelote/shared `schemas/reconciliation.ts`). */

export const RECONCILIATION_LIST_PATH = RECONCILIATION_PATHS.list;

export type ReconciliationListParams = {
  page: number;
  magasin: number | null;
  operateur: MobileMoneyMethod | '';
  etat: ReconciliationState | '';
  /** The operations' days, 'yyyy-mm-dd' ('' for no bound). */
  date_debut?: string;
  date_fin?: string;
};

export const reconciliationListQuery = ({
  page,
  magasin,
  operateur,
  etat,
  date_debut,
  date_fin,
}: ReconciliationListParams) => ({
  page,
  page_size: PAGE_SIZE,
  magasin: magasin ?? undefined,
  operateur: operateur || undefined,
  etat: etat || undefined,
  date_debut: date_debut || undefined,
  date_fin: date_fin || undefined,
});

export async function getReconciliation(params: ReconciliationListParams, signal?: AbortSignal) {
  const result = await apiClient.get(RECONCILIATION_PATHS.list, {
    params: reconciliationListQuery(params),
    signal,
  });
  return unwrap(parseResult(result, reconciliationPageSchema));
}

export function reconciliationQueryOptions(params: ReconciliationListParams, enabled = true) {
  return queryOptions({
    queryKey: queryKeys.reconciliation.page(params),
    queryFn: ({ signal }) => getReconciliation(params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** A refused statement: its French detail, each line's problem, the file's headers for a mapping. */
export class StatementFailure extends Error {
  constructor(
    message: string,
    readonly refusal?: StatementRejected,
  ) {
    super(message);
    this.name = 'StatementFailure';
  }
}

export type StatementSend = {
  file: File;
  magasin: number;
  operateur: MobileMoneyMethod;
  colonnes?: StatementColumns | undefined;
  dryRun: boolean;
  idempotencyKey?: string;
};

/** POST the statement: a dry run answers the matching; an import saves it, once per key. */
export async function sendStatement(options: StatementSend): Promise<StatementImport> {
  const body = new FormData();
  body.append('operateur', options.operateur);
  body.append('magasin', String(options.magasin));
  if (options.colonnes) body.append('colonnes', JSON.stringify(options.colonnes));
  body.append(STATEMENT_FILE_FIELD, options.file, options.file.name);
  const result = await apiClient.post<unknown>(RECONCILIATION_PATHS.import, body, {
    params: { dry_run: options.dryRun },
    headers: options.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : {},
    timeoutMs: 120_000,
  });
  if (result.success) {
    const answer = statementImportSchema.safeParse(result.data);
    if (!answer.success) throw new StatementFailure('Réponse inattendue du serveur');
    return answer.data;
  }
  const refused = statementRejectedSchema.safeParse(result.body);
  throw new StatementFailure(result.error, refused.success ? refused.data : undefined);
}

/** The check or the import; an import reloads the list and the Journée. */
export function useSendStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendStatement,
    onSuccess: (answer) => {
      if (answer.dry_run) return;
      void queryClient.invalidateQueries({ queryKey: queryKeys.reconciliation.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.till.all });
    },
  });
}

/** POST /Rapprochements/{id}/resoudre, under the Idempotency-Key of the opened dialog. */
export function useResolveLine(id: number) {
  const queryClient = useQueryClient();
  const [key, setKey] = useState(newIdempotencyKey);
  return useMutation({
    mutationFn: async (input: ReconciliationResolveInput) => {
      const result = await apiClient.post(`${RECONCILIATION_PATHS.line}/${id}/resoudre`, input, {
        headers: { 'Idempotency-Key': key },
      });
      if (keyHasServed(result)) setKey(newIdempotencyKey());
      return unwrap(parseResult(result, reconciliationLineSchema));
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.reconciliation.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.till.all }),
      ]),
  });
}
