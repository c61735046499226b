import { DISCOUNT_PATHS, myDiscountCapSchema } from '@pelote/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient, parseResult, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// The signed-in user's discount cap is read by the sale form and by Paramètres › Remises: it lives
// here so that no feature imports another.

/** The user's cap in percent of the ticket; null: none (direction). Kept a while for offline use. */
export function useMyDiscountCap() {
  return useQuery({
    queryKey: queryKeys.discounts.myCap(),
    queryFn: async ({ signal }) =>
      unwrap(parseResult(await apiClient.get(DISCOUNT_PATHS.myCap, { signal }), myDiscountCapSchema)).plafond,
    staleTime: 5 * 60_000,
  });
}
