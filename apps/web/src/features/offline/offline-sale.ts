import { type SaleCreateInput, spreadDiscounts } from '@pelote/shared';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import type { OfflineDb, OfflineSaleSummary, OutboxEntry, SnapshotRow } from './offline-db';
import { OFFLINE_TEXTS } from './offline-texts';
import { correctSale, queueSale } from './outbox';
import { requestSend } from './sync';

/**
 * A sale the server could not take, written to the device's outbox from the shop's copy on the
 * device, then sent as soon as the server answers. The form tries the server first: an attempt
 * that got no answer is queued under the same key, so it cannot count twice if it did reach the
 * server after all.
 */

/**
 * The ticket's and the list's view of the sale, from the shop's copy on the device: each line's
 * net after its discounts, by the shared computation the server will make.
 */
export function summarizeSale(
  payload: SaleCreateInput,
  snapshot: SnapshotRow,
  clientLabel: string,
): OfflineSaleSummary {
  const { magasin, articles } = snapshot.data;
  const priced = payload.articles.map((line) => {
    const article = articles.find((item) => item.id === line.article);
    const prix = article?.prix_unitaire ?? 0;
    const quantite = Number(line.quantite);
    return { line, nom: article?.nom ?? '', prix, quantite, gross: prix * quantite };
  });
  const spread = spreadDiscounts(
    priced.map(({ line, gross }) => ({ gross, discount: line.remise ?? null })),
    payload.remise_ticket?.montant ?? null,
  );
  const nets = spread.ok ? spread.sale.lines : null;
  const lines = priced.map(({ line, nom, prix, quantite, gross }, index) => {
    const net = nets?.[index]?.net ?? gross;
    return {
      article: line.article,
      nom,
      quantite,
      bain: line.bain ?? '',
      prix,
      total: net,
      ...(net < gross ? { remise: gross - net } : {}),
    };
  });
  const remises = lines.reduce((sum, line) => sum + (line.remise ?? 0), 0);
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
    ...(remises > 0 ? { remises } : {}),
  };
}

/** Writes the sale to the outbox with its provisional ticket, then asks for a send round. */
export async function queueOfflineSale(options: {
  db: OfflineDb | null;
  user: number | null;
  payload: SaleCreateInput;
  key: string;
  /** The shop's copy on the device (undefined / null: none). */
  snapshot: SnapshotRow | null | undefined;
  clientLabel: string;
  /** The body of an online attempt under `key` that got no answer. */
  firstBody?: SaleCreateInput;
}): Promise<OutboxEntry> {
  const { db, user, payload, key, snapshot, clientLabel, firstBody } = options;
  if (!db || user === null || !snapshot || snapshot.shop !== payload.magasin)
    throw new Error(OFFLINE_TEXTS.noSnapshot);
  const entry = await queueSale(db, {
    user,
    payload,
    key,
    summary: summarizeSale(payload, snapshot, clientLabel),
    ...(firstBody ? { firstBody } : {}),
  });
  requestSend();
  return entry;
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
