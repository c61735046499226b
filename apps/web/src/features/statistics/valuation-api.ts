import { COST_PATHS, valuationSchema } from '@pelote/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient, parseResult, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /Stocks/valorisation (direction only): the stock at the end of a day, valued at the
 * weighted average cost of then, in total, per shop and per type; units of unknown cost apart.
 */

/** The query of `valuationQuerySchema` as the page sends it: always a date. */
export type ValuationParams = { date: string; magasin?: number | undefined };

export const valuationKeys = queryKeys.valuation;

export async function getValuation(params: ValuationParams, signal?: AbortSignal) {
  const result = await apiClient.get(COST_PATHS.valuation, { params, signal });
  return unwrap(parseResult(result, valuationSchema));
}

export function useValuation(params: ValuationParams, enabled: boolean) {
  return useQuery({
    queryKey: valuationKeys.query(params),
    queryFn: ({ signal }) => getValuation(params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
