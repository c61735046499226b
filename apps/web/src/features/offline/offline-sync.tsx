import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { currentAccessToken, reportUnauthorized } from '@/lib/api-client';
import { callTimeoutMs, isWorkingOffline, probeServer, reportServerAnswer } from '@/lib/connection-state';
import { setOutboxCount } from '@/lib/outbox-count';
import { invalidateSaleMoves } from '@/lib/sale-moves';
import { useSelectedShop } from '@/lib/selected-shop';
import { useSession } from '@/lib/session';
import { requestPersistentStorage } from './storage-persistence';
import { onSendRequest } from './sync';
import { startUpkeep, type Upkeep } from './upkeep-client';
import type { RoundRequest } from './upkeep-round';

/** How often the outbox is tried while the app is open. */
export const SEND_EVERY_MS = 30_000;
/** How often the shop's copy is refreshed while the server answers. */
export const REFRESH_EVERY_MS = 5 * 60_000;

/**
 * The signed-in layout's upkeep of the device (draws nothing): sends the outbox at start, when the
 * network returns, when the app comes back to the foreground, every 30 s and when a sale was just
 * queued; refreshes the selected shop's copy at start, on reconnection, after sales were sent and
 * every few minutes. The rounds run in the upkeep's worker (upkeep-client.ts); the page applies
 * what they found: 'Hors ligne', the sales lists, the outbox's count.
 */
export function OfflineSync() {
  const { user } = useSession();
  const { shopId } = useSelectedShop();
  const queryClient = useQueryClient();
  const userId = user?.id ?? null;
  const [upkeep, setUpkeep] = useState<Upkeep | null>(null);

  useEffect(() => {
    if (userId !== null) void requestPersistentStorage();
  }, [userId]);

  useEffect(() => {
    // No IndexedDB (an old private window): nothing is kept on the device, nothing to send.
    if (userId === null || typeof indexedDB === 'undefined') return;
    const started = startUpkeep();
    started.watchOutbox(userId, setOutboxCount);
    setUpkeep(started);
    return () => {
      started.stop();
      setOutboxCount(0);
      setUpkeep(null);
    };
  }, [userId]);

  useEffect(() => {
    if (upkeep === null || userId === null) return;
    let running: Promise<void> | null = null;
    let refreshNext = true;
    // Asked while a round runs (a sale queued meanwhile): one more round after it.
    let again = false;
    let stopped = false;
    const run = (refresh: boolean) => {
      if (stopped) return;
      refreshNext ||= refresh;
      if (running) {
        again = true;
        return;
      }
      const round: RoundRequest = { user: userId, shopId, refresh: refreshNext };
      refreshNext = false;
      running = runRound(upkeep, round, queryClient)
        .catch((error: unknown) => console.error("L'envoi des ventes hors ligne a échoué", error))
        .finally(() => {
          running = null;
          if (again) {
            again = false;
            run(false);
          }
        });
    };
    const onOnline = () => run(true);
    const onVisible = () => {
      if (document.visibilityState === 'visible') run(false);
    };
    run(true);
    window.addEventListener('online', onOnline);
    document.addEventListener('visibilitychange', onVisible);
    const stopRequests = onSendRequest((refresh) => run(refresh));
    const sendTimer = setInterval(() => run(false), SEND_EVERY_MS);
    const refreshTimer = setInterval(() => run(true), REFRESH_EVERY_MS);
    return () => {
      stopped = true;
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisible);
      stopRequests();
      clearInterval(sendTimer);
      clearInterval(refreshTimer);
    };
  }, [upkeep, userId, shopId, queryClient]);

  return null;
}

/** One round, then what it found applied to the page. */
async function runRound(upkeep: Upkeep, round: RoundRequest, queryClient: QueryClient): Promise<void> {
  const call = { accessToken: currentAccessToken(), timeoutMs: callTimeoutMs() };
  const { report, inWorker } = await upkeep.round(round, call);
  // The page's API client saw none of the worker's calls: what they found is told here.
  if (inWorker && report.answered !== null) reportServerAnswer(report.answered);
  if (inWorker && report.unauthorized) reportUnauthorized();
  if (report.sent > 0) await invalidateSaleMoves(queryClient);
  // Nothing was asked of the server in this round: while it seems unreachable, ask whether it is back.
  if (report.askedNothing && isWorkingOffline()) await probeServer();
}
