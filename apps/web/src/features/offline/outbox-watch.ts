import { liveQuery } from 'dexie';
import { offlineDb } from './offline-db';

/**
 * Tells `onCount` how many of `user`'s sales wait on this device (refused ones included), at once
 * and whenever the outbox changes, wherever it was written (Dexie tells every tab and worker of
 * the origin); 0 when IndexedDB cannot be read. Returns the stop.
 */
export function watchOutboxCount(user: number, onCount: (count: number) => void): () => void {
  const db = offlineDb(user);
  const subscription = liveQuery(() => db.outbox.filter((entry) => entry.user === user).count()).subscribe({
    next: onCount,
    error: () => onCount(0),
  });
  return () => subscription.unsubscribe();
}
