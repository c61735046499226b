import {
  formatMoney,
  type JournalAction,
  PURCHASE_ORDER_MESSAGES,
  type PurchaseOrder,
  type PurchaseOrderPayload,
  type PurchaseOrderStatus,
} from '@pelote/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { articles } from '../../db/schema/articles.ts';
import { bonCommandeLignes, bonsCommande } from '../../db/schema/purchase-orders.ts';
import type { Tx } from '../../db/types.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { assertShopAccess, findShop } from '../../lib/shop-scope.ts';
import type { ServiceContext } from '../../lib/write-route.ts';
import { lastDeliveryPrices } from '../entries/index.ts';
import { type JournalContext, journalChanges, recordJournal } from '../journal/index.ts';
import { findSupplier } from '../suppliers/index.ts';
import { findPurchaseOrder } from './purchase-order-detail.ts';

/**
 * The steps of a purchase order (docs/architecture.md, 'Purchase orders'), each inside the
 * transaction its route opens. Every step on an existing order first locks its row (FOR UPDATE),
 * then checks its status, so a step taken twice or out of order is a 409 whatever the timing.
 */

const M = PURCHASE_ORDER_MESSAGES;
export type Ctx = ServiceContext<JournalContext>;
type OrderRow = typeof bonsCommande.$inferSelect;

/** The answer of every step: the order in full, read in the step's transaction. */
export async function answerOrder(tx: Tx, id: number): Promise<PurchaseOrder> {
  const order = await findPurchaseOrder(tx, id);
  if (!order) throw new Error('purchase order vanished');
  return order;
}

/** The lines as the journal keeps them: 'Mérinos bleu × 10 à 1 200,00 FCFA'. */
const journalLines = (order: PurchaseOrder) =>
  order.lignes.map(
    (line) =>
      `${line.article.nom} × ${line.quantite}` +
      (line.prix_unitaire > 0 ? ` à ${formatMoney(line.prix_unitaire)}` : ''),
  );

/** What an order's journal rows show of it. */
export const orderSnapshot = (order: PurchaseOrder) => ({
  statut: order.statut,
  fournisseur: order.fournisseur.nom,
  magasin: order.magasin.nom,
  lignes: journalLines(order),
  montant: order.montant,
  ...(order.note ? { note: order.note } : {}),
});

export async function journalOrder(
  { tx, journal }: Ctx,
  order: PurchaseOrder,
  action: JournalAction,
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
) {
  await recordJournal(tx, {
    ...journal,
    magasinId: order.magasin.id,
    action,
    entite: 'bon_commande',
    entiteId: order.id,
    entiteLibelle: `${order.numero} — ${order.fournisseur.nom}`,
    changements: journalChanges(before, after),
  });
}

/** The draft's lines, checked: live articles; a line without a price gets the article's last delivery price. */
async function checkedLines(tx: Tx, payload: PurchaseOrderPayload) {
  const ids = payload.lignes.map((line) => line.article);
  const found = await tx
    .select({ id: articles.id })
    .from(articles)
    .where(and(inArray(articles.id, ids), isNull(articles.deletedAt), eq(articles.isActive, true)));
  if (found.length !== new Set(ids).size) throw notFound(M.articleNotFound);
  const proposed = await lastDeliveryPrices(tx, ids);
  return payload.lignes.map((line) => ({
    articleId: line.article,
    quantite: line.quantite,
    prixUnitaire: line.prix_unitaire ?? proposed.get(line.article) ?? 0,
  }));
}

async function writeLines(tx: Tx, orderId: number, lines: Awaited<ReturnType<typeof checkedLines>>) {
  await tx.insert(bonCommandeLignes).values(lines.map((line) => ({ ...line, bonCommandeId: orderId })));
}

/** The supplier and the shop a draft names: a live supplier (404), a shop the user reaches (403, 404). */
async function checkedParties({ tx, user }: Ctx, payload: PurchaseOrderPayload) {
  const supplier = await findSupplier(tx, payload.fournisseur, 'share');
  if (!supplier) throw notFound(M.supplierNotFound);
  await findShop(tx, user, payload.magasin, M.shopNotFound);
}

