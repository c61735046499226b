import { DEFAULT_STOCK_THRESHOLD, type MovementKind, STOCK_MESSAGES } from '@pelote/shared';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/types.ts';
import { conflict } from '../../lib/errors.ts';
import { mouvementsStock, stocks } from './stock.table.ts';

/**
 * THE ONLY WAY STOCK CHANGES (DESIGN §4 'Every stock change is a movement'). Inside the caller's
 * transaction it moves one (shop, article) line by a signed quantity and writes the matching
 * movement, so that every line always equals the sum of its movements.
 *
 * - A positive change creates the line if needed (`INSERT … ON CONFLICT DO UPDATE`), so two
 *   concurrent additions on the same line both count: the second waits for the first's row lock.
 * - A negative change is one conditional UPDATE: it only applies while enough remains, otherwise
 *   nothing is written and the answer is 409 'Stock insuffisant (disponible: N)'.
 * - Callers changing several lines in one transaction (a sale) go in a fixed order, by article id
 *   (see `inLockOrder`), so that two transactions never wait on each other in a cycle.
 */

export type StockLineRow = typeof stocks.$inferSelect;

export type StockChange = {
  magasinId: number;
  articleId: number;
  /** Signed and never zero: positive adds stock, negative removes it. */
  quantite: number;
  kind: MovementKind;
  /** Who made the change (null for system jobs such as the demo data). */
  userId: number | null;
  /** A new alert threshold for the line; omitted keeps it (DEFAULT_STOCK_THRESHOLD for a new line). */
  quantiteSeuil?: number;
  venteId?: number;
  entreeId?: number;
  /** A free reference shown in the ledger (e.g. an invoice number or an order reference). */
  reference?: string;
  /** Why (required by adjustments). */
  motif?: string;
};

export type StockChangeResult = { line: StockLineRow; movementId: number };

export async function changeStock(tx: Tx, change: StockChange): Promise<StockChangeResult> {
  if (!Number.isInteger(change.quantite) || change.quantite === 0) {
    throw new Error(`changeStock: quantity must be a non-zero integer, got ${change.quantite}`);
  }
  const line = change.quantite > 0 ? await increase(tx, change) : await decrease(tx, change);
  const [movement] = await tx
    .insert(mouvementsStock)
    .values({
      magasinId: change.magasinId,
      articleId: change.articleId,
      kind: change.kind,
      quantite: change.quantite,
      stockApres: line.quantite,
      userId: change.userId,
      venteId: change.venteId ?? null,
      entreeId: change.entreeId ?? null,
      reference: change.reference ?? null,
      motif: change.motif ?? null,
    })
    .returning({ id: mouvementsStock.id });
  if (!movement) throw new Error('changeStock: movement not written');
  return { line, movementId: movement.id };
}

async function increase(tx: Tx, change: StockChange): Promise<StockLineRow> {
  const [line] = await tx
    .insert(stocks)
    .values({
      magasinId: change.magasinId,
      articleId: change.articleId,
      quantite: change.quantite,
      quantiteSeuil: change.quantiteSeuil ?? DEFAULT_STOCK_THRESHOLD,
    })
    .onConflictDoUpdate({
      target: [stocks.magasinId, stocks.articleId],
      set: {
        quantite: sql`${stocks.quantite} + excluded.quantite`,
        quantiteSeuil:
          change.quantiteSeuil === undefined ? sql`${stocks.quantiteSeuil}` : sql`excluded.quantite_seuil`,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  if (!line) throw new Error('changeStock: stock line not written');
  return line;
}

async function decrease(tx: Tx, change: StockChange): Promise<StockLineRow> {
  const taken = -change.quantite;
  const onLine = and(eq(stocks.magasinId, change.magasinId), eq(stocks.articleId, change.articleId));
  const [line] = await tx
    .update(stocks)
    .set({
      quantite: sql`${stocks.quantite} - ${taken}`,
      ...(change.quantiteSeuil === undefined ? {} : { quantiteSeuil: change.quantiteSeuil }),
      updatedAt: sql`now()`,
    })
    .where(and(onLine, gte(stocks.quantite, taken)))
    .returning();
  if (line) return line;
  const [current] = await tx.select({ quantite: stocks.quantite }).from(stocks).where(onLine);
  throw conflict(STOCK_MESSAGES.insufficient(current?.quantite ?? 0));
}

/** Lines ordered by article id (the lock order of DESIGN §4), duplicates of an article merged. */
export function inLockOrder<Line extends { articleId: number; quantite: number }>(lines: Line[]): Line[] {
  const merged = new Map<number, Line>();
  for (const line of lines) {
    const seen = merged.get(line.articleId);
    merged.set(line.articleId, seen ? { ...seen, quantite: seen.quantite + line.quantite } : { ...line });
  }
  return [...merged.values()].sort((a, b) => a.articleId - b.articleId);
}
