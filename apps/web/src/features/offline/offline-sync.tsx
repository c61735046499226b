import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSelectedShop } from '@/lib/selected-shop';
import { useSession } from '@/lib/session';
import { offlineDb } from './offline-db';
import { requestPersistentStorage } from './storage-persistence';
import { onSendRequest, sendAndRefresh } from './sync';

/** How often the outbox is tried while the app is open. */
export const SEND_EVERY_MS = 30_000;
/** How often the shop's copy is refreshed while the server answers. */
export const REFRESH_EVERY_MS = 5 * 60_000;

/**
 * The signed-in layout's upkeep of the device (draws nothing): sends the outbox at start, when the
 * network returns, when the app comes back to the foreground, every 30 s and when a sale was just
 * queued; refreshes the selected shop's copy at start, on reconnection, after sales were sent and
 * every few minutes.
 */
export function OfflineSync() {
  const { user } = useSession();
  const { shopId } = useSelectedShop();
  const queryClient = useQueryClient();
  const userId = user?.id ?? null;

  useEffect(() => {
    if (userId !== null) void requestPersistentStorage();
  }, [userId]);

  useEffect(() => {
    // No IndexedDB (an old private window): nothing is kept on the device, nothing to send.
    if (userId === null || typeof indexedDB === 'undefined') return;
    const db = offlineDb(userId);
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
      const withRefresh = refreshNext;
      refreshNext = false;
      running = sendAndRefresh({ db, user: userId, shopId, queryClient, refresh: withRefresh })
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
  }, [userId, shopId, queryClient]);

  return null;
}
