import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt, idRef, money, newestFirstIndexKeys, timestampTz, updatedAt } from '../columns.ts';
import { articleRef } from './articles.ts';
import { shopRef } from './shops.ts';
import { supplierRef } from './suppliers.ts';
import { userRef } from './users.ts';

export const purchaseOrderStatusEnum = pgEnum('purchase_order_status', [
  'brouillon',
  'envoye',
  'partiellement_recu',
  'solde',
  'annule',
]);

/**
 * A purchase order ('bon de commande', docs/architecture.md, 'Purchase orders'): one supplier, one
 * receiving shop. The status moves forward only: brouillon → envoye → partiellement_recu → solde,
 * or brouillon | envoye → annule before anything is received (a cancelled order keeps when it
 * was sent, if it was). Each step keeps who and when.
 */
export const bonsCommande = pgTable(
  'bons_commande',
  {
    id: serial('id').primaryKey(),
    fournisseurId: supplierRef().notNull(),
    magasinId: shopRef().notNull(),
    statut: purchaseOrderStatusEnum('statut').notNull().default('brouillon'),
    note: text('note').notNull().default(''),
    creePar: userRef('cree_par'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    envoyePar: userRef('envoye_par'),
    envoyeLe: timestampTz('envoye_le'),
    soldePar: userRef('solde_par'),
    soldeLe: timestampTz('solde_le'),
    /** Why the rest will never come ('Solder le reliquat'); null when every line came in full. */
    motifSolde: text('motif_solde'),
    annulePar: userRef('annule_par'),
    annuleLe: timestampTz('annule_le'),
  },
  (t) => [
    index('bons_commande_date_idx').on(...newestFirstIndexKeys(t.createdAt, t.id)),
    index('bons_commande_magasin_date_idx').on(t.magasinId, ...newestFirstIndexKeys(t.createdAt, t.id)),
    index('bons_commande_fournisseur_idx').on(t.fournisseurId),
    // The open orders: what the reorder counts as coming, and the dashboard's late ones.
    index('bons_commande_ouverts_idx')
      .on(t.magasinId, t.envoyeLe)
      .where(sql`${t.statut} in ('brouillon', 'envoye', 'partiellement_recu')`),
    check(
      'bons_commande_etapes_ck',
      sql`(${t.statut} = 'annule' or (${t.envoyeLe} is not null) = (${t.statut} <> 'brouillon'))
        and (${t.soldeLe} is not null) = (${t.statut} = 'solde')
        and (${t.annuleLe} is not null) = (${t.statut} = 'annule')
        and (${t.motifSolde} is null or ${t.statut} = 'solde')`,
    ),
  ],
);

/** A column naming a purchase order (`bon_commande_id`). */
export const purchaseOrderRef = () => idRef('bon_commande_id', () => bonsCommande.id);

/** One article of an order: how many, at which price, and how many have been received so far. */
export const bonCommandeLignes = pgTable(
  'bon_commande_lignes',
  {
    id: serial('id').primaryKey(),
    bonCommandeId: purchaseOrderRef().notNull(),
    articleId: articleRef().notNull(),
    quantite: integer('quantite').notNull(),
    prixUnitaire: money('prix_unitaire').notNull(),
    /** The sum of the stock entries received for this line (may pass `quantite`, with a reason). */
    quantiteRecue: integer('quantite_recue').notNull().default(0),
  },
  (t) => [
    unique('bon_commande_lignes_article_uq').on(t.bonCommandeId, t.articleId),
    index('bon_commande_lignes_article_idx').on(t.articleId),
    check('bon_commande_lignes_quantite_ck', sql`${t.quantite} > 0 and ${t.quantiteRecue} >= 0`),
    check('bon_commande_lignes_prix_ck', sql`${t.prixUnitaire} >= 0`),
  ],
);

/** A column naming an order line (`bon_commande_ligne_id`). */
export const purchaseOrderLineRef = () => idRef('bon_commande_ligne_id', () => bonCommandeLignes.id);

/** One delivery of an order: its stock entries name it (`entrees_stock.reception_id`). */
export const receptionsCommande = pgTable(
  'receptions_commande',
  {
    id: serial('id').primaryKey(),
    bonCommandeId: purchaseOrderRef().notNull(),
    /** Why more than ordered came, when it did. */
    motif: text('motif'),
    recuPar: userRef('recu_par'),
    recuLe: timestampTz('recu_le').notNull().defaultNow(),
  },
  (t) => [index('receptions_commande_bon_idx').on(t.bonCommandeId)],
);

/** A column naming a receipt (`reception_id`). */
export const purchaseReceiptRef = () => idRef('reception_id', () => receptionsCommande.id);

/** A min/max of an article in a shop, set by hand: it replaces the sales-based target there. */
export const reassortMinMax = pgTable(
  'reassort_min_max',
  {
    magasinId: shopRef().notNull(),
    articleId: articleRef().notNull(),
    minimum: integer('minimum').notNull(),
    maximum: integer('maximum').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.magasinId, t.articleId] }),
    check(
      'reassort_min_max_ck',
      sql`${t.minimum} >= 0 and ${t.maximum} > 0 and ${t.minimum} <= ${t.maximum}`,
    ),
  ],
);

/** An article's reorder settings: its usual supplier, the supplier's pack size, a safety stock. */
export const reassortArticles = pgTable(
  'reassort_articles',
  {
    articleId: articleRef().primaryKey(),
    fournisseurId: supplierRef(),
    colisage: integer('colisage'),
    stockSecurite: integer('stock_securite'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'reassort_articles_ck',
      sql`(${t.colisage} is null or ${t.colisage} > 0) and (${t.stockSecurite} is null or ${t.stockSecurite} >= 0)`,
    ),
  ],
);
