import {
  clientSchema,
  paginatedSchema,
  SALE_PATHS,
  type SaleCreateInput,
  saleDetailSchema,
  storeProductsSchema,
} from '@pelote/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, parseResult, unwrap } from '@/lib/api-client';
import { invalidateSaleMoves } from '@/lib/sale-moves';
import { saleKeys } from './sales-api';

/** The sale form's server calls: its products, its client choices, and recording the sale. */

/** The shop's products in stock, for the sale form; asked again at each opening (stock moves). */
export function useStoreProducts(shopId: number | null) {
  return useQuery({
    enabled: shopId !== null,
    queryKey: saleKeys.storeProducts(shopId ?? 0),
    queryFn: async ({ signal }) => {
      const result = await apiClient.get(`${SALE_PATHS.storeProducts}/${shopId}/`, { signal });
      return unwrap(parseResult(result, storeProductsSchema));
    },
    staleTime: 0,
  });
}

/** The most clients a choice lists at once; typing searches the others. */
const CLIENT_CHOICES_SIZE = 50;
const clientPageSchema = paginatedSchema(clientSchema);

export function useClientChoices(search: string) {
  return useQuery({
    queryKey: saleKeys.clientChoices(search),
    queryFn: async ({ signal }) => {
      const result = await apiClient.get('/Clients/clients-particuliers/list', {
        params: { page_size: CLIENT_CHOICES_SIZE, search: search || undefined },
        signal,
      });
      return unwrap(parseResult(result, clientPageSchema)).results;
    },
    placeholderData: keepPreviousData,
  });
}

export async function createSale({ payload, key }: { payload: SaleCreateInput; key: string }) {
  const result = await apiClient.post(SALE_PATHS.create, payload, { headers: { 'Idempotency-Key': key } });
  return unwrap(parseResult(result, saleDetailSchema));
}

/** Records a sale; then the sales reload, and so does every figure it moves (lib/sale-moves.ts). */
export function useCreateSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSale,
    onSuccess: (sale) => {
      queryClient.setQueryData(saleKeys.detail(sale.id), sale);
      return invalidateSaleMoves(queryClient);
    },
  });
}
