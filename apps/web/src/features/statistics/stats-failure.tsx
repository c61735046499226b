import { DASHBOARD_MESSAGES } from '@pelote/shared';
import { Alert } from '@/components/alert';
import { QueryErrorState } from '@/components/status';
import { ApiError } from '@/lib/api-client';

type FailedRead = { error: Error | null; refetch: () => unknown; isFetching: boolean };

/**
 * A statistics read that failed: the server's refusal (one of `refusedWith`, a period or a shop it
 * will not answer for) said as its message, anything else with 'Réessayer'.
 */
export function StatsFailure({
  query,
  refusedWith = [400, 403],
}: {
  query: FailedRead;
  refusedWith?: number[];
}) {
  const error = query.error;
  if (error instanceof ApiError && refusedWith.includes(error.status ?? 0))
    return <Alert tone="error">{error.message}</Alert>;
  return <QueryErrorState title={DASHBOARD_MESSAGES.loadError} query={query} />;
}
