import { LAYAWAY_MESSAGES, lotsInDrawOrder, STOCK_MESSAGES } from '@pelote/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { stockBains, stocks } from '../../db/schema/stock.ts';
import type { Tx } from '../../db/types.ts';
import { conflict } from '../../lib/errors.ts';

/**
 * Holds ('réservé'): units of a lot set aside for a layaway (docs/decisions/024-layaway.md). A hold
 * is not a movement — the stock does not change — but `stock_bains.reserve`, the units of the lot no
 * sale or transfer may take (ledger.ts, lot-allocation.ts). Taken and released under the stock
 * line's lock, in the lock order of every stock writer (article id, then lot), so two holds racing
 * for the last units queue on the line and exactly one gets them.
 */

/** A line to hold: `bain` '' for a wool means the lot with most available units that covers it. */
export type HoldLine = { articleId: number; bain: string; quantite: number; hasLots: boolean };

/** Locks the shop's stock lines of these articles, in article order (the lock order of stock writes). */
async function lockLines(tx: Tx, magasinId: number, articleIds: number[]) {
  await tx
    .select({ id: stocks.id })
    .from(stocks)
    .where(and(eq(stocks.magasinId, magasinId), inArray(stocks.articleId, articleIds)))
    .orderBy(asc(stocks.articleId))
    .for('update');
}

/**
 * Holds every line or none (409 'Quantité réservée : N disponible(s)', or 'Stock insuffisant' when
 * the stock itself is short). Answers the lines with the lot each holds.
 */
export async function holdStock(tx: Tx, magasinId: number, lines: HoldLine[]): Promise<HoldLine[]> {
  const articleIds = [...new Set(lines.map((line) => line.articleId))].sort((a, b) => a - b);
  await lockLines(tx, magasinId, articleIds);
  const lots = await tx
    .select({
      articleId: stockBains.articleId,
      bain: stockBains.bain,
      quantite: stockBains.quantite,
      reserve: stockBains.reserve,
    })
    .from(stockBains)
    .where(and(eq(stockBains.magasinId, magasinId), inArray(stockBains.articleId, articleIds)));
  const held: HoldLine[] = [];
  for (const line of [...lines].sort((a, b) => a.articleId - b.articleId)) {
    const own = lots.filter((lot) => lot.articleId === line.articleId);
    const free = (lot: { bain: string; quantite: number; reserve: number }) =>
      Math.max(0, lot.quantite - lot.reserve) -
      held
        .filter((row) => row.articleId === line.articleId && row.bain === lot.bain)
        .reduce((sum, row) => sum + row.quantite, 0);
    const named = line.bain !== '' || !line.hasLots;
    const candidates = named
      ? own.filter((lot) => lot.bain === line.bain)
      : lotsInDrawOrder(own.map((lot) => ({ ...lot, quantite: free(lot), stock: lot.quantite })));
    const lot = named ? candidates[0] : candidates[0];
    const available = lot ? (named ? free(lot) : lot.quantite) : 0;
    if (!lot || available < line.quantite) {
      const stock = named ? (lot?.quantite ?? 0) : own.reduce((max, row) => Math.max(max, row.quantite), 0);
      throw conflict(
        stock >= line.quantite
          ? LAYAWAY_MESSAGES.reserved(Math.max(available, 0))
          : STOCK_MESSAGES.insufficient(Math.max(available, 0)),
      );
    }
    held.push({ ...line, bain: lot.bain });
  }
  for (const line of held) {
    await tx
      .update(stockBains)
      .set({ reserve: sql`${stockBains.reserve} + ${line.quantite}`, updatedAt: sql`now()` })
      .where(
        and(
          eq(stockBains.magasinId, magasinId),
          eq(stockBains.articleId, line.articleId),
          eq(stockBains.bain, line.bain),
        ),
      );
  }
  return held;
}

/** Gives held units back to 'disponible' (a cancel, an expiry); never below zero. */
export async function releaseHold(
  tx: Tx,
  magasinId: number,
  lines: { articleId: number; bain: string; quantite: number }[],
): Promise<void> {
  const articleIds = [...new Set(lines.map((line) => line.articleId))].sort((a, b) => a - b);
  if (articleIds.length === 0) return;
  await lockLines(tx, magasinId, articleIds);
  for (const line of [...lines].sort((a, b) => a.articleId - b.articleId || a.bain.localeCompare(b.bain))) {
    if (line.quantite <= 0) continue;
    await tx
      .update(stockBains)
      .set({ reserve: sql`greatest(${stockBains.reserve} - ${line.quantite}, 0)`, updatedAt: sql`now()` })
      .where(
        and(
          eq(stockBains.magasinId, magasinId),
          eq(stockBains.articleId, line.articleId),
          eq(stockBains.bain, line.bain),
        ),
      );
  }
}
