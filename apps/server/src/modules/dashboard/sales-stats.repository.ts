import { type SalesStats, STATS_TOP_ARTICLES } from '@pelote/shared';
import { and, asc, count, countDistinct, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/types.ts';
import { venteLignes, ventes } from '../sales/sales.table.ts';
import { magasins } from '../shops/shops.table.ts';
import type { ShopScope } from './dashboard.repository.ts';

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

/** Revenue and sales per day, per shop, per article type, and the best sellers, in SQL aggregates. */
export async function salesStats(db: DbOrTx, scope: ShopScope, period: Period): Promise<SalesStats> {
  const where = inPeriod(scope, period);
  const day = sql<string>`to_char(${ventes.dateVente} at time zone 'UTC', 'YYYY-MM-DD')`;

  const perDay = await db
    .select({ date: day, ventes: count(), chiffre_affaire: revenue })
    .from(ventes)
    .where(where)
    .groupBy(day);
  const byDay = new Map(perDay.map((row) => [row.date, row]));

  const perShop = await db
    .select({ id: magasins.id, nom: magasins.nom, ventes: count(), chiffre_affaire: revenue })
    .from(ventes)
    .innerJoin(magasins, eq(magasins.id, ventes.magasinId))
    .where(where)
    .groupBy(magasins.id, magasins.nom)
    .orderBy(desc(revenue), asc(magasins.nom));

  // One pass over the period's lines, per article; types, best sellers and units follow from it.
  const perArticle = await db
    .select({
      id: venteLignes.articleId,
      nom: sql<string>`max(${venteLignes.articleNom})`,
      type: venteLignes.articleType,
      quantite: units,
      chiffre_affaire: lineRevenue,
    })
    .from(venteLignes)
    .innerJoin(ventes, eq(ventes.id, venteLignes.venteId))
    .where(where)
    .groupBy(venteLignes.articleId, venteLignes.articleType);
  const salesPerType = await db
    .select({ type: venteLignes.articleType, ventes: countDistinct(ventes.id) })
    .from(venteLignes)
    .innerJoin(ventes, eq(ventes.id, venteLignes.venteId))
    .where(where)
    .groupBy(venteLignes.articleType);

  const types = new Map<SalesStats['par_type'][number]['type'], SalesStats['par_type'][number]>();
  for (const row of perArticle) {
    const entry = types.get(row.type) ?? { type: row.type, ventes: 0, quantite: 0, chiffre_affaire: 0 };
    entry.quantite += row.quantite;
    entry.chiffre_affaire += row.chiffre_affaire;
    types.set(row.type, entry);
  }
  for (const row of salesPerType) {
    const entry = types.get(row.type);
    if (entry) entry.ventes = row.ventes;
  }
  const byRevenue = <Row extends { chiffre_affaire: number }>(a: Row, b: Row) =>
    b.chiffre_affaire - a.chiffre_affaire;
  const perType = [...types.values()].sort((a, b) => byRevenue(a, b) || a.type.localeCompare(b.type));
  const top = [...perArticle]
    .sort((a, b) => byRevenue(a, b) || b.quantite - a.quantite || a.id - b.id)
    .slice(0, STATS_TOP_ARTICLES)
    .map(({ id, nom, type, quantite, chiffre_affaire }) => ({ id, nom, type, quantite, chiffre_affaire }));

  const [totals] = await db.select({ ventes: count(), chiffre_affaire: revenue }).from(ventes).where(where);
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
