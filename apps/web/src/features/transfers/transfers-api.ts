import {
  PAGE_SIZE,
  TRANSFER_PATHS,
  type TransferCreateInput,
  type TransferReceiveInput,
  type TransferStatus,
  transferPageSchema,
  transferSchema,
  transferShopsSchema,
} from '@pelote/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, parseResult, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The transfers' server calls (contract in @pelote/shared `schemas/transfers.ts`). */

export const transferKeys = queryKeys.transfers;

export type TransferListParams = { page: number; magasin: number | null; statut: TransferStatus | '' };

export async function getTransfers(params: TransferListParams, signal?: AbortSignal) {
  const query: Record<string, string | number> = { page: params.page, page_size: PAGE_SIZE };
  if (params.magasin !== null) query.magasin = params.magasin;
  if (params.statut) query.statut = params.statut;
  return unwrap(
    parseResult(await apiClient.get(TRANSFER_PATHS.list, { params: query, signal }), transferPageSchema),
  );
}

export function transfersListOptions(params: TransferListParams, enabled = true) {
  return queryOptions({
    queryKey: transferKeys.list(params),
    queryFn: ({ signal }) => getTransfers(params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useTransfer(id: number) {
  return useQuery({
    queryKey: transferKeys.detail(id),
    queryFn: async ({ signal }) =>
      unwrap(
        parseResult(await apiClient.get(`${TRANSFER_PATHS.transfer}/${id}`, { signal }), transferSchema),
      ),
  });
}

/** The shops a transfer may go to (every active shop, a gerant's included). */
export function useTransferShops() {
  return useQuery({
    queryKey: transferKeys.shops(),
    queryFn: async ({ signal }) =>
      unwrap(parseResult(await apiClient.get(TRANSFER_PATHS.shops, { signal }), transferShopsSchema)),
    staleTime: 60_000,
  });
}

type Keyed<T> = { key: string } & T;

/** Every step: the transfer's detail is replaced, the lists and every stock figure reload. */
function useTransferWrite<Input>(send: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => transferSchema.parse(await send(input)),
    onSuccess: (transfer) => {
      queryClient.setQueryData(transferKeys.detail(transfer.id), transfer);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: transferKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.stock.all }),
      ]);
    },
  });
}

const headers = (key: string) => ({ headers: { 'Idempotency-Key': key } });

export function useCreateTransfer() {
  return useTransferWrite(async ({ key, ...payload }: Keyed<TransferCreateInput>) =>
    unwrap(await apiClient.post(TRANSFER_PATHS.list, payload, headers(key))),
  );
}

export type TransferStep = 'expedier' | 'annuler';

export function useTransferStep() {
  return useTransferWrite(async ({ key, id, step }: Keyed<{ id: number; step: TransferStep }>) =>
    unwrap(await apiClient.post(`${TRANSFER_PATHS.transfer}/${id}/${step}`, undefined, headers(key))),
  );
}

export function useReceiveTransfer() {
  return useTransferWrite(async ({ key, id, ...payload }: Keyed<{ id: number } & TransferReceiveInput>) =>
    unwrap(await apiClient.post(`${TRANSFER_PATHS.transfer}/${id}/recevoir`, payload, headers(key))),
  );
}
