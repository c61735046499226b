import { COST_PATHS, type MarginGroup, marginsSchema } from '@pelote/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient, parseResult, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /Statistiques/marges (direction only): revenue, cost of sales and margin of a period, per
 * article, type, shop or month; sales of unknown cost counted apart.
 */

/** The query of `marginsQuerySchema` as the page sends it: always a period and a grouping. */
export type MarginsParams = {
  date_debut: string;
  date_fin: string;
  groupe: MarginGroup;
  magasin?: number | undefined;
};

export const marginsKeys = queryKeys.margins;

export async function getMargins(params: MarginsParams, signal?: AbortSignal) {
  const result = await apiClient.get(COST_PATHS.margins, { params, signal });
  return unwrap(parseResult(result, marginsSchema));
}

export function useMargins(params: MarginsParams, enabled: boolean) {
  return useQuery({
    queryKey: marginsKeys.query(params),
    queryFn: ({ signal }) => getMargins(params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
