import type { StoreProduct } from '@pelote/shared';
import { type ReactNode, useMemo } from 'react';
import { useIsOffline } from '@/lib/connection-state';
import type { DeviceSale, OfflineClient, OfflineSale } from '@/lib/offline-sale-slots';
import { useSession } from '@/lib/session';
import { correctQueued, queueOfflineSale } from './offline-sale';
import { offlineCreditRoom, pendingCreditBalance } from './outbox';
import { offlineStoreProducts, offlineUnitPrice, snapshotTime } from './snapshot';
import { requestSend } from './sync';
import { useOfflineDb, useOutbox, useSnapshot } from './use-offline';

/**
 * What the new-sale form needs to sell without its server: the shop's products from the device's
 * copy less what the outbox sold, its clients with what each may still spend ('Avoir client') or
 * buy on credit (less the outbox's sales), 'Stock à HH:MM', the price lists to price a line at the
 * device's time, and the outbox the sale goes to when the server gave no answer.
 */
export function useOfflineSale(shopId: number | null, correcting?: DeviceSale): OfflineSale {
  const { user } = useSession();
  const userId = user?.id ?? null;
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
  const priceLists = snapshot?.data.tarifs ?? [];

  function client(id: number | null): OfflineClient | undefined {
    return id === null ? undefined : clients.find((item) => item.id === id);
  }

  return {
    isOffline,
    products,
    clients,
    stockAt: snapshot ? snapshotTime(snapshot) : null,
    creditRoom(id) {
      const found = client(id);
      return found && id !== null ? offlineCreditRoom(found, entries, id) : null;
    },
    creditBalance(id) {
      const found = client(id);
      return found && id !== null ? Math.max(0, found.solde_avoir - pendingCreditBalance(entries, id)) : 0;
    },
    priceLists,
    unitPrice(article, quantity, clientId, at = new Date()) {
      if (!snapshot) return { prix: article.prix, source: { kind: 'catalogue' } };
      return offlineUnitPrice(snapshot.data, { article, quantity, clientId, at });
    },
    canQueue: db !== null && userId !== null,
    queue: (options) => queueOfflineSale({ ...options, db, user: userId, snapshot }),
    correct: (id, payload, clientLabel) => correctQueued({ db, id, payload, snapshot, clientLabel }),
    // The stock moved: the device's copy is read again, ready for the next loss of network.
    saleRecorded: () => requestSend({ refresh: true }),
  };
}

/** The form's offline side, handed to it through the app layer's slot. */
export function OfflineSaleScope({
  shopId,
  correcting,
  children,
}: {
  shopId: number | null;
  correcting?: DeviceSale;
  children: (offline: OfflineSale) => ReactNode;
}) {
  return children(useOfflineSale(shopId, correcting));
}
