import { useReorderCount, useSystemStats } from './dashboard-api';
import { DashboardLateDeposits } from './dashboard-late-deposits';
import { DashboardLateTransfers } from './dashboard-late-transfers';
import { DashboardPurchases } from './dashboard-purchases';

/**
 * The alerts under the figures: transfers and deposits late, orders late, articles to reorder.
 * The figures show as soon as theirs arrive; the reorder count, asked apart (about a second on
 * every shop), comes later. The alerts wait for both and appear together, so that the page below
 * moves once, as it did when the count came with the figures, and never under a finger twice.
 */
export function DashboardAlerts({ magasin, enabled }: { magasin: number | null; enabled: boolean }) {
  const stats = useSystemStats(magasin, enabled);
  const reorder = useReorderCount(magasin, enabled);
  // A call that failed once is not waited for again (its retries): the alerts it has show.
  const waiting = (query: { isPending: boolean; failureCount: number }) =>
    query.isPending && query.failureCount === 0;
  if (waiting(stats) || waiting(reorder)) return null;
  // Handed down, not asked again: a query mounted now would ask the server again (nothing here is
  // kept fresh), and a failed count would be asked for in a loop.
  return (
    <>
      <DashboardLateTransfers stats={stats.data} />
      <DashboardLateDeposits stats={stats.data} />
      <DashboardPurchases stats={stats.data} toReorder={reorder.data ?? 0} />
    </>
  );
}
