import {
  type CatalogueType,
  COMPONENT_SHOP_STOCK_PATH,
  componentStockPageSchema,
  PAGE_SIZE,
  STOCK_PATHS,
  stockAlertsPageSchema,
  stockLinesPageSchema,
} from '@pelote/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, parseResult, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * The stock's server calls (contract in @pelote/shared `schemas/stock.ts`).
 * Every stock query key starts with 'stock' (the lines, the pickers, the product pages' sections,
 * the alerts and the top bar's count), so one invalidation after any stock change refreshes them
 * all: `queryClient.invalidateQueries({ queryKey: stockKeys.all })`.
 */

export const stockKeys = queryKeys.stock;

/** The lines of a shop; `type` filters by article type. */
export type StockLinesParams = { page: number; page_size: number; type?: CatalogueType };

/** The alerts in scope: one shop (`magasin`), or every shop the user reaches. */
export type StockAlertsParams = {
  page: number;
  page_size: number;
  magasin?: number;
  type?: CatalogueType;
};

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
