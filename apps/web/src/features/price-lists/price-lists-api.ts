import {
  detailResponseSchema,
  PAGE_SIZE,
  PRICE_LIST_PATHS,
  type PriceListInput,
  paginatedSchema,
  priceListSchema,
  priceListSummarySchema,
} from '@pelote/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, parseResult, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The price lists' server calls: fetchers, query options, hooks. */

export const priceListKeys = queryKeys.priceLists;

/** The list's path (its CSV export too). */
export const PRICE_LIST_LIST_PATH = PRICE_LIST_PATHS.list;

export type PriceListListParams = { page: number; search: string };

const priceListPageSchema = paginatedSchema(priceListSummarySchema);

export async function getPriceLists({ page, search }: PriceListListParams, signal?: AbortSignal) {
  const result = await apiClient.get(PRICE_LIST_PATHS.list, {
    params: { page, page_size: PAGE_SIZE, search: search || undefined },
    signal,
  });
  return unwrap(parseResult(result, priceListPageSchema));
}

export function priceListsQueryOptions(params: PriceListListParams) {
  return queryOptions({
    queryKey: priceListKeys.list(params),
    queryFn: ({ signal }) => getPriceLists(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** One list in full (its articles and their prices), for its form. */
export function usePriceList(id: number) {
  return useQuery({
    queryKey: priceListKeys.detail(id),
    queryFn: async ({ signal }) =>
      unwrap(
        parseResult(await apiClient.get(`${PRICE_LIST_PATHS.priceList}/${id}`, { signal }), priceListSchema),
      ),
  });
}

/** Create (with its Idempotency-Key, kept across a retry) or edit; the lists and pickers reload after. */
export async function savePriceList({
  id,
  key,
  payload,
}: {
  id: number | null;
  key: string;
  payload: PriceListInput;
}) {
  const result =
    id === null
      ? await apiClient.post(PRICE_LIST_PATHS.list, payload, { headers: { 'Idempotency-Key': key } })
      : await apiClient.put(`${PRICE_LIST_PATHS.priceList}/${id}`, payload);
  return unwrap(parseResult(result, priceListSchema));
}

export function useSavePriceList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePriceList,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: priceListKeys.all }),
  });
}

export async function deletePriceList(id: number) {
  const result = await apiClient.delete(`${PRICE_LIST_PATHS.priceList}/${id}`);
  return unwrap(parseResult(result, detailResponseSchema));
}

export function useDeletePriceList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePriceList,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: priceListKeys.all }),
  });
}