/** A new draft. */
export async function createPurchaseOrder(ctx: Ctx, payload: PurchaseOrderPayload): Promise<PurchaseOrder> {
  const { tx, user } = ctx;
  await checkedParties(ctx, payload);
  const lines = await checkedLines(tx, payload);
  const [created] = await tx
    .insert(bonsCommande)
    .values({
      fournisseurId: payload.fournisseur,
      magasinId: payload.magasin,
      note: payload.note,
      creePar: user.id,
      createdAt: ctx.now,
    })
    .returning({ id: bonsCommande.id });
  if (!created) throw new Error('purchase order not written');
  await writeLines(tx, created.id, lines);
  const order = await answerOrder(tx, created.id);
  await journalOrder(ctx, order, 'creation', null, orderSnapshot(order));
  return order;
}

/**
 * The order's row, locked until commit: 404 when absent, 403 outside a gerant's shop, 409 unless its
 * status is one of `expected` (the message of the state it is in).
 */
export async function lockOrder(
  { tx, user }: Ctx,
  id: number,
  expected: readonly PurchaseOrderStatus[],
  messages: Partial<Record<PurchaseOrderStatus, string>>,
): Promise<OrderRow> {
  const [row] = await tx.select().from(bonsCommande).where(eq(bonsCommande.id, id)).for('update');
  if (!row) throw notFound(M.notFound);
  assertShopAccess(user, row.magasinId);
  if (!expected.includes(row.statut)) {
    const fallback = row.statut === 'annule' ? M.cancelled : row.statut === 'solde' ? M.closed : M.notDraft;
    throw conflict(messages[row.statut] ?? fallback);
  }
  return row;
}

/** Replaces a draft's supplier, shop, note and lines; anything but a draft is a 409. */
export async function editPurchaseOrder(
  ctx: Ctx,
  id: number,
  payload: PurchaseOrderPayload,
): Promise<PurchaseOrder> {
  const { tx } = ctx;
  await lockOrder(ctx, id, ['brouillon'], {});
  const before = await answerOrder(tx, id);
  await checkedParties(ctx, payload);
  const lines = await checkedLines(tx, payload);
  await tx
    .update(bonsCommande)
    .set({ fournisseurId: payload.fournisseur, magasinId: payload.magasin, note: payload.note })
    .where(eq(bonsCommande.id, id));
  await tx.delete(bonCommandeLignes).where(eq(bonCommandeLignes.bonCommandeId, id));
  await writeLines(tx, id, lines);
  const order = await answerOrder(tx, id);
  await journalOrder(ctx, order, 'modification', orderSnapshot(before), orderSnapshot(order));
  return order;
}

/** A step's end: the order's new state written, read back, and journalled. */
async function endStep(
  ctx: Ctx,
  id: number,
  set: Partial<typeof bonsCommande.$inferInsert>,
  action: JournalAction,
  before: PurchaseOrderStatus,
  extra: Record<string, unknown> = {},
): Promise<PurchaseOrder> {
  await ctx.tx.update(bonsCommande).set(set).where(eq(bonsCommande.id, id));
  const order = await answerOrder(ctx.tx, id);
  await journalOrder(ctx, order, action, { statut: before }, { statut: order.statut, ...extra });
  return order;
}

/** 'Envoyer': a draft goes to the supplier (its PDF and its WhatsApp text are then what is sent). */
export async function sendPurchaseOrder(ctx: Ctx, id: number): Promise<PurchaseOrder> {
  await lockOrder(ctx, id, ['brouillon'], {});
  return endStep(
    ctx,
    id,
    { statut: 'envoye', envoyePar: ctx.user.id, envoyeLe: ctx.now },
    'envoi',
    'brouillon',
  );
}

/** Cancels an order before anything was received; after a receipt, its remainder is closed instead. */
export async function cancelPurchaseOrder(ctx: Ctx, id: number): Promise<PurchaseOrder> {
  const row = await lockOrder(ctx, id, ['brouillon', 'envoye'], {
    partiellement_recu: M.cancelAfterReceipt,
  });
  return endStep(
    ctx,
    id,
    { statut: 'annule', annulePar: ctx.user.id, annuleLe: ctx.now },
    'annulation',
    row.statut,
  );
}

/** 'Solder le reliquat': what was not received will never come; the order is closed ('soldé'). */
export async function closePurchaseOrder(ctx: Ctx, id: number, motif: string): Promise<PurchaseOrder> {
  const row = await lockOrder(ctx, id, ['envoye', 'partiellement_recu'], { brouillon: M.nothingToClose });
  const before = await answerOrder(ctx.tx, id);
  return endStep(
    ctx,
    id,
    { statut: 'solde', soldePar: ctx.user.id, soldeLe: ctx.now, motifSolde: motif },
    'solde',
    row.statut,
    { motif_solde: motif, reliquat: before.reste },
  );
}
