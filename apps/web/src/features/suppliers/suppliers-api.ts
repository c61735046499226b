import {
  detailResponseSchema,
  PAGE_SIZE,
  paginatedSchema,
  SUPPLIER_PATHS,
  type SupplierPayload,
  supplierSchema,
} from '@pelote/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, parseResult, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The suppliers' server calls: fetchers, query options, hooks. */

export const supplierKeys = queryKeys.suppliers;

/** The list's path (its CSV export too). */
export const SUPPLIER_LIST_PATH = SUPPLIER_PATHS.list;

export type SupplierListParams = { page: number; search: string };

const supplierPageSchema = paginatedSchema(supplierSchema);

export async function getSuppliers({ page, search }: SupplierListParams, signal?: AbortSignal) {
  const result = await apiClient.get(SUPPLIER_PATHS.list, {
    params: { page, page_size: PAGE_SIZE, search: search || undefined },
    signal,
  });
  return unwrap(parseResult(result, supplierPageSchema));
}

export function suppliersQueryOptions(params: SupplierListParams) {
  return queryOptions({
    queryKey: supplierKeys.list(params),
    queryFn: ({ signal }) => getSuppliers(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** Create (with its Idempotency-Key, kept across a retry) or edit; the lists and pickers reload after. */
export async function saveSupplier({
  id,
  key,
  payload,
}: {
  id: number | null;
  key: string;
  payload: SupplierPayload;
}) {
  const result =
    id === null
      ? await apiClient.post(SUPPLIER_PATHS.list, payload, { headers: { 'Idempotency-Key': key } })
      : await apiClient.put(`${SUPPLIER_PATHS.supplier}/${id}`, payload);
  return unwrap(parseResult(result, supplierSchema));
}

export function useSaveSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSupplier,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supplierKeys.all }),
  });
}

export async function deleteSupplier(id: number) {
  const result = await apiClient.delete(`${SUPPLIER_PATHS.supplier}/${id}`);
  return unwrap(parseResult(result, detailResponseSchema));
}

export function useDeleteSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSupplier,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supplierKeys.all }),
  });
}
