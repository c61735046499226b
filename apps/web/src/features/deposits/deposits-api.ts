import {
  DEPOSIT_PATHS,
  type DepositConfirmInput,
  type DepositStatus,
  depositPageSchema,
  depositSchema,
  PAGE_SIZE,
} from '@pelote/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiClient, keyHasServed, parseResult, unwrap } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { queryKeys } from '@/lib/query-keys';

/** The deposits' server calls (contract in @pelote/shared `schemas/deposits.ts`). */

export const DEPOSIT_LIST_PATH = DEPOSIT_PATHS.list;

/** A page of deposits: the top bar's shop (null: every shop) and the status filter ('' for any). */
export type DepositListParams = { page: number; magasin: number | null; statut: DepositStatus | '' };

export const depositListQuery = ({ page, magasin, statut }: DepositListParams) => ({
  page,
  page_size: PAGE_SIZE,
  magasin: magasin ?? undefined,
  statut: statut || undefined,
});

export async function getDeposits(params: DepositListParams, signal?: AbortSignal) {
  const result = await apiClient.get(DEPOSIT_PATHS.list, { params: depositListQuery(params), signal });
  return unwrap(parseResult(result, depositPageSchema));
}

export function depositsQueryOptions(params: DepositListParams, enabled = true) {
  return queryOptions({
    queryKey: queryKeys.till.deposits(params),
    queryFn: ({ signal }) => getDeposits(params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * POST /Caisses/depots/{id}/confirmer, with the Idempotency-Key of the opened dialog (kept while the
 * server could not be reached). The till's queries (deposits, Journée) and the dashboard reload after.
 */
export function useConfirmDeposit(id: number) {
  const queryClient = useQueryClient();
  const [key, setKey] = useState(newIdempotencyKey);
  return useMutation({
    mutationFn: async (input: DepositConfirmInput) => {
      const result = await apiClient.post(`${DEPOSIT_PATHS.deposit}/${id}/confirmer`, input, {
        headers: { 'Idempotency-Key': key },
      });
      if (keyHasServed(result)) setKey(newIdempotencyKey());
      return unwrap(parseResult(result, depositSchema));
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.till.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all }),
      ]),
  });
}
