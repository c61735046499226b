import { SALE_PATHS, saleDetailSchema } from '@pelote/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, parseResult, unwrap } from '@/lib/api-client';
import { MOVED_BY_A_SALE } from '@/lib/query-keys';
import { saleKeys } from './sales-api';

/** One sale in full, and its cancellation: apart from the list, whose page does not need them. */

export async function getSale(id: number, signal?: AbortSignal) {
  const result = await apiClient.get(`${SALE_PATHS.detail}/${id}/`, { signal });
  return unwrap(parseResult(result, saleDetailSchema));
}

export function useSale(id: number) {
  return useQuery({ queryKey: saleKeys.detail(id), queryFn: ({ signal }) => getSale(id, signal) });
}

/** Cancels a sale (direction only): its stock comes back, its number stays. */
export function useCancelSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      const result = await apiClient.delete(`${SALE_PATHS.sale}/${id}`);
      return unwrap(parseResult(result, saleDetailSchema));
    },
    onSuccess: (sale) => {
      queryClient.setQueryData(saleKeys.detail(sale.id), sale);
      return Promise.all(MOVED_BY_A_SALE.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
