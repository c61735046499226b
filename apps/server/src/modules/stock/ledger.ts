import { DEFAULT_STOCK_THRESHOLD, type MovementKind, STOCK_MESSAGES } from '@pelote/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/types.ts';
import { conflict } from '../../lib/errors.ts';
import { mouvementsStock, stocks } from './stock.table.ts';

/**
 * THE ONLY WAY STOCK CHANGES (docs/architecture.md, 'Stock is a ledger'). Inside the caller's
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
  if (change.quantite < 0) return decrease(tx, change);
  const line = await increase(tx, change);
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

type DecreasedRow = {
  id: number;
  magasin_id: number;
  article_id: number;
  quantite: number;
  quantite_seuil: number;
  date_ajout: Date | string;
  updated_at: Date | string;
  movement_id: number | string;
};

/**
 * The hot path of every sale, in one statement: the conditional UPDATE and, only if it applied,
 * the movement. A sale's stock lines stay locked until commit, so one round trip fewer per line
 * is that much less time other tills wait on them.
 */
async function decrease(tx: Tx, change: StockChange): Promise<StockChangeResult> {
  const taken = -change.quantite;
  const threshold =
    change.quantiteSeuil === undefined ? sql`` : sql`, quantite_seuil = ${change.quantiteSeuil}`;
  const result = await tx.execute<DecreasedRow>(sql`
    with line as (
      update stocks set quantite = quantite - ${taken}, updated_at = now()${threshold}
      where magasin_id = ${change.magasinId} and article_id = ${change.articleId} and quantite >= ${taken}
      returning *
    ),
    movement as (
      insert into mouvements_stock
        (magasin_id, article_id, kind, quantite, stock_apres, user_id, vente_id, entree_id, reference, motif)
      select magasin_id, article_id, ${change.kind}::movement_kind, ${change.quantite}::int, quantite,
        ${change.userId}::int, ${change.venteId ?? null}::int, ${change.entreeId ?? null}::int,
        ${change.reference ?? null}::text, ${change.motif ?? null}::text
      from line
      returning id
    )
    select line.*, (select id from movement) as movement_id from line`);
  const [row] = Array.isArray(result)
    ? (result as DecreasedRow[])
    : (result as { rows: DecreasedRow[] }).rows;
  if (row) {
    return {
      line: {
        id: row.id,
        magasinId: row.magasin_id,
        articleId: row.article_id,
        quantite: row.quantite,
        quantiteSeuil: row.quantite_seuil,
        dateAjout: new Date(row.date_ajout),
        updatedAt: new Date(row.updated_at),
      },
      movementId: Number(row.movement_id),
    };
  }
  const [current] = await tx
    .select({ quantite: stocks.quantite })
    .from(stocks)
    .where(and(eq(stocks.magasinId, change.magasinId), eq(stocks.articleId, change.articleId)));
  throw conflict(STOCK_MESSAGES.insufficient(current?.quantite ?? 0));
}

/** Lines ordered by article id (the lock order of every stock write), duplicates of an article merged. */
export function inLockOrder<Line extends { articleId: number; quantite: number }>(lines: Line[]): Line[] {
  const merged = new Map<number, Line>();
  for (const line of lines) {
    const seen = merged.get(line.articleId);
    merged.set(line.articleId, seen ? { ...seen, quantite: seen.quantite + line.quantite } : { ...line });
  }
  return [...merged.values()].sort((a, b) => a.articleId - b.articleId);
}
