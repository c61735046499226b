import type { SaleCreateInput } from '@pelote/shared';
import type { OfflineDb, OfflineSaleSummary, OutboxEntry } from './offline-db';

/**
 * The outbox of sales made offline. A sale is written here, in one IndexedDB transaction with its
 * provisional ticket number, and that transaction is awaited before anything is shown: a ticket
 * on the screen always has its sale on the device. It leaves only when the server has recorded it
 * (sender.ts) or when the seller abandons a refused one.
 */

/** 'T-M03-12': the shop's code and this device's running number for the shop. */
export const provisionalTicket = (shopCode: string, n: number) => `T-${shopCode}-${n}`;

export type QueueSaleOptions = {
  user: number;
  /** The sale as the form built it (client, shop, lines, payments). */
  payload: SaleCreateInput;
  /** The form's Idempotency-Key: kept when an online attempt got no answer, so it cannot count twice. */
  key: string;
  summary: OfflineSaleSummary;
  /** Set when an online attempt with this key and body got no answer. */
  firstBody?: SaleCreateInput;
  now?: Date;
};

/** Writes the sale to the outbox with the next ticket number of its shop; resolves once stored. */
export async function queueSale(db: OfflineDb, options: QueueSaleOptions): Promise<OutboxEntry> {
  const { user, payload, key, summary, firstBody } = options;
  const now = options.now ?? new Date();
  const shop = summary.shop;
  return db.transaction('rw', db.outbox, db.counters, async () => {
    const n = (await db.counters.get(shop.id))?.next ?? 1;
    await db.counters.put({ shop: shop.id, next: n + 1 });
    const ticket = provisionalTicket(shop.code, n);
    const deviceTime = now.toISOString();
    const entry: OutboxEntry = {
      user,
      shop: shop.id,
      key,
      body: { ...payload, hors_ligne: true, date_appareil: deviceTime, ticket_provisoire: ticket },
      summary,
      deviceTime,
      ticket,
      status: 'en_attente',
      motif: null,
      tries: 0,
      claimedBy: null,
      claimUntil: 0,
      createdAt: now.getTime(),
    };
    if (firstBody) entry.firstBody = firstBody;
    entry.id = await db.outbox.add(entry);
    return entry;
  });
}

/**
 * 'Corriger': the refused sale goes back to the outbox as the seller fixed it, with a NEW key (the
 * server has answered the old one with its refusal), the same ticket number and device time.
 */
export async function correctSale(
  db: OfflineDb,
  id: number,
  change: { payload: SaleCreateInput; key: string; summary: OfflineSaleSummary },
): Promise<OutboxEntry | undefined> {
  return db.transaction('rw', db.outbox, async () => {
    const entry = await db.outbox.get(id);
    if (!entry) return undefined;
    const next: OutboxEntry = {
      ...entry,
      key: change.key,
      body: {
        ...change.payload,
        hors_ligne: true,
        date_appareil: entry.deviceTime,
        ticket_provisoire: entry.ticket,
      },
      summary: change.summary,
      status: 'en_attente',
      motif: null,
      claimedBy: null,
      claimUntil: 0,
    };
    delete next.firstBody;
    await db.outbox.put(next);
    return next;
  });
}

/** 'Abandonner' (after a confirmation): the refused sale leaves the device; nothing reached the server. */
export async function abandonSale(db: OfflineDb, id: number): Promise<void> {
  await db.outbox.delete(id);
}

/** Every sale still on the device, oldest first. */
export function outboxEntries(db: OfflineDb): Promise<OutboxEntry[]> {
  return db.outbox.orderBy('id').toArray();
}

/** How much of each (article, lot) the outbox's sales of this shop take: 'id|bain' → units. */
export function pendingUnits(entries: readonly OutboxEntry[], shopId: number): Map<string, number> {
  const taken = new Map<string, number>();
  for (const entry of entries) {
    if (entry.shop !== shopId) continue;
    for (const line of entry.body.articles) {
      const key = `${line.article}|${line.bain ?? ''}`;
      taken.set(key, (taken.get(key) ?? 0) + Number(line.quantite));
    }
  }
  return taken;
}

/** What the outbox's credit sales of this client still owe ('À crédit' not on the server yet). */
export function pendingCredit(entries: readonly OutboxEntry[], clientId: number): number {
  let owed = 0;
  for (const entry of entries) {
    if (entry.body.client !== clientId) continue;
    for (const payment of entry.body.paiements ?? [])
      if (payment.methode === 'credit_client') owed += Number(payment.montant);
  }
  return owed;
}

/** What a client may still buy on credit offline: the cached room minus the outbox's credit sales. */
export function offlineCreditRoom(
  client: { plafond_credit: number; disponible: number },
  entries: readonly OutboxEntry[],
  clientId: number,
): number | null {
  if (client.plafond_credit <= 0) return null;
  return Math.max(0, client.disponible - pendingCredit(entries, clientId));
}

/** What the outbox's sales paid with this client's credit balance ('Avoir client'). */
export function pendingCreditBalance(entries: readonly OutboxEntry[], clientId: number): number {
  let spent = 0;
  for (const entry of entries) {
    if (entry.body.client !== clientId) continue;
    for (const payment of entry.body.paiements ?? [])
      if (payment.methode === 'avoir_client') spent += Number(payment.montant);
  }
  return spent;
}
