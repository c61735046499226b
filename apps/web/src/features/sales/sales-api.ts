import { PAGE_SIZE, parseMoney, SALE_PATHS, salePageSchema } from '@pelote/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, parseResult, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The sales list's server calls (a sale in full: sale-detail-api.ts; a new sale: sale-form-api.ts). */

export const saleKeys = queryKeys.sales;

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

export function salesListOptions(params: SaleListParams, options: { enabled?: boolean } = {}) {
  return queryOptions({
    enabled: options.enabled ?? true,
    queryKey: saleKeys.list(params),
    queryFn: ({ signal }) => getSales(params, signal),
    placeholderData: keepPreviousData,
  });
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
