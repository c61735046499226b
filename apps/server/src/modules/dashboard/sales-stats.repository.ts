import { type SalesStats, STATS_TOP_ARTICLES } from '@pelote/shared';
import { and, asc, desc, eq, gte, lt, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { articles } from '../../db/schema/articles.ts';
import { paiements } from '../../db/schema/payments.ts';
import { retours } from '../../db/schema/returns.ts';
import { ventes } from '../../db/schema/sales.ts';
import { statsArticlesJour, statsTypesJour, statsVentesJour } from '../../db/schema/sales-summary.ts';
import { magasins } from '../../db/schema/shops.ts';
import type { DbOrTx } from '../../db/types.ts';
import { takingsInOrder } from '../sales/index.ts';
import { netOfRefunds, type ShopScope } from './dashboard.repository.ts';
import { sellerAndDiscountStats } from './seller-discount-stats.repository.ts';

/** A period of whole days: `from` at midnight, `to` the day after the last one (exclusive). */
export type Period = { firstDay: string; lastDay: string; from: Date; to: Date };

const total = (column: PgColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

/** The period's rows of one daily-sums table, in the shop of the scope or all shops. */
function inPeriod(
  table: typeof statsVentesJour | typeof statsTypesJour | typeof statsArticlesJour,
  scope: ShopScope,
  period: Period,
): SQL {
  return and(
    gte(table.jour, period.firstDay),
    lte(table.jour, period.lastDay),
    scope === null ? undefined : eq(table.magasinId, scope),
  ) as SQL;
}

/** Every day of the period, oldest first (dates of the shops' time zone, which is UTC). */
function daysOf(period: Period): string[] {
  const days: string[] = [];
  for (let t = period.from.getTime(); t < period.to.getTime(); t += 86_400_000) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

function perDay(db: DbOrTx, scope: ShopScope, period: Period) {
  const day = statsVentesJour;
  return db
    .select({ date: day.jour, ventes: total(day.ventes), chiffre_affaire: total(day.chiffreAffaire) })
    .from(day)
    .where(inPeriod(day, scope, period))
    .groupBy(day.jour);
}

function perShop(db: DbOrTx, scope: ShopScope, period: Period) {
  const day = statsVentesJour;
  const revenue = total(day.chiffreAffaire);
  return (
    db
      .select({ id: magasins.id, nom: magasins.nom, ventes: total(day.ventes), chiffre_affaire: revenue })
      .from(day)
      .innerJoin(magasins, eq(magasins.id, day.magasinId))
      .where(inPeriod(day, scope, period))
      .groupBy(magasins.id, magasins.nom)
      // A shop whose period holds only returns still shows, with its negative revenue.
      .having(sql`sum(${day.ventes}) > 0 or sum(${day.chiffreAffaire}) <> 0`)
      .orderBy(desc(revenue), asc(magasins.nom))
  );
}

function perType(db: DbOrTx, scope: ShopScope, period: Period) {
  const type = statsTypesJour;
  const revenue = total(type.chiffreAffaire);
  return db
    .select({
      type: type.articleType,
      ventes: total(type.ventes),
      quantite: total(type.quantite),
      chiffre_affaire: revenue,
    })
    .from(type)
    .where(inPeriod(type, scope, period))
    .groupBy(type.articleType)
    .having(sql`sum(${type.ventes}) > 0 or sum(${type.chiffreAffaire}) <> 0`)
    .orderBy(desc(revenue), asc(sql`${type.articleType}::text`));
}

/** The best sellers by revenue, then units; their name and type are the catalogue's. */
function topArticles(db: DbOrTx, scope: ShopScope, period: Period) {
  const sold = statsArticlesJour;
  const best = db
    .select({
      id: sold.articleId,
      quantite: total(sold.quantite).as('quantite'),
      chiffre_affaire: total(sold.chiffreAffaire).as('chiffre_affaire'),
    })
    .from(sold)
    .where(inPeriod(sold, scope, period))
    .groupBy(sold.articleId)
    .having(sql`sum(${sold.quantite}) > 0`)
    .orderBy(desc(total(sold.chiffreAffaire)), desc(total(sold.quantite)), asc(sold.articleId))
    .limit(STATS_TOP_ARTICLES)
    .as('best');
  return db
    .select({
      id: best.id,
      nom: articles.nom,
      type: articles.type,
      quantite: sql<number>`${best.quantite}`.mapWith(Number),
      chiffre_affaire: sql<number>`${best.chiffre_affaire}`.mapWith(Number),
    })
    .from(best)
    .innerJoin(articles, eq(articles.id, best.id))
    .orderBy(desc(best.chiffre_affaire), desc(best.quantite), asc(best.id));
}

/**
 * The period's takings by method, validated sales only. Read from the payments themselves (the
 * daily sums know no method): the sales of the period by their date index, then their payments.
 */
function takings(db: DbOrTx, scope: ShopScope, period: Period) {
  return db
    .select({ methode: paiements.methode, montant: total(paiements.montant) })
    .from(ventes)
    .innerJoin(paiements, eq(paiements.venteId, ventes.id))
    .where(
      and(
        eq(ventes.statut, 'validee'),
        gte(ventes.dateVente, period.from),
        lt(ventes.dateVente, period.to),
        scope === null ? undefined : eq(ventes.magasinId, scope),
      ),
    )
    .groupBy(paiements.methode);
}

/** The period's refunds of credit notes by money method, on their own days ('Avoir client' is no money). */
function refunds(db: DbOrTx, scope: ShopScope, period: Period) {
  return db
    .select({ methode: retours.methodeRemboursement, montant: total(retours.montant) })
    .from(retours)
    .where(
      and(
        gte(retours.createdAt, period.from),
        lt(retours.createdAt, period.to),
        ne(retours.methodeRemboursement, 'avoir_client'),
        scope === null ? undefined : eq(retours.magasinId, scope),
      ),
    )
    .groupBy(retours.methodeRemboursement);
}

/**
 * Revenue and sales per day, per shop, per article type, and the best sellers: read from the daily
 * sums the sales and the credit notes keep (sales-summary.ts), so a year costs some 4,000 rows per
 * figure, not every line. Takings by method are net of the period's refunds.
 */
export async function salesStats(db: DbOrTx, scope: ShopScope, period: Period): Promise<SalesStats> {
  const [days, shops, types, top, taken, refunded, bySeller] = await Promise.all([
    perDay(db, scope, period),
    perShop(db, scope, period),
    perType(db, scope, period),
    topArticles(db, scope, period),
    takings(db, scope, period),
    refunds(db, scope, period),
    sellerAndDiscountStats(db, scope, period),
  ]);
  const byDay = new Map(days.map((row) => [row.date, row]));
  const add = (values: number[]) => values.reduce((sum, value) => sum + value, 0);

  return {
    date_debut: period.firstDay,
    date_fin: period.lastDay,
    totaux: {
      ventes: add(days.map((row) => row.ventes)),
      chiffre_affaire: add(days.map((row) => row.chiffre_affaire)),
      quantite: add(types.map((row) => row.quantite)),
    },
    par_jour: daysOf(period).map((date) => ({
      date,
      ventes: byDay.get(date)?.ventes ?? 0,
      chiffre_affaire: byDay.get(date)?.chiffre_affaire ?? 0,
    })),
    par_magasin: shops.map(({ id, nom, ...figures }) => ({ magasin: { id, nom }, ...figures })),
    par_type: types,
    top_articles: top,
    encaissements: takingsInOrder(netOfRefunds(taken, refunded)),
    ...bySeller,
  };
}
