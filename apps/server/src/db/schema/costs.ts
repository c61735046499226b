import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, date, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { cost, createdAt, money, newestFirstIndexKeys, timestampTz } from '../columns.ts';
import { articleRef } from './articles.ts';
import { entryRef } from './entries.ts';
import { shopRef } from './shops.ts';

/**
 * The history of each article's weighted average cost (CMP): one row per change, so the cost at
 * any past moment is the `cout_apres` of the last row at or before it. Only a delivery with a price
 * changes it: (Q × CMP + q × p) / (Q + q), Q being the stock on hand in every shop just before, or
 * p itself when Q is zero or the cost was unknown. Rows are never changed (append-only).
 */
export const coutsArticles = pgTable(
  'couts_articles',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    articleId: articleRef().notNull(),
    /** The delivery that changed the cost. */
    entreeId: entryRef(),
    /** Q: units on hand in every shop just before the delivery. */
    quantiteAvant: integer('quantite_avant').notNull(),
    /** q and p: the units delivered and their unit price. */
    quantite: integer('quantite').notNull(),
    prixUnitaire: money('prix_unitaire').notNull(),
    coutAvant: cost('cout_avant'),
    coutApres: cost('cout_apres').notNull(),
    /** Computed afterwards from the deliveries recorded before costs existed. */
    estime: boolean('estime').notNull().default(false),
    /** When the cost changed: the delivery's time. */
    valableDepuis: timestampTz('valable_depuis').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('couts_articles_article_date_idx').on(t.articleId, ...newestFirstIndexKeys(t.valableDepuis, t.id)),
    index('couts_articles_entree_idx').on(t.entreeId),
    check('couts_articles_quantites_ck', sql`${t.quantite} > 0 and ${t.quantiteAvant} >= 0`),
    check('couts_articles_cout_ck', sql`${t.coutApres} >= 0 and ${t.prixUnitaire} >= 0`),
  ],
);

/**
 * The stock at each month end, per shop and article: the quantity at 00:00 UTC of the first day of
 * the next month, that is the sum of every movement written before then (zero lines left out).
 * The valuation at a past date starts from the nearest month end and adds or takes off only the
 * movements between (costs/stock-snapshots.ts). Derived data: a shop or an article deleted takes
 * its rows with it.
 */
export const stocksFinMois = pgTable(
  'stocks_fin_mois',
  {
    /** The month (its first day) whose end the quantity is taken at. */
    mois: date('mois', { mode: 'string' }).notNull(),
    magasinId: shopRef('magasin_id', 'cascade').notNull(),
    articleId: articleRef('cascade').notNull(),
    quantite: integer('quantite').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.mois, t.magasinId, t.articleId] }),
    check('stocks_fin_mois_premier_ck', sql`extract(day from ${t.mois}) = 1`),
  ],
);

/** The month ends written into `stocks_fin_mois` (their month's first day), each from the one before. */
export const stocksMoisClos = pgTable(
  'stocks_mois_clos',
  {
    mois: date('mois', { mode: 'string' }).primaryKey(),
    createdAt: createdAt(),
  },
  (t) => [check('stocks_mois_clos_premier_ck', sql`extract(day from ${t.mois}) = 1`)],
);
