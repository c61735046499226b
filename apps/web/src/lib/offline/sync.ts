import type { QueryClient } from '@tanstack/react-query';
import { reportApiReached } from '@/pwa/connection-state';
import type { OfflineDb } from './offline-db';
import { sendOutbox } from './sender';
import { refreshSnapshot } from './snapshot';

/**
 * One round of the device's upkeep: send the outbox, then refresh the shop's copy. Whether the
 * server answered feeds 'Hors ligne'. Run by the signed-in layout (at start, when the network
 * returns, when the app comes back to the foreground, every 30 s) and right after an offline sale.
 */

/** What a recorded sale moves, reloaded once the outbox sent some (as after an online sale). */
const MOVED_BY_A_SALE = [['ventes'], ['stock'], ['articles'], ['dashboard'], ['clients']];

export async function sendAndRefresh(options: {
  db: OfflineDb;
  user: number;
  shopId: number | null;
  queryClient: QueryClient;
  refresh: boolean;
}): Promise<void> {
  const { db, user, shopId, queryClient } = options;
  // The browser knows it has no network: nothing to try.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
  const report = await sendOutbox({ db, user });
  if (report && report.reached !== null) reportApiReached(report.reached);
  if (report?.reached === false) return;
  const sentSome = (report?.sent.length ?? 0) > 0;
  if (sentSome)
    await Promise.all(MOVED_BY_A_SALE.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  if (shopId !== null && (options.refresh || sentSome)) {
    const result = await refreshSnapshot(db, shopId);
    if (result.success) reportApiReached(true);
    else if (result.networkError && result.status === undefined) reportApiReached(false);
  }
}

const listeners = new Set<(refresh: boolean) => void>();

/**
 * Asks the layout's upkeep for a round now: a sale was just queued (send it), or one was just
 * recorded online (`refresh`: the copy's stock moved).
 */
export function requestSend(options: { refresh?: boolean } = {}): void {
  for (const listener of listeners) listener(options.refresh ?? false);
}

export function onSendRequest(listener: (refresh: boolean) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
