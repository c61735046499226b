import {
  type CatalogueType,
  COMPONENT_SHOP_STOCK_PATH,
  componentStockPageSchema,
  PAGE_SIZE,
  STOCK_PATHS,
  type StockAddInput,
  type StockProductType,
  stockAlertsPageSchema,
  stockLinesPageSchema,
  stockProductsSchema,
} from '@pelote/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiClient, parseResult, unwrap } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { createQueryKeys } from '@/lib/query-keys';

/**
 * The stock's server calls (contract in @pelote/shared `schemas/stock.ts`).
 * Every stock query key starts with 'stock' (the lines, the pickers, the product pages' sections,
 * the alerts and the top bar's count), so one invalidation after any stock change refreshes them
 * all: `queryClient.invalidateQueries({ queryKey: stockKeys.all })`.
 */

export const stockKeys = {
  ...createQueryKeys('stock'),
  products: (type: StockProductType, magasin: number, q: string) =>
    ['stock', 'produits', { type, magasin, q }] as const,
  lines: (shopId: number, params: StockLinesParams) => ['stock', 'magasin', shopId, params] as const,
  components: (shopId: number, page: number) => ['stock', 'composants', shopId, page] as const,
  alerts: (params: StockAlertsParams) => ['stock', 'alertes', params] as const,
};

/** The lines of a shop; `type` filters by article type. */
export type StockLinesParams = { page: number; page_size: number; type?: CatalogueType };

/** The alerts in scope: one shop (`magasin`), or every shop the user reaches. */
export type StockAlertsParams = {
  page: number;
  page_size: number;
  magasin?: number;
  type?: CatalogueType;
};

/** GET /Magasins/stocks/produits/{type}?magasin=&q=: the add-stock picker's products (50 at most). */
export async function getStockProducts(
  type: StockProductType,
  magasin: number,
  q: string,
  signal?: AbortSignal,
) {
  const result = await apiClient.get(`${STOCK_PATHS.products}/${type}`, {
    params: { magasin, q: q || undefined },
    signal,
  });
  return unwrap(parseResult(result, stockProductsSchema)).items;
}

export function useStockProducts(type: StockProductType | null, magasin: number, q: string) {
  return useQuery({
    queryKey: stockKeys.products(type ?? 'laines', magasin, q),
    queryFn: ({ signal }) => getStockProducts(type ?? 'laines', magasin, q, signal),
    enabled: type !== null,
    placeholderData: keepPreviousData,
  });
}

/** GET /Magasins/stocks/magasin/{id}: a page of the shop's lines, with its totals. */
export async function getStockLines(shopId: number, params: StockLinesParams, signal?: AbortSignal) {
  const result = await apiClient.get(`${STOCK_PATHS.shopLines}/${shopId}`, { params, signal });
  return unwrap(parseResult(result, stockLinesPageSchema));
}

export function stockLinesQueryOptions(shopId: number, params: StockLinesParams) {
  return queryOptions({
    queryKey: stockKeys.lines(shopId, params),
    queryFn: ({ signal }) => getStockLines(shopId, params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useStockLines(shopId: number | null, params: StockLinesParams, enabled = true) {
  return useQuery({
    ...stockLinesQueryOptions(shopId ?? 0, params),
    enabled: enabled && shopId !== null,
  });
}

/** GET /Articles/trousseComposant/list-trousseComposant/{shopId}: the shop's pouch components. */
export async function getComponentStock(shopId: number, page: number, signal?: AbortSignal) {
  const result = await apiClient.get(`${COMPONENT_SHOP_STOCK_PATH}/${shopId}`, {
    params: { page, page_size: PAGE_SIZE },
    signal,
  });
  return unwrap(parseResult(result, componentStockPageSchema));
}

export function useComponentStock(shopId: number | null, page: number, enabled = true) {
  return useQuery({
    queryKey: stockKeys.components(shopId ?? 0, page),
    queryFn: ({ signal }) => getComponentStock(shopId ?? 0, page, signal),
    enabled: enabled && shopId !== null,
    placeholderData: keepPreviousData,
  });
}

/** GET /Magasins/articles-niveau-seuil: the items at or below their threshold, lowest ratio first. */
export async function getStockAlerts(params: StockAlertsParams, signal?: AbortSignal) {
  const result = await apiClient.get(STOCK_PATHS.alerts, { params, signal });
  return unwrap(parseResult(result, stockAlertsPageSchema));
}

export function useStockAlerts(
  params: StockAlertsParams,
  options: { refetchInterval?: number; enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: stockKeys.alerts(params),
    queryFn: ({ signal }) => getStockAlerts(params, signal),
    placeholderData: keepPreviousData,
    refetchInterval: options.refetchInterval,
    enabled: options.enabled ?? true,
  });
}

/**
 * POST /Magasins/stocks/add, then every stock query reloads. Each dialog uses one hook: the
 * Idempotency-Key stays the same while the server could not be reached (the first attempt may have
 * gone through), and changes once the server has answered.
 */
export function useAddStock() {
  const queryClient = useQueryClient();
  const [key, setKey] = useState(newIdempotencyKey);
  return useMutation({
    mutationFn: async (input: StockAddInput) => {
      const result = await apiClient.post<unknown>(STOCK_PATHS.add, input, {
        headers: { 'Idempotency-Key': key },
      });
      if (result.success || !result.networkError) setKey(newIdempotencyKey());
      return unwrap(result);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stockKeys.all }),
  });
}
