import { offlineDb } from './offline-db';

/**
 * How many of `user`'s sales still wait on this device (refused ones included), read once: what
 * signing out asks about. 0 without IndexedDB (nothing is kept then) or when it cannot be read.
 */
export async function pendingSaleCount(user: number): Promise<number> {
  if (typeof indexedDB === 'undefined') return 0;
  try {
    return await offlineDb(user)
      .outbox.filter((entry) => entry.user === user)
      .count();
  } catch {
    return 0;
  }
}
