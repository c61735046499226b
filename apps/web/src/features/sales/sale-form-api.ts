import {
  applicablePriceListsSchema,
  clientSchema,
  PRICE_LIST_PATHS,
  paginatedSchema,
  SALE_PATHS,
  type SaleCreateInput,
  saleDetailSchema,
  storeProductsSchema,
} from '@pelote/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, parseResult, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
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

/**
 * The price lists a sale in that shop may use (every client's and every promotion), priced on the
 * device with the shared `bestUnitPrice`, the server's own rule; asked again at each opening.
 */
export function useApplicablePriceLists(shopId: number | null, enabled: boolean) {
  return useQuery({
    enabled: enabled && shopId !== null,
    queryKey: queryKeys.priceLists.applicable(shopId ?? 0),
    queryFn: async ({ signal }) => {
      const result = await apiClient.get(PRICE_LIST_PATHS.applicable, {
        params: { magasin: shopId },
        signal,
      });
      return unwrap(parseResult(result, applicablePriceListsSchema));
    },
    staleTime: 0,
  });
}

/**
 * A registered client as the sale form reads them, again at each choice: their credit balance
 * ('Avoir client'), what they may still buy on credit ('À crédit'; null without a limit) and their
 * price list ('Tarif'; null without).
 */
export function useSaleClient(clientId: number | null) {
  return useQuery({
    enabled: clientId !== null,
    queryKey: queryKeys.clients.credit(clientId ?? 0),
    queryFn: async ({ signal }) => {
      const result = await apiClient.get(`/Clients/clients-particuliers/detail/${clientId}`, { signal });
      const client = unwrap(parseResult(result, clientSchema));
      return {
        credit: client.solde_avoir,
        debtRoom: client.plafond_credit > 0 ? Math.max(0, client.plafond_credit - client.solde_du) : null,
        tarif: client.tarif,
      };
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
