import type { SaleCreateInput } from '@pelote/shared';
import { ApiError, NETWORK_ERROR_MESSAGE, TIMEOUT_ERROR_MESSAGE } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { isWorkingOffline } from '@/pwa/connection-state';
import type { OfflineDb, OfflineSaleSummary, OutboxEntry, SnapshotRow } from './offline-db';
import { OFFLINE_TEXTS } from './offline-texts';
import { correctSale, queueSale } from './outbox';
import { requestSend } from './sync';

/**
 * Where a validated sale goes: to the server while it answers, else to the device's outbox.
 * Offline is decided by the browser (no network) and by the attempt itself: an attempt that got
 * no answer at all (a dead connection often still says 'online') is queued under the same key,
 * so it cannot count twice if it did reach the server after all.
 */

export type SaleOutcome<Sale> = { kind: 'sent'; sale: Sale } | { kind: 'queued'; entry: OutboxEntry };

/** True for a failure where the server never answered (offline, refused connection, timeout). */
export function gotNoAnswer(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === undefined &&
    (error.message === NETWORK_ERROR_MESSAGE || error.message === TIMEOUT_ERROR_MESSAGE)
  );
}

/** The ticket's and the list's view of the sale, from the shop's copy on the device. */
export function summarizeSale(
  payload: SaleCreateInput,
  snapshot: SnapshotRow,
  clientLabel: string,
): OfflineSaleSummary {
  const { magasin, articles } = snapshot.data;
  const lines = payload.articles.map((line) => {
    const article = articles.find((item) => item.id === line.article);
    const prix = article?.prix_unitaire ?? 0;
    const quantite = Number(line.quantite);
    return {
      article: line.article,
      nom: article?.nom ?? '',
      quantite,
      bain: line.bain ?? '',
      prix,
      total: prix * quantite,
    };
  });
  return {
    shop: { id: magasin.id, nom: magasin.nom, code: magasin.code },
    clientLabel,
    lines,
    payments: (payload.paiements ?? []).map(({ methode, montant, reference }) => ({
      methode,
      montant,
      reference: reference ?? null,
    })),
    total: lines.reduce((sum, line) => sum + line.total, 0),
  };
}

export async function submitOrQueue<Sale>(options: {
  payload: SaleCreateInput;
  key: string;
  /** Records the sale on the server; throws an ApiError when it cannot. */
  create: (payload: SaleCreateInput, key: string) => Promise<Sale>;
  db: OfflineDb | null;
  user: number | null;
  /** The shop's copy on the device (undefined / null: none). */
  snapshot: SnapshotRow | null | undefined;
  clientLabel: string;
}): Promise<SaleOutcome<Sale>> {
  const { payload, key, create, db, user, snapshot, clientLabel } = options;
  let firstBody: SaleCreateInput | undefined;
  if (!isWorkingOffline() || !db || user === null) {
    try {
      const sale = await create(payload, key);
      // The stock moved: the device's copy is read again, ready for the next loss of network.
      requestSend({ refresh: true });
      return { kind: 'sent', sale };
    } catch (error) {
      if (!gotNoAnswer(error) || !db || user === null) throw error;
      firstBody = payload;
    }
  }
  if (!snapshot || snapshot.shop !== payload.magasin) throw new Error(OFFLINE_TEXTS.noSnapshot);
  const entry = await queueSale(db, {
    user,
    payload,
    key,
    summary: summarizeSale(payload, snapshot, clientLabel),
    ...(firstBody ? { firstBody } : {}),
  });
  requestSend();
  return { kind: 'queued', entry };
}

/**
 * 'Corriger': the refused sale, as the seller fixed it, back in the outbox under a NEW key (the
 * old one holds the server's refusal), with its ticket number and device time; sent at once.
 */
export async function correctQueued(options: {
  db: OfflineDb | null;
  id: number;
  payload: SaleCreateInput;
  snapshot: SnapshotRow | null | undefined;
  clientLabel: string;
}): Promise<OutboxEntry> {
  const { db, id, payload, snapshot, clientLabel } = options;
  if (!db || !snapshot || snapshot.shop !== payload.magasin) throw new Error(OFFLINE_TEXTS.noSnapshot);
  const entry = await correctSale(db, id, {
    payload,
    key: newIdempotencyKey(),
    summary: summarizeSale(payload, snapshot, clientLabel),
  });
  if (!entry) throw new Error(OFFLINE_TEXTS.correctGone);
  requestSend();
  return entry;
}
