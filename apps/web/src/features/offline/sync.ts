import type { QueryClient } from '@tanstack/react-query';
import { isWorkingOffline, probeServer } from '@/lib/connection-state';
import { invalidateSaleMoves } from '@/lib/sale-moves';
import type { OfflineDb } from './offline-db';
import { sendOutbox } from './sender';
import { refreshSnapshot } from './snapshot';

/**
 * One round of the device's upkeep: send the outbox, then refresh the shop's copy. Tried whatever
 * the browser says of the network: the server's answer decides (the API client reports it to
 * 'Hors ligne'). Run by the signed-in layout (at start, when the network returns, when the app
 * comes back to the foreground, every 30 s) and right after an offline sale.
 */
export async function sendAndRefresh(options: {
  db: OfflineDb;
  user: number;
  shopId: number | null;
  queryClient: QueryClient;
  refresh: boolean;
}): Promise<void> {
  const { db, user, shopId, queryClient } = options;
  const report = await sendOutbox({ db, user });
  if (report?.reached === false) return;
  const sentSome = (report?.sent.length ?? 0) > 0;
  if (sentSome) await invalidateSaleMoves(queryClient);
  if (shopId !== null && (options.refresh || sentSome)) await refreshSnapshot(db, shopId);
  // Nothing was asked of the server in this round: while it seems unreachable, ask whether it is back.
  else if (report?.reached !== true && isWorkingOffline()) await probeServer();
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
