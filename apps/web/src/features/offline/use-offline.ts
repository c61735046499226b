import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';
import { useSession } from '@/lib/session';
import { type OfflineDb, type OutboxEntry, offlineDb, type SnapshotRow } from './offline-db';

/**
 * The device's offline data as the screens read it: live (an outbox written by another tab, or by
 * the sender, shows at once), for the signed-in user only.
 */

/** The signed-in user's device database, or null when nobody is signed in. */
export function useOfflineDb(): OfflineDb | null {
  const { user } = useSession();
  return user && typeof indexedDB !== 'undefined' ? offlineDb(user.id) : null;
}

/** A Dexie query followed live; `undefined` until its first answer (and without a database). */
function useLive<T>(db: OfflineDb | null, query: (db: OfflineDb) => Promise<T>, deps: unknown[]) {
  const [value, setValue] = useState<{ value: T } | undefined>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query is rebuilt from `deps`.
  useEffect(() => {
    if (!db) return;
    setValue(undefined);
    const subscription = liveQuery(() => query(db)).subscribe({
      next: (next) => setValue({ value: next }),
      // IndexedDB unusable (private mode of an old browser): nothing is kept on the device.
      error: () => setValue({ value: undefined as T }),
    });
    return () => subscription.unsubscribe();
  }, [db, ...deps]);
  return value?.value;
}

/** The sales on this device not recorded by the server yet, oldest first. */
export function useOutbox(): { entries: OutboxEntry[]; isLoaded: boolean } {
  const { user } = useSession();
  const db = useOfflineDb();
  const entries = useLive(
    db,
    async (current) =>
      (await current.outbox.orderBy('id').toArray()).filter((entry) => entry.user === user?.id),
    [user?.id],
  );
  return { entries: entries ?? [], isLoaded: entries !== undefined };
}

/** The device's copy of the shop (undefined while reading, null when there is none). */
export function useSnapshot(shopId: number | null): SnapshotRow | null | undefined {
  const db = useOfflineDb();
  const row = useLive(
    db,
    async (current) => (shopId === null ? null : ((await current.snapshot.get(shopId)) ?? null)),
    [shopId],
  );
  return db ? row : null;
}
