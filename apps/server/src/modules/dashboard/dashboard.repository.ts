import { type SystemStats, TRANSFER_LATE_DAYS } from '@pelote/shared';
import { and, count, eq, gte, isNull, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { articles } from '../../db/schema/articles.ts';
import { clients } from '../../db/schema/clients.ts';
import { paiements } from '../../db/schema/payments.ts';
import { retourLignes, retours } from '../../db/schema/returns.ts';
import { venteLignes, ventes } from '../../db/schema/sales.ts';
import { stocks } from '../../db/schema/stock.ts';
import type { DbOrTx } from '../../db/types.ts';
import { debtors } from '../client-accounts/index.ts';
import { lateOrders } from '../purchase-orders/index.ts';
import { takingsInOrder } from '../sales/index.ts';
import { toSettleTotals } from '../stock/index.ts';
import { lateTransfers } from '../transfers/index.ts';

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
const sumOf = (value: SQL | PgColumn) => sql<number>`coalesce(sum(${value}), 0)`.mapWith(Number);

/**
 * What credit notes gave back, each on its own day (docs/decisions/006-returns.md): in all, this
 * month, the units returned this month, and this month's refunds by money method (a credit balance
 * given as 'Avoir client' is no money out).
 */
async function returnedFigures(db: DbOrTx, scope: ShopScope, at: Moments) {
  const inScope = scope === null ? undefined : eq(retours.magasinId, scope);
  const thisMonth = and(inScope, gte(retours.createdAt, at.startOfMonth));
  const [[totals], [units], refunds] = await Promise.all([
    db
      .select({
        allTime: sumOf(retours.montant),
        month:
          sql<number>`coalesce(sum(${retours.montant}) filter (where ${retours.createdAt} >= ${at.startOfMonth.toISOString()}::timestamptz), 0)`.mapWith(
            Number,
          ),
      })
      .from(retours)
      .where(inScope),
    db
      .select({ units: sumOf(retourLignes.quantite) })
      .from(retourLignes)
      .innerJoin(retours, eq(retours.id, retourLignes.retourId))
      .where(thisMonth),
    db
      .select({ methode: retours.methodeRemboursement, montant: sumOf(retours.montant) })
      .from(retours)
      .where(and(thisMonth, ne(retours.methodeRemboursement, 'avoir_client')))
      .groupBy(retours.methodeRemboursement),
  ]);
  return {
    allTime: totals?.allTime ?? 0,
    month: totals?.month ?? 0,
    units: units?.units ?? 0,
    refunds,
  };
}

/** Takings by method less the refunds made by the same method. */
export function netOfRefunds(
  takings: { methode: string; montant: number }[],
  refunds: { methode: string; montant: number }[],
) {
  const net = new Map(takings.map((row) => [row.methode, row.montant]));
  for (const refund of refunds) net.set(refund.methode, (net.get(refund.methode) ?? 0) - refund.montant);
  return [...net].map(([methode, montant]) => ({ methode, montant }));
}
/**
 * The dashboard's figures, each one aggregate query over an index: nothing is loaded
 * into memory but the totals. The six queries are independent: they run at once (on PostgreSQL,
 * each on its own connection), so the answer waits for the slowest, not for their sum.
 */
export async function systemStats(db: DbOrTx, scope: ShopScope, at: Moments): Promise<SystemStats> {
  const thisMonth = and(validSale(scope), gte(ventes.dateVente, at.startOfMonth)) as SQL;
  const atThreshold = lte(stocks.quantite, stocks.quantiteSeuil);
  const critical = sql`${stocks.quantite} * 2 <= ${stocks.quantiteSeuil}`;
  // This month's lines: bounded below by the month's first sale id, so the lines index is read
  // from there on, not from the first sale ever. `id + 0` keeps PostgreSQL on the date index.
  const firstOfMonth = sql`(select min(${ventes.id} + 0) from ${ventes} where ${thisMonth})`;

  const lateSince = new Date(Date.now() - TRANSFER_LATE_DAYS * 86_400_000);
  const [[allTime], [month], [units], [people], [alerts], takings, returned, late] = await Promise.all([
    db
      .select({ total: count(), revenue: sql<number>`coalesce(sum(${ventes.total}), 0)`.mapWith(Number) })
      .from(ventes)
      .where(validSale(scope)),
    db
      .select({
        today: countIf(gte(ventes.dateVente, at.startOfDay)),
        count: count(),
        revenue: sql<number>`coalesce(sum(${ventes.total}), 0)`.mapWith(Number),
      })
      .from(ventes)
      .where(thisMonth),
    db
      .select({ sold: sql<number>`coalesce(sum(${venteLignes.quantite}), 0)`.mapWith(Number) })
      .from(venteLignes)
      .innerJoin(ventes, eq(ventes.id, venteLignes.venteId))
      .where(and(thisMonth, gte(venteLignes.venteId, firstOfMonth))),
    db
      .select({ total: count(), newThisMonth: countIf(gte(clients.createdAt, at.startOfMonth)) })
      .from(clients)
      .where(isNull(clients.deletedAt)),
    db
      .select({ all: count(), critical: countIf(critical) })
      .from(stocks)
      .innerJoin(articles, eq(articles.id, stocks.articleId))
      .where(
        and(
          atThreshold,
          isNull(articles.deletedAt),
          scope === null ? undefined : eq(stocks.magasinId, scope),
        ),
      ),
    db
      .select({ methode: paiements.methode, montant: sql<number>`sum(${paiements.montant})`.mapWith(Number) })
      .from(paiements)
      .innerJoin(ventes, eq(ventes.id, paiements.venteId))
      .where(and(thisMonth, gte(paiements.venteId, firstOfMonth)))
      .groupBy(paiements.methode),
    returnedFigures(db, scope, at),
    lateTransfers(db, scope, lateSince),
  ]);

  const owing = await debtors(db, { magasin: scope, ordering: '-solde_du' });
  const toSettle = await toSettleTotals(db, scope);
  const ordersLate = await lateOrders(db, scope, new Date());
  const allAlerts = alerts?.all ?? 0;
  const criticalAlerts = alerts?.critical ?? 0;
  return {
    totalVentes: allTime?.total ?? 0,
    chiffreAffaire: (allTime?.revenue ?? 0) - returned.allTime,
    totalClients: people?.total ?? 0,
    ventesAujourdhui: month?.today ?? 0,
    ventesMois: month?.count ?? 0,
    chiffreAffaireMois: (month?.revenue ?? 0) - returned.month,
    nouveauxClients: people?.newThisMonth ?? 0,
    produitsVendus: (units?.sold ?? 0) - returned.units,
    alertesStock: allAlerts,
    stockBas: allAlerts - criticalAlerts,
    stockCritique: criticalAlerts,
    encaissements: takingsInOrder(netOfRefunds(takings, returned.refunds)),
    transfertsEnRetard: late,
    creancesClients: {
      total: owing.reduce((sum, debtor) => sum + debtor.solde_du, 0),
      clientsEnRetard: owing.filter((debtor) => debtor.en_retard > 0).length,
    },
    stockARegulariser: toSettle,
    commandesEnRetard: ordersLate,
  };
}
