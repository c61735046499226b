import { paginatedSchema, SUPPLIER_PAGE_SIZE_MAX, SUPPLIER_PATHS, supplierSchema } from '@pelote/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient, parseResult, unwrap } from './api-client';
import { queryKeys } from './query-keys';

const supplierPageSchema = paginatedSchema(supplierSchema);

/** Every live supplier, by name (the first SUPPLIER_PAGE_SIZE_MAX): an order's supplier, a list's filter. */
export function useSupplierChoices() {
  return useQuery({
    queryKey: queryKeys.suppliers.every(),
    queryFn: async ({ signal }) =>
      unwrap(
        parseResult(
          await apiClient.get(SUPPLIER_PATHS.list, { params: { page_size: SUPPLIER_PAGE_SIZE_MAX }, signal }),
          supplierPageSchema,
        ),
      ).results,
    staleTime: 60_000,
  });
}
