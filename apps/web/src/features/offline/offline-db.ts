import type { SaleCreateInput } from '@pelote/shared';
import { Dexie, type EntityTable } from 'dexie';
import type { DeviceSale, OfflineSaleSummary } from '@/lib/offline-sale-slots';
import type { OfflineSnapshot } from './snapshot-schema';

/**
 * What the device keeps to sell through a lost connection, in IndexedDB, one database per
 * signed-in user (another user of the same phone never sees nor sends these sales):
 * - `snapshot`: the selected shop's catalogue, stock per lot, clients and open till, as the
 *   server gave it last (one row per shop);
 * - `outbox`: the sales made offline, each with the Idempotency-Key it is sent with, oldest first;
 * - `counters`: the next provisional ticket number per shop on this device.
 */

export type SnapshotRow = {
  shop: number;
  data: OfflineSnapshot /** ISO, device time of the copy. */;
  stampedAt: string;
};

/** 'en_attente': waiting to be sent; 'envoi': on its way; 'refusee': the server said no (motif). */
export type OutboxStatus = 'en_attente' | 'envoi' | 'refusee';

/** The sale as sent: the usual body plus what says it was made offline. */
export type OfflineSaleBody = SaleCreateInput & {
  hors_ligne: true;
  /** ISO date-time of the device when 'Valider' was pressed. */
  date_appareil: string;
  /** 'T-{code magasin}-{n}', as on the provisional ticket. */
  ticket_provisoire: string;
};

export type { OfflineSaleSummary };

export type OutboxEntry = DeviceSale & {
  user: number;
  shop: number;
  /** The Idempotency-Key: kept across every retry, changed only by 'Corriger'. */
  key: string;
  body: OfflineSaleBody;
  /**
   * The body of an online attempt whose answer never came, sent with the same key: if that attempt
   * did reach the server, the server refuses the offline body under the key (reused with another
   * body) and this one gets the recorded sale back.
   */
  firstBody?: SaleCreateInput;
  status: OutboxStatus;
  tries: number;
  /** Which page is sending it and until when (the fallback when Web Locks are absent). */
  claimedBy?: string | null;
  claimUntil?: number;
  createdAt: number;
};

export type CounterRow = { shop: number; next: number };

export class OfflineDb extends Dexie {
  snapshot!: EntityTable<SnapshotRow, 'shop'>;
  outbox!: EntityTable<OutboxEntry, 'id'>;
  counters!: EntityTable<CounterRow, 'shop'>;

  constructor(name: string) {
    super(name);
    this.version(1).stores({ snapshot: 'shop', outbox: '++id, status, shop', counters: 'shop' });
  }
}

export const offlineDbName = (userId: number) => `pelote-hors-ligne-${userId}`;

const opened = new Map<number, OfflineDb>();

/** The signed-in user's device database (opened once per page). */
export function offlineDb(userId: number): OfflineDb {
  let db = opened.get(userId);
  if (!db) {
    db = new OfflineDb(offlineDbName(userId));
    opened.set(userId, db);
  }
  return db;
}
