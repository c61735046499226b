import { sql } from 'drizzle-orm';
import { check, date, integer, numeric, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { createdAt, money } from '../columns.ts';
import { articleRef, articleTypeEnum } from './articles.ts';
import { shopRef } from './shops.ts';

/*
 * The sales statistics read these daily sums instead of every sale line of the period: the sale
 * transaction adds to them and a cancellation takes its sale back off (sales-summary.ts), so they
 * always equal the validated sales. Days are those of the shops' time zone, UTC. Rows are never
 * deleted: a day whose sales were all cancelled keeps a row of zeros.
 */

/** The key every sum starts with: the day and the shop. */
const dayOfShop = () => ({
  jour: date('jour', { mode: 'string' }).notNull(),
  magasinId: shopRef().notNull(),
});

/**
 * What the margins read: the cost of the lines of known cost (hundredths, four decimals; their
 * revenue is `chiffre_affaire` minus the unknown part) and the revenue and units of the lines whose
 * cost is unknown, counted apart.
 */
const costSums = () => ({
  coutVentes: numeric('cout_ventes', { precision: 24, scale: 4, mode: 'number' }).notNull().default(0),
  chiffreAffaireCoutInconnu: money('chiffre_affaire_cout_inconnu').notNull().default(0),
  quantiteCoutInconnu: integer('quantite_cout_inconnu').notNull().default(0),
});

/** An article's units and revenue, with their cost: a day's sums and a month's roll-up alike. */
const articleSums = () => ({
  articleId: articleRef().notNull(),
  quantite: integer('quantite').notNull(),
  chiffreAffaire: money('chiffre_affaire').notNull(),
  ...costSums(),
});

/** Number of validated sales and their revenue, per day and shop. */
export const statsVentesJour = pgTable(
  'stats_ventes_jour',
  {
    ...dayOfShop(),
    ventes: integer('ventes').notNull(),
    chiffreAffaire: money('chiffre_affaire').notNull(),
    ...costSums(),
  },
  (t) => [primaryKey({ columns: [t.jour, t.magasinId] })],
);

/** Per day, shop and product type: the sales that hold that type, the units and the revenue. */
export const statsTypesJour = pgTable(
  'stats_types_jour',
  {
    ...dayOfShop(),
    articleType: articleTypeEnum('article_type').notNull(),
    ventes: integer('ventes').notNull(),
    quantite: integer('quantite').notNull(),
    chiffreAffaire: money('chiffre_affaire').notNull(),
    ...costSums(),
  },
  (t) => [primaryKey({ columns: [t.jour, t.magasinId, t.articleType] })],
);

/** Per day, shop and article: the units sold and their revenue (the best sellers of a period). */
export const statsArticlesJour = pgTable(
  'stats_articles_jour',
  {
    ...dayOfShop(),
    ...articleSums(),
  },
  (t) => [primaryKey({ columns: [t.jour, t.magasinId, t.articleId] })],
);

/**
 * The margins' roll-up per month: per month (its first day) and article, every shop together, the
 * sums of that month's rows of `stats_articles_jour` up to its `jusqu_au` (`stats_mois_clos`), so
 * that a year of margins reads some 60,000 rows instead of 700,000 (costs/month-rollup.ts). Rows
 * exist only for the months of `stats_mois_clos`; triggers on the daily rows carry every later
 * change of a day rolled up here, so a month row always equals the sum of its days up to
 * `jusqu_au` (docs/decisions/009-cost-price.md).
 */
export const statsArticlesMois = pgTable(
  'stats_articles_mois',
  {
    mois: date('mois', { mode: 'string' }).notNull(),
    ...articleSums(),
  },
  (t) => [
    primaryKey({ columns: [t.mois, t.articleId] }),
    check('stats_articles_mois_premier_ck', sql`extract(day from ${t.mois}) = 1`),
  ],
);

/**
 * The months rolled up into `stats_articles_mois` (their first day), each up to `jusqu_au`, the
 * last day its rows hold: the month's last day once it is over, yesterday for the current month
 * (today is never rolled up, costs/month-rollup.ts).
 */
export const statsMoisClos = pgTable(
  'stats_mois_clos',
  {
    mois: date('mois', { mode: 'string' }).primaryKey(),
    jusquAu: date('jusqu_au', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('stats_mois_clos_premier_ck', sql`extract(day from ${t.mois}) = 1`),
    check(
      'stats_mois_clos_jusqu_au_ck',
      sql`${t.jusquAu} >= ${t.mois} and ${t.jusquAu} < ${t.mois} + interval '1 month'`,
    ),
  ],
);
