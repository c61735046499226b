import {
  clientStatisticsSchema,
  DASHBOARD_PATHS,
  type LowStockItem,
  REORDER_PATHS,
  reorderCountAnswerSchema,
  SALE_PATHS,
  type Sale,
  STOCK_PATHS,
  salePageSchema,
  stockAlertsPageSchema,
  systemStatsSchema,
} from '@pelote/shared';
import { useQuery } from '@tanstack/react-query';
import { type ApiResult, apiClient, parseResult, unwrap } from '@/lib/api-client';
import { BESIDE_FIRST_SCREEN } from '@/lib/idle';
import { queryKeys } from '@/lib/query-keys';

/**
 * The home page's server calls. `magasin` is the selected shop, or
 * undefined for every shop (direction); the server imposes a gerant's own shop anyway.
 */

/** How many recent sales and stock alerts the home page lists. */
export const DASHBOARD_LIST_SIZE = 3;

const CLIENT_STATISTICS = '/Clients/clients-particuliers/statistiques/';

export const dashboardKeys = queryKeys.dashboard;

/** Asked again on every visit: a sale made a moment ago moves the figures. */
const FRESH = 0;

const scope = (magasin: number | null) => ({ magasin: magasin ?? undefined });

/** The answer's data; a failure is logged and thrown, so the figure shows '—'. */
function loggedUnwrap<T>(result: ApiResult<T>, what: string): T {
  if (!result.success) console.error(what, result.error);
  return unwrap(result);
}

export async function getSystemStats(magasin: number | null, signal?: AbortSignal) {
  const result = await apiClient.get(DASHBOARD_PATHS.systemStats, { params: scope(magasin), signal });
  return loggedUnwrap(parseResult(result, systemStatsSchema), 'Erreur lors du chargement des statistiques');
}

/** How many articles the reorder suggests ordering now, in the shops in scope. */
export async function getReorderCount(magasin: number | null, signal?: AbortSignal) {
  const result = await apiClient.get(REORDER_PATHS.count, { params: scope(magasin), signal });
  const answer = parseResult(result, reorderCountAnswerSchema);
  return loggedUnwrap(answer, 'Erreur lors du chargement du réassort').articles;
}

export async function getClientStatistics(magasin: number | null, signal?: AbortSignal) {
  const result = await apiClient.get(CLIENT_STATISTICS, { params: scope(magasin), signal });
  return loggedUnwrap(parseResult(result, clientStatisticsSchema), 'Erreur lors du chargement des clients');
}

/**
 * The 3 latest sales: the sales movements first; when that call fails, the sales list
 * instead. When both fail, the failure is logged and the list is empty.
 */
export async function getRecentSales(magasin: number | null, signal?: AbortSignal): Promise<Sale[]> {
  const params = { ...scope(magasin), page_size: DASHBOARD_LIST_SIZE };
  const movements = parseResult(
    await apiClient.get(SALE_PATHS.movements, { params, signal }),
    salePageSchema,
  );
  if (movements.success) return movements.data.results.slice(0, DASHBOARD_LIST_SIZE);
  console.error('Erreur lors du chargement des mouvements de ventes', movements.error);
  const all = parseResult(await apiClient.get(SALE_PATHS.listAll, { params, signal }), salePageSchema);
  if (all.success) return all.data.results.slice(0, DASHBOARD_LIST_SIZE);
  console.error('Erreur lors du chargement des ventes', all.error);
  return [];
}

/** The 3 lowest stock alerts; a failure is logged and the list is empty. */
export async function getLowestAlerts(magasin: number | null, signal?: AbortSignal): Promise<LowStockItem[]> {
  const params = { ...scope(magasin), page_size: DASHBOARD_LIST_SIZE };
  const result = parseResult(
    await apiClient.get(STOCK_PATHS.alerts, { params, signal }),
    stockAlertsPageSchema,
  );
  if (result.success) return result.data.results.slice(0, DASHBOARD_LIST_SIZE);
  console.error('Erreur lors du chargement des alertes', result.error);
  return [];
}

/** A dashboard call for the shop in scope, asked again on every visit. */
function useDashboardQuery<T>(
  queryKey: readonly unknown[],
  get: (magasin: number | null, signal: AbortSignal) => Promise<T>,
  magasin: number | null,
  enabled: boolean,
  meta?: Record<string, unknown>,
) {
  return useQuery({
    enabled,
    staleTime: FRESH,
    queryKey,
    queryFn: ({ signal }) => get(magasin, signal),
    meta,
  });
}

export function useSystemStats(magasin: number | null, enabled = true) {
  return useDashboardQuery(dashboardKeys.systemStats(magasin), getSystemStats, magasin, enabled);
}

/**
 * Asked beside the figures: on every shop it takes about a second, and neither the figures nor the
 * top bar's parts fetched at idle wait for it.
 */
export function useReorderCount(magasin: number | null, enabled = true) {
  return useDashboardQuery(
    dashboardKeys.reorderCount(magasin),
    getReorderCount,
    magasin,
    enabled,
    BESIDE_FIRST_SCREEN,
  );
}

export function useClientStatistics(magasin: number | null, enabled = true) {
  return useDashboardQuery(dashboardKeys.clientStats(magasin), getClientStatistics, magasin, enabled);
}

export function useRecentSales(magasin: number | null, enabled = true) {
  return useDashboardQuery(dashboardKeys.recentSales(magasin), getRecentSales, magasin, enabled);
}

export function useLowestAlerts(magasin: number | null, enabled = true) {
  return useDashboardQuery(dashboardKeys.stockAlerts(magasin), getLowestAlerts, magasin, enabled);
}
