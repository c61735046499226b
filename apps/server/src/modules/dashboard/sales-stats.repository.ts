import { type SalesStats, STATS_TOP_ARTICLES } from '@pelote/shared';
import { and, count, countDistinct, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/types.ts';
import { venteLignes, ventes } from '../sales/sales.table.ts';
import { magasins } from '../shops/shops.table.ts';
import type { ShopScope } from './dashboard.repository.ts';
import { linesOfSales } from './lines-of-sales.ts';

/** A period of whole days: `from` at midnight, `to` the day after the last one (exclusive). */
export type Period = { firstDay: string; lastDay: string; from: Date; to: Date };

const revenue = sql<number>`coalesce(sum(${ventes.total}), 0)`.mapWith(Number);
const lineRevenue = sql<number>`coalesce(sum(${venteLignes.prixTotal}), 0)`.mapWith(Number);
const units = sql<number>`coalesce(sum(${venteLignes.quantite}), 0)`.mapWith(Number);

function inPeriod(scope: ShopScope, period: Period): SQL {
  return and(
    eq(ventes.statut, 'validee'),
    gte(ventes.dateVente, period.from),
    lt(ventes.dateVente, period.to),
    scope === null ? undefined : eq(ventes.magasinId, scope),
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

/**
 * Revenue and sales per day, per shop, per article type, and the best sellers, in SQL aggregates:
 * one pass over the period's sales (grouping sets: per day, per shop, in all) and one over their
 * lines (per article, per type).
 */
export async function salesStats(db: DbOrTx, scope: ShopScope, period: Period): Promise<SalesStats> {
  const where = inPeriod(scope, period);
  const day = sql<string>`to_char(${ventes.dateVente} at time zone 'UTC', 'YYYY-MM-DD')`;

  const saleGroups = await db
    .select({
      date: day,
      shopId: ventes.magasinId,
      byDay: sql<number>`grouping(${day})`.mapWith(Number),
      byShop: sql<number>`grouping(${ventes.magasinId})`.mapWith(Number),
      ventes: count(),
      chiffre_affaire: revenue,
    })
    .from(ventes)
    .where(where)
    .groupBy(sql`grouping sets ((${day}), (${ventes.magasinId}), ())`);
  const perDay = saleGroups.filter((row) => row.byDay === 0);
  const byDay = new Map(perDay.map((row) => [row.date, row]));
  const totals = saleGroups.find((row) => row.byDay === 1 && row.byShop === 1);
  const shopNames = new Map(
    (await db.select({ id: magasins.id, nom: magasins.nom }).from(magasins)).map((shop) => [
      shop.id,
      shop.nom,
    ]),
  );
  const perShop = saleGroups
    .filter((row) => row.byShop === 0)
    .map((row) => ({
      id: row.shopId,
      nom: shopNames.get(row.shopId) ?? '',
      ventes: row.ventes,
      chiffre_affaire: row.chiffre_affaire,
    }))
    .sort((a, b) => b.chiffre_affaire - a.chiffre_affaire || a.nom.localeCompare(b.nom));

  // One pass over the period's lines: per article (best sellers) and per type (with its sales).
  const lineGroups = await db
    .select({
      id: venteLignes.articleId,
      byArticle: sql<number>`grouping(${venteLignes.articleId})`.mapWith(Number),
      nom: sql<string>`max(${venteLignes.articleNom})`,
      type: venteLignes.articleType,
      ventes: countDistinct(venteLignes.venteId),
      quantite: units,
      chiffre_affaire: lineRevenue,
    })
    .from(venteLignes)
    .innerJoin(ventes, eq(ventes.id, venteLignes.venteId))
    .where(linesOfSales(where))
    .groupBy(
      sql`grouping sets ((${venteLignes.articleId}, ${venteLignes.articleType}), (${venteLignes.articleType}))`,
    );
  const perArticle = lineGroups.filter((row) => row.byArticle === 0);
  const perType = lineGroups
    .filter((row) => row.byArticle === 1)
    .map(({ type, ventes: sales, quantite, chiffre_affaire }) => ({
      type,
      ventes: sales,
      quantite,
      chiffre_affaire,
    }))
    .sort((a, b) => b.chiffre_affaire - a.chiffre_affaire || a.type.localeCompare(b.type));

  const byRevenue = <Row extends { chiffre_affaire: number }>(a: Row, b: Row) =>
    b.chiffre_affaire - a.chiffre_affaire;
  const top = [...perArticle]
    .sort((a, b) => byRevenue(a, b) || b.quantite - a.quantite || a.id - b.id)
    .slice(0, STATS_TOP_ARTICLES)
    .map(({ id, nom, type, quantite, chiffre_affaire }) => ({ id, nom, type, quantite, chiffre_affaire }));

  const quantity = { quantite: perArticle.reduce((sum, row) => sum + row.quantite, 0) };

  return {
    date_debut: period.firstDay,
    date_fin: period.lastDay,
    totaux: {
      ventes: totals?.ventes ?? 0,
      chiffre_affaire: totals?.chiffre_affaire ?? 0,
      quantite: quantity.quantite,
    },
    par_jour: daysOf(period).map((date) => ({
      date,
      ventes: byDay.get(date)?.ventes ?? 0,
      chiffre_affaire: byDay.get(date)?.chiffre_affaire ?? 0,
    })),
    par_magasin: perShop.map(({ id, nom, ...figures }) => ({ magasin: { id, nom }, ...figures })),
    par_type: perType,
    top_articles: top,
  };
}
