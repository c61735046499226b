import type { CreditNoteSummary, RefundMethod } from '@pelote/shared';
import { asc, eq, sql } from 'drizzle-orm';
import { retours } from '../../db/schema/returns.ts';
import { ventes } from '../../db/schema/sales.ts';
import type { DbOrTx } from '../../db/types.ts';

/** What came back of a sale: its credit notes, read from the returns' table for the sale's own reads. */

/** A sale's credit notes, oldest first. */
export async function creditNotesOfSale(db: DbOrTx, venteId: number): Promise<CreditNoteSummary[]> {
  const rows = await db
    .select()
    .from(retours)
    .where(eq(retours.venteId, venteId))
    .orderBy(asc(retours.createdAt), asc(retours.id));
  return rows.map((r) => ({
    id: r.id,
    numero_avoir: r.numeroAvoir,
    date: r.createdAt.toISOString(),
    montant: r.montant,
    methode_remboursement: r.methodeRemboursement as RefundMethod,
  }));
}

/** What the sale's credit notes gave back, in hundredths (0 when none). */
export async function returnedAmount(db: DbOrTx, venteId: number): Promise<number> {
  const [row] = await db
    .select({ montant: sql<string>`coalesce(sum(${retours.montant}), 0)` })
    .from(retours)
    .where(eq(retours.venteId, venteId));
  return Number(row?.montant ?? 0);
}

/**
 * A sale's total net of its credit notes, as an SQL expression over `ventes` (the client figures:
 * turnover, average basket).
 */
export const netSaleTotal = sql<number>`(${ventes.total} - coalesce((select sum(${retours.montant}) from ${retours} where ${retours.venteId} = ${ventes.id}), 0))`;
