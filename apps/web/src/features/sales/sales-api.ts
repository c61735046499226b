import {
  clientSchema,
  PAGE_SIZE,
  paginatedSchema,
  parseMoney,
  SALE_PATHS,
  type SaleCreateInput,
  saleDetailSchema,
  salePageSchema,
  storeProductsSchema,
} from '@pelote/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, parseResult, unwrap } from '@/lib/api-client';
import { createQueryKeys } from '@/lib/query-keys';

/** The sales' server calls. */

export const saleKeys = {
  ...createQueryKeys('ventes'),
  movements: (magasin: number | null) => ['ventes', 'mouvements', magasin] as const,
  storeProducts: (shopId: number) => ['ventes', 'produits-magasin', shopId] as const,
  clientChoices: (search: string) => ['ventes', 'clients', search] as const,
};

/** The search filters as the URL holds them ('' = not set); amounts in currency units as typed. */
export const SALE_FILTER_KEYS = [
  'client',
  'magasin',
  'numero_facture',
  'date_debut',
  'date_fin',
  'montant_min',
  'montant_max',
  'mode_paiement',
] as const;
export type SaleFilterKey = (typeof SALE_FILTER_KEYS)[number];
export type SaleFilters = Record<SaleFilterKey, string>;

export const noSaleFilters = (): SaleFilters =>
  Object.fromEntries(SALE_FILTER_KEYS.map((key) => [key, ''])) as SaleFilters;

/** The list's page, filters, and the shop in scope from the top bar (null = every shop). */
export type SaleListParams = { page: number; shopId: number | null } & SaleFilters;

/** The query string of a list: amounts sent in hundredths, a zero bound left out. */
export function saleListQuery({ page, shopId, ...filters }: SaleListParams) {
  const query: Record<string, string | number> = { page, page_size: PAGE_SIZE };
  const magasin = filters.magasin || (shopId === null ? '' : String(shopId));
  if (magasin) query.magasin = magasin;
  if (filters.client) query.client = filters.client;
  if (filters.numero_facture) query.numero_facture = filters.numero_facture;
  if (filters.date_debut) query.date_debut = filters.date_debut;
  if (filters.date_fin) query.date_fin = filters.date_fin;
  if (filters.mode_paiement) query.mode_paiement = filters.mode_paiement;
  for (const key of ['montant_min', 'montant_max'] as const) {
    const hundredths = filters[key] ? parseMoney(filters[key]) : null;
    if (hundredths) query[key] = hundredths;
  }
  return query;
}

export async function getSales(params: SaleListParams, signal?: AbortSignal) {
  const result = await apiClient.get(SALE_PATHS.listAll, { params: saleListQuery(params), signal });
  return unwrap(parseResult(result, salePageSchema));
}

export function useSales(params: SaleListParams, options: { enabled?: boolean } = {}) {
  return useQuery({
    enabled: options.enabled ?? true,
    queryKey: saleKeys.list(params),
    queryFn: ({ signal }) => getSales(params, signal),
    placeholderData: keepPreviousData,
  });
}

export async function getSale(id: number, signal?: AbortSignal) {
  const result = await apiClient.get(`${SALE_PATHS.detail}/${id}/`, { signal });
  return unwrap(parseResult(result, saleDetailSchema));
}

export function useSale(id: number) {
  return useQuery({ queryKey: saleKeys.detail(id), queryFn: ({ signal }) => getSale(id, signal) });
}

/** How many sales the movement history shows (newest first). */
export const SALE_MOVEMENTS_SIZE = 50;

export function useSaleMovements(magasin: number | null) {
  return useQuery({
    queryKey: saleKeys.movements(magasin),
    queryFn: async ({ signal }) => {
      const params = { page_size: SALE_MOVEMENTS_SIZE, ...(magasin === null ? {} : { magasin }) };
      const result = await apiClient.get(SALE_PATHS.movements, { params, signal });
      return unwrap(parseResult(result, salePageSchema)).results;
    },
    staleTime: 0,
  });
}

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

/**
 * Records a sale; then the sales reload, and so does every figure it moves: stock (keys starting
 * with 'stock'), product quantities, the dashboard and the clients' turnover.
 */
export function useCreateSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSale,
    onSuccess: (sale) => {
      queryClient.setQueryData(saleKeys.detail(sale.id), sale);
      return Promise.all(
        [saleKeys.all, ['stock'], ['articles'], ['dashboard'], ['clients']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
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
      return Promise.all(
        [saleKeys.all, ['stock'], ['articles'], ['dashboard'], ['clients']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
