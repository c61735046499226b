import type { SystemStats } from '@pelote/shared';
import { and, count, eq, gte, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/types.ts';
import { articles } from '../articles/articles.table.ts';
import { clients } from '../clients/clients.table.ts';
import { venteLignes, ventes } from '../sales/sales.table.ts';
import { stocks } from '../stock/stock.table.ts';

/** Null: every shop. */
export type ShopScope = number | null;

export type Moments = {
  /** Midnight today and on the 1st of the month, in the shops' time zone. */
  startOfDay: Date;
  startOfMonth: Date;
};

const validSale = (scope: ShopScope): SQL => {
  const valid = eq(ventes.statut, 'validee');
  return scope === null ? valid : (and(valid, eq(ventes.magasinId, scope)) as SQL);
};

const countIf = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
const sumIf = (condition: SQL) =>
  sql<number>`coalesce(sum(${ventes.total}) filter (where ${condition}), 0)`.mapWith(Number);

/**
 * The dashboard's figures (spec 01 §3), each one aggregate query over an index: nothing is loaded
 * into memory but the totals.
 */
export async function systemStats(db: DbOrTx, scope: ShopScope, at: Moments): Promise<SystemStats> {
  const today = gte(ventes.dateVente, at.startOfDay);
  const thisMonth = gte(ventes.dateVente, at.startOfMonth);
  const [sales] = await db
    .select({
      total: count(),
      revenue: sql<number>`coalesce(sum(${ventes.total}), 0)`.mapWith(Number),
      today: countIf(today),
      month: countIf(thisMonth),
      monthRevenue: sumIf(thisMonth),
    })
    .from(ventes)
    .where(validSale(scope));

  const [units] = await db
    .select({ sold: sql<number>`coalesce(sum(${venteLignes.quantite}), 0)`.mapWith(Number) })
    .from(venteLignes)
    .innerJoin(ventes, eq(ventes.id, venteLignes.venteId))
    .where(and(validSale(scope), thisMonth));

  const [people] = await db
    .select({ total: count(), newThisMonth: countIf(gte(clients.createdAt, at.startOfMonth)) })
    .from(clients)
    .where(isNull(clients.deletedAt));

  const atThreshold = lte(stocks.quantite, stocks.quantiteSeuil);
  const critical = sql`${stocks.quantite} * 2 <= ${stocks.quantiteSeuil}`;
  const [alerts] = await db
    .select({ all: count(), critical: countIf(critical) })
    .from(stocks)
    .innerJoin(articles, eq(articles.id, stocks.articleId))
    .where(
      and(atThreshold, isNull(articles.deletedAt), scope === null ? undefined : eq(stocks.magasinId, scope)),
    );

  const allAlerts = alerts?.all ?? 0;
  const criticalAlerts = alerts?.critical ?? 0;
  return {
    totalVentes: sales?.total ?? 0,
    chiffreAffaire: sales?.revenue ?? 0,
    totalClients: people?.total ?? 0,
    ventesAujourdhui: sales?.today ?? 0,
    ventesMois: sales?.month ?? 0,
    chiffreAffaireMois: sales?.monthRevenue ?? 0,
    nouveauxClients: people?.newThisMonth ?? 0,
    produitsVendus: units?.sold ?? 0,
    alertesStock: allAlerts,
    stockBas: allAlerts - criticalAlerts,
    stockCritique: criticalAlerts,
  };
}
