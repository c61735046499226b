import { DASHBOARD_PATHS, salesStatsSchema } from '@pelote/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient, parseResult, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /Statistiques/ventes: the sales figures of a period, per day, shop, type and article. */

/** The query of `salesStatsQuerySchema`; absent dates take the server's default period. */
export type SalesStatsParams = { magasin?: number; date_debut?: string; date_fin?: string };

export const salesStatsKeys = queryKeys.salesStats;

export async function getSalesStats(query: SalesStatsParams, signal?: AbortSignal) {
  const result = await apiClient.get(DASHBOARD_PATHS.salesStats, { params: query, signal });
  return unwrap(parseResult(result, salesStatsSchema));
}

export function useSalesStats(query: SalesStatsParams, enabled: boolean) {
  return useQuery({
    queryKey: salesStatsKeys.period(query),
    queryFn: ({ signal }) => getSalesStats(query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
