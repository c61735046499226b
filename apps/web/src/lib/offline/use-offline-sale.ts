import type { SaleCreateInput, StoreProduct } from '@pelote/shared';
import { useMemo } from 'react';
import { useSession } from '@/lib/session';
import { useIsOffline } from '@/pwa/connection-state';
import type { OutboxEntry } from './offline-db';
import { correctQueued, submitOrQueue } from './offline-sale';
import { offlineCreditRoom, pendingCreditBalance } from './outbox';
import { offlineStoreProducts, snapshotTime } from './snapshot';
import type { OfflineClient } from './snapshot-schema';
import { useOfflineDb, useOutbox, useSnapshot } from './use-offline';

/**
 * What the new-sale form needs to sell without a network: the shop's products from the device's
 * copy less what the outbox sold, its clients with what each may still spend ('Avoir client') or
 * buy on credit (less the outbox's sales), 'Stock à HH:MM', and the submit that routes the sale
 * to the server or the outbox.
 */
export function useOfflineSale(shopId: number | null, correcting?: OutboxEntry) {
  const { user } = useSession();
  const db = useOfflineDb();
  const isOffline = useIsOffline();
  const snapshot = useSnapshot(shopId);
  const outbox = useOutbox().entries;
  // A sale being corrected does not count against itself.
  const entries = useMemo(
    () => (correcting ? outbox.filter((entry) => entry.id !== correcting.id) : outbox),
    [outbox, correcting],
  );

  const products = useMemo<StoreProduct[] | null>(
    () => (snapshot ? offlineStoreProducts(snapshot, entries) : null),
    [snapshot, entries],
  );
  const clients: OfflineClient[] = snapshot?.data.clients ?? [];

  function client(id: number | null): OfflineClient | undefined {
    return id === null ? undefined : clients.find((item) => item.id === id);
  }

  return {
    isOffline,
    hasSnapshot: Boolean(snapshot),
    /** The copy's products, less the outbox's sales; null without a copy. */
    products,
    clients,
    /** 'HH:MM' of the copy, or null. */
    stockAt: snapshot ? snapshotTime(snapshot) : null,
    /** What the client may still buy on credit offline; null without a limit (or unknown client). */
    creditRoom(id: number | null): number | null {
      const found = client(id);
      return found && id !== null ? offlineCreditRoom(found, entries, id) : null;
    },
    /** The client's credit balance ('Avoir client') less what the outbox already spent of it. */
    creditBalance(id: number | null): number {
      const found = client(id);
      return found && id !== null ? Math.max(0, found.solde_avoir - pendingCreditBalance(entries, id)) : 0;
    },
    submit<Sale>(options: {
      payload: SaleCreateInput;
      key: string;
      create: (payload: SaleCreateInput, key: string) => Promise<Sale>;
      clientLabel: string;
    }) {
      return submitOrQueue({ ...options, db, user: user?.id ?? null, snapshot });
    },
    /** Puts the corrected sale back in the outbox under a new key (see correctQueued). */
    correct(id: number, payload: SaleCreateInput, clientLabel: string) {
      return correctQueued({ db, id, payload, snapshot, clientLabel });
    },
  };
}
