import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt, lot, newestFirstIndexKeys, timestampTzNow } from '../columns.ts';
import { articleLot, articleRef } from './articles.ts';
import { countRef } from './counts.ts';
import { entryRef } from './entries.ts';
import { regularisationsStock } from './regularisations.ts';
import { returnRef } from './returns.ts';
import { saleRef } from './sales.ts';
import { shopRef } from './shops.ts';
import { transferRef } from './transfers.ts';
import { userRef } from './users.ts';

/** Stock of one article in one shop. Changed only by the ledger function, never directly. */
export const stocks = pgTable(
  'stocks',
  {
    id: serial('id').primaryKey(),
    magasinId: shopRef().notNull(),
    articleId: articleRef().notNull(),
    quantite: integer('quantite').notNull().default(0),
    quantiteSeuil: integer('quantite_seuil').notNull().default(5),
    dateAjout: timestampTzNow('date_ajout'),
    updatedAt: timestampTzNow('updated_at'),
  },
  (t) => [
    unique('stocks_magasin_article_uq').on(t.magasinId, t.articleId),
    index('stocks_article_idx').on(t.articleId),
    index('stocks_alert_idx').on(t.magasinId).where(sql`${t.quantite} <= ${t.quantiteSeuil}`),
    check('stocks_quantite_ck', sql`${t.quantite} >= 0`),
    check('stocks_seuil_ck', sql`${t.quantiteSeuil} >= 0`),
  ],
);

/**
 * Stock of one lot ('bain') of an article in one shop. Wool is dyed in batches and kept per lot;
 * every other article has one implicit lot, the empty string. For every (shop, article):
 * stocks.quantite = sum(stock_bains.quantite); for every lot: quantite = sum of its movements.
 * Changed only by the ledger function, never directly.
 */
export const stockBains = pgTable(
  'stock_bains',
  {
    id: serial('id').primaryKey(),
    magasinId: shopRef().notNull(),
    /** The lot as printed on the label (e.g. `B2417`); '' for an article without lots, 'inconnu' for wool stocked before lots. */
    ...articleLot(),
    quantite: integer('quantite').notNull().default(0),
    /**
     * Units of `quantite` held by layaways: sellable nowhere (a sale, a transfer) until picked up or
     * released. A hold, not a movement: written by the stock module's holds (holds.ts).
     */
    reserve: integer('reserve').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestampTzNow('updated_at'),
  },
  (t) => [
    unique('stock_bains_ligne_uq').on(t.magasinId, t.articleId, t.bain),
    index('stock_bains_article_idx').on(t.articleId),
    check('stock_bains_quantite_ck', sql`${t.quantite} >= 0`),
    check('stock_bains_reserve_ck', sql`${t.reserve} >= 0`),
    check('stock_bains_bain_ck', sql`${t.bain} = btrim(${t.bain}) and length(${t.bain}) <= 40`),
  ],
);

export const movementKindEnum = pgEnum('movement_kind', [
  'entree',
  'vente',
  'ajout',
  'annulation',
  'ajustement',
  'retour',
  'perte',
  'transfert_sortie',
  'transfert_entree',
  'regularisation',
]);

/**
 * The stock ledger: one row per change, written in the same transaction as the stock line.
 * For every lot of every (shop, article): stock_bains.quantite = sum(mouvements_stock.quantite).
 */
export const mouvementsStock = pgTable(
  'mouvements_stock',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    magasinId: shopRef().notNull(),
    articleId: articleRef().notNull(),
    kind: movementKindEnum('kind').notNull(),
    /** The lot moved ('' for an article without lots). */
    bain: lot(),
    /** Signed: positive adds stock, negative removes it. */
    quantite: integer('quantite').notNull(),
    /** The lot's quantity right after this movement. */
    stockApres: integer('stock_apres').notNull(),
    userId: userRef(),
    venteId: saleRef(),
    entreeId: entryRef(),
    retourId: returnRef(),
    /** The transfer that moved the stock (`transfert_sortie`, `transfert_entree`). */
    transfertId: transferRef(),
    /** The count whose validation adjusted the stock. */
    inventaireId: countRef(),
    /** The 'à régulariser' row a `regularisation` movement settles. */
    regularisationId: integer('regularisation_id').references((): AnyPgColumn => regularisationsStock.id, {
      onDelete: 'restrict',
    }),
    reference: text('reference'),
    motif: text('motif'),
    /** An adjustment's reason: casse, vol, erreur_saisie, trouve or autre. */
    raison: text('raison'),
    createdAt: createdAt(),
  },
  (t) => [
    index('mouvements_magasin_date_idx').on(t.magasinId, ...newestFirstIndexKeys(t.createdAt, t.id)),
    index('mouvements_date_idx').on(...newestFirstIndexKeys(t.createdAt, t.id)),
    index('mouvements_line_idx').on(t.magasinId, t.articleId),
    index('mouvements_article_idx').on(t.articleId),
    index('mouvements_vente_idx').on(t.venteId),
    index('mouvements_entree_idx').on(t.entreeId),
    index('mouvements_retour_idx').on(t.retourId),
    index('mouvements_transfert_idx').on(t.transfertId),
    index('mouvements_inventaire_idx').on(t.inventaireId),
    index('mouvements_regularisation_idx').on(t.regularisationId),
    // The loss report reads a shop's adjustments and write-offs of a month.
    index('mouvements_kind_idx').on(t.magasinId, t.kind, t.createdAt),
    check(
      'mouvements_raison_ck',
      sql`${t.raison} is null or ${t.raison} in ('casse', 'vol', 'erreur_saisie', 'trouve', 'autre')`,
    ),
    check('mouvements_quantite_ck', sql`${t.quantite} <> 0`),
    check('mouvements_stock_apres_ck', sql`${t.stockApres} >= 0`),
  ],
);
