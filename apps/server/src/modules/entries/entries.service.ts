import { ENTRY_MESSAGES, type Entry, type EntryCreate, todayIso, wentToNoLot } from '@pelote/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { articles } from '../../db/schema/articles.ts';
import { entreesStock } from '../../db/schema/entries.ts';
import { notFound } from '../../lib/errors.ts';
import { findShop } from '../../lib/shop-scope.ts';
import type { ServiceContext } from '../../lib/write-route.ts';
import { applyDeliveryCost } from '../costs/index.ts';
import { type JournalContext, journalChanges, recordJournal } from '../journal/index.ts';
import { assertBainRule, changeStock, settleShortfalls } from '../stock/index.ts';
import { deliverySupplier } from '../suppliers/index.ts';
import { findEntry } from './entries.repository.ts';

/**
 * Recording a stock entry, inside the caller's transaction: the entry,
 * then its quantity added to the shop's stock line (created if needed) with an `entree` movement.
 * A delivery of wool records its lot ('bain') and goes into that lot, or without one into the
 * wool's 'Sans bain' lot ('', the answer's `sans_bain`); any other article takes no lot (its implicit lot '').
 * Any failure rolls back both. `prix_total` is computed here, never taken from the request.
 */

/** `produit_type` is informational: empty or 'Produit' accepts any article, else singular or plural of its type. */
function typeMatches(requested: string | null, actual: string): boolean {
  if (requested === null) return true;
  const wanted = requested.toLowerCase();
  if (wanted === 'produit' || wanted === 'produits') return true;
  return wanted === actual || wanted === `${actual}s`;
}

/**
 * When the entry happened: now when no date is given or the day is today; the day's midnight
 * (shops' time zone, UTC+0) for an earlier day; an instant as given.
 */
export function entryInstant(date: string | null, now: Date): Date {
  if (date === null) return now;
  if (/^\d{4}-\d{2}-\d{2}$/.test(date)) {
    return date === todayIso(undefined, now) ? now : new Date(`${date}T00:00:00.000Z`);
  }
  return new Date(date);
}

/** A delivery to write once its shop, article and supplier are known (a form's, or an order's receipt). */
export type DeliveryToWrite = {
  magasinId: number;
  article: { id: number; type: Entry['article_type'] };
  bain: string;
  quantite: number;
  prixUnitaire: number;
  /** The price is the supplier's (it moves the article's cost), not the catalogue's taken by default. */
  priceIsCost: boolean;
  fournisseur: string;
  fournisseurId: number | null;
  referenceCommande: string | null;
  dateEntree: Date;
  commentaire: string | null;
  typeEntree: Entry['type_entree'];
  /** The purchase order line received, and the receipt it is part of. */
  bonCommandeLigneId?: number;
  receptionId?: number;
};

/**
 * Writes a delivery inside the caller's transaction: the entry, the article's cost (its lock before
 * the stock line's), the `entree` movement through the ledger, the units sold offline it settles,
 * and the entry's journal row. Answers the entry as the API shows it.
 */
export async function writeDelivery(
  { tx, user, journal, now }: ServiceContext<JournalContext>,
  delivery: DeliveryToWrite,
): Promise<Entry> {
  const { article } = delivery;
  const [row] = await tx
    .insert(entreesStock)
    .values({
      magasinId: delivery.magasinId,
      articleId: article.id,
      bain: delivery.bain,
      quantite: delivery.quantite,
      prixUnitaire: delivery.prixUnitaire,
      prixTotal: delivery.prixUnitaire * delivery.quantite,
      fournisseur: delivery.fournisseur,
      fournisseurId: delivery.fournisseurId,
      referenceCommande: delivery.referenceCommande,
      dateEntree: delivery.dateEntree,
      commentaire: delivery.commentaire,
      typeEntree: delivery.typeEntree,
      userId: user.id,
      bonCommandeLigneId: delivery.bonCommandeLigneId ?? null,
      receptionId: delivery.receptionId ?? null,
    })
    .returning({ id: entreesStock.id });
  if (!row) throw new Error('writeDelivery: entry not written');
  // The cost first: the article's cost lock comes before the stock line's, and Q excludes this entry.
  if (delivery.priceIsCost) {
    await applyDeliveryCost(tx, {
      articleId: article.id,
      entreeId: row.id,
      quantite: delivery.quantite,
      prixUnitaire: delivery.prixUnitaire,
      at: now,
    });
  }
  await changeStock(tx, {
    magasinId: delivery.magasinId,
    articleId: article.id,
    quantite: delivery.quantite,
    kind: 'entree',
    bain: delivery.bain,
    userId: user.id,
    entreeId: row.id,
    ...(delivery.referenceCommande ? { reference: delivery.referenceCommande } : {}),
  });
  // Units sold offline that the stock did not hold leave again at once ('à régulariser').
  await settleShortfalls(tx, {
    magasinId: delivery.magasinId,
    articleId: article.id,
    bain: delivery.bain,
    quantite: delivery.quantite,
    userId: user.id,
  });
  const entry = await findEntry(tx, row.id);
  if (!entry) throw new Error('writeDelivery: entry not readable');
  await recordJournal(tx, {
    ...journal,
    magasinId: delivery.magasinId,
    action: 'creation',
    entite: 'entree',
    entiteId: entry.id,
    entiteLibelle: entry.article_nom,
    changements: journalChanges(null, {
      magasin: entry.magasin.id,
      article: article.id,
      ...(entry.bain === '' ? {} : { bain: entry.bain }),
      quantite: entry.quantite,
      prix_unitaire: entry.prix_unitaire,
      prix_total: entry.prix_total,
      fournisseur: entry.fournisseur,
      ...(entry.fournisseur_id === null ? {} : { fournisseur_id: entry.fournisseur_id }),
      reference_commande: entry.reference_commande,
      date_entree: entry.date_entree,
      commentaire: entry.commentaire,
      type_entree: entry.type_entree,
    }),
  });
  return wentToNoLot(article.type, delivery.bain) ? { ...entry, sans_bain: true } : entry;
}

export async function createEntry(ctx: ServiceContext<JournalContext>, input: EntryCreate): Promise<Entry> {
  const { tx, user, now } = ctx;
  const shop = await findShop(tx, user, input.magasin_id, ENTRY_MESSAGES.shopNotFound);
  const [article] = await tx
    .select({ id: articles.id, type: articles.type, prixUnitaire: articles.prixUnitaire })
    .from(articles)
    .where(and(eq(articles.id, input.produit_id), isNull(articles.deletedAt), eq(articles.isActive, true)));
  if (!article || !typeMatches(input.produit_type, article.type)) {
    throw notFound(ENTRY_MESSAGES.productNotFound);
  }
  assertBainRule(article.type, input.bain);
  // A supplier record named by its id gives the entry its name; a typed name is linked when it is one's.
  const supplier = await deliverySupplier(tx, input);
  return writeDelivery(ctx, {
    magasinId: shop.id,
    article,
    bain: input.bain,
    quantite: input.quantite,
    prixUnitaire: input.prix_unitaire ?? article.prixUnitaire,
    // Only a price given with the entry is a cost (a catalogue price taken by default is a sale price).
    priceIsCost: input.prix_unitaire !== null,
    fournisseur: input.fournisseur_id === null ? input.fournisseur : (supplier?.nom ?? input.fournisseur),
    fournisseurId: supplier?.id ?? null,
    referenceCommande: input.reference_commande,
    dateEntree: entryInstant(input.date_entree, now),
    commentaire: input.commentaire,
    typeEntree: input.type_entree,
  });
}
