import {
  DEFAULT_STOCK_THRESHOLD,
  LAYAWAY_MESSAGES,
  type MovementKind,
  STOCK_MESSAGES,
  type StockReason,
} from '@pelote/shared';
import { and, eq, sql } from 'drizzle-orm';
import { mouvementsStock, stockBains, stocks } from '../../db/schema/stock.ts';
import type { Tx } from '../../db/types.ts';
import { conflict } from '../../lib/errors.ts';

/**
 * THE ONLY WAY STOCK CHANGES (docs/architecture.md, 'Stock is a ledger'). Inside the caller's
 * transaction it moves one lot of one (shop, article) line by a signed quantity and writes the
 * matching movement, so that every lot always equals the sum of its movements and every line the
 * sum of its lots. Articles without lots ('bains') have one implicit lot, ''.
 *
 * - Locks are always taken line first, then lot: the (shop, article) row of `stocks`, then the row
 *   of `stock_bains`. Two transactions touching lots of one article therefore queue on the line
 *   and never wait on each other in a cycle.
 * - A positive change creates the line and the lot if needed (`INSERT … ON CONFLICT DO UPDATE`), so
 *   two concurrent additions both count: the second waits for the first's row lock.
 * - A negative change is one statement of conditional UPDATEs: it applies only while both the line
 *   and the lot hold enough; otherwise it throws 409 'Stock insuffisant (disponible: N)' (N of the
 *   lot asked for), and the caller's transaction, which the error aborts, writes nothing.
 * - Callers changing several lines in one transaction (a sale) go in a fixed order, by article id
 *   then lot (see `inLockOrder`), so that two transactions never wait on each other in a cycle.
 */

export type StockLineRow = typeof stocks.$inferSelect;

export type StockChange = {
  magasinId: number;
  articleId: number;
  /** Signed and never zero: positive adds stock, negative removes it. */
  quantite: number;
  kind: MovementKind;
  /** The lot ('bain'); omitted or '' for an article without lots. */
  bain?: string;
  /** Who made the change (null for system jobs such as the demo data). */
  userId: number | null;
  /** A new alert threshold for the line; omitted keeps it (DEFAULT_STOCK_THRESHOLD for a new line). */
  quantiteSeuil?: number;
  venteId?: number;
  entreeId?: number;
  retourId?: number;
  transfertId?: number;
  inventaireId?: number;
  /** The 'à régulariser' row a `regularisation` movement settles. */
  regularisationId?: number;
  /** An adjustment's reason (casse, vol, erreur_saisie, trouve, autre). */
  raison?: StockReason;
  /** A free reference shown in the ledger (e.g. an invoice number or an order reference). */
  reference?: string;
  /** Why (required by adjustments). */
  motif?: string;
  /**
   * A layaway's pickup: units of this decrease that were held (`stock_bains.reserve`), released as
   * they leave. Without it, a sale or a transfer takes only units no layaway holds (holds.ts).
   */
  fromHold?: number;
};

/**
 * The kinds of decrease that leave the units held by layaways alone: a sale and a transfer's
 * shipment take only what is available. A count's or an adjustment's correction and a write-off
 * follow the shelf: they may take held units (the hold stays, see holds.ts).
 */
const RESPECTS_HOLDS: readonly MovementKind[] = ['vente', 'transfert_sortie'];

/** The line after the change, the lot's quantity after it, and the movement written. */
export type StockChangeResult = { line: StockLineRow; lotQuantite: number; movementId: number };

export async function changeStock(tx: Tx, change: StockChange): Promise<StockChangeResult> {
  if (!Number.isInteger(change.quantite) || change.quantite === 0) {
    throw new Error(`changeStock: quantity must be a non-zero integer, got ${change.quantite}`);
  }
  if (change.quantite < 0) return decrease(tx, change);
  const line = await increase(tx, change);
  const bain = change.bain ?? '';
  const [lot] = await tx
    .insert(stockBains)
    .values({ magasinId: change.magasinId, articleId: change.articleId, bain, quantite: change.quantite })
    .onConflictDoUpdate({
      target: [stockBains.magasinId, stockBains.articleId, stockBains.bain],
      set: { quantite: sql`${stockBains.quantite} + excluded.quantite`, updatedAt: sql`now()` },
    })
    .returning({ quantite: stockBains.quantite });
  if (!lot) throw new Error('changeStock: lot not written');
  const [movement] = await tx
    .insert(mouvementsStock)
    .values({
      magasinId: change.magasinId,
      articleId: change.articleId,
      kind: change.kind,
      bain,
      quantite: change.quantite,
      stockApres: lot.quantite,
      userId: change.userId,
      venteId: change.venteId ?? null,
      entreeId: change.entreeId ?? null,
      retourId: change.retourId ?? null,
      transfertId: change.transfertId ?? null,
      inventaireId: change.inventaireId ?? null,
      regularisationId: change.regularisationId ?? null,
      reference: change.reference ?? null,
      motif: change.motif ?? null,
      raison: change.raison ?? null,
    })
    .returning({ id: mouvementsStock.id });
  if (!movement) throw new Error('changeStock: movement not written');
  return { line, lotQuantite: lot.quantite, movementId: movement.id };
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
  lot_quantite: number | null;
  movement_id: number | string | null;
};

/**
 * The hot path of every sale, in one statement: the conditional UPDATEs of the line then the lot
 * and, only if both applied, the movement. A sale's stock lines stay locked until commit, so one
 * round trip fewer per line is that much less time other tills wait on them. When the line had
 * enough but the lot did not, the line's update has applied: the 409 thrown then aborts the
 * caller's transaction, which must not go on (no caller catches it to continue).
 */
async function decrease(tx: Tx, change: StockChange): Promise<StockChangeResult> {
  const taken = -change.quantite;
  const bain = change.bain ?? '';
  const threshold =
    change.quantiteSeuil === undefined ? sql`` : sql`, quantite_seuil = ${change.quantiteSeuil}`;
  const held = change.fromHold ?? 0;
  const respectsHolds = RESPECTS_HOLDS.includes(change.kind);
  const lotHas = respectsHolds
    ? sql`quantite - reserve + ${held} >= ${taken} and reserve >= ${held}`
    : sql`quantite >= ${taken}`;
  const result = await tx.execute<DecreasedRow>(sql`
    with line as (
      update stocks set quantite = quantite - ${taken}, updated_at = now()${threshold}
      where magasin_id = ${change.magasinId} and article_id = ${change.articleId} and quantite >= ${taken}
      returning *
    ),
    lot as (
      update stock_bains set quantite = quantite - ${taken}, reserve = reserve - ${held}, updated_at = now()
      where magasin_id = ${change.magasinId} and article_id = ${change.articleId} and bain = ${bain}
        and ${lotHas} and exists (select 1 from line)
      returning quantite
    ),
    movement as (
      insert into mouvements_stock
        (magasin_id, article_id, kind, bain, quantite, stock_apres, user_id, vente_id, entree_id, retour_id,
         transfert_id, inventaire_id, regularisation_id, reference, motif, raison)
      select line.magasin_id, line.article_id, ${change.kind}::movement_kind, ${bain}::text, ${change.quantite}::int,
        lot.quantite, ${change.userId}::int, ${change.venteId ?? null}::int, ${change.entreeId ?? null}::int,
        ${change.retourId ?? null}::int, ${change.transfertId ?? null}::int, ${change.inventaireId ?? null}::int,
        ${change.regularisationId ?? null}::int, ${change.reference ?? null}::text,
        ${change.motif ?? null}::text, ${change.raison ?? null}::text
      from line, lot
      returning id
    )
    select line.*, (select quantite from lot) as lot_quantite, (select id from movement) as movement_id from line`);
  const [row] = Array.isArray(result)
    ? (result as DecreasedRow[])
    : (result as { rows: DecreasedRow[] }).rows;
  if (row && row.lot_quantite !== null && row.movement_id !== null) {
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
      lotQuantite: Number(row.lot_quantite),
      movementId: Number(row.movement_id),
    };
  }
  const [current] = await tx
    .select({ quantite: stockBains.quantite, reserve: stockBains.reserve })
    .from(stockBains)
    .where(
      and(
        eq(stockBains.magasinId, change.magasinId),
        eq(stockBains.articleId, change.articleId),
        eq(stockBains.bain, bain),
      ),
    );
  throw shortOf(current ?? { quantite: 0, reserve: 0 }, taken, respectsHolds ? held : null);
}

/**
 * The 409 of a lot that cannot give `taken` units: 'Quantité réservée : N disponible(s)' when its
 * stock would but layaways hold part of it, else 'Stock insuffisant (disponible: N)'. `held`: the
 * units of it the caller's own hold covers; null when holds do not count (a count, a write-off).
 */
export function shortOf(lot: { quantite: number; reserve: number }, taken: number, held: number | null) {
  if (held === null) return conflict(STOCK_MESSAGES.insufficient(lot.quantite));
  const available = Math.max(0, lot.quantite - lot.reserve + held);
  return lot.quantite >= taken
    ? conflict(LAYAWAY_MESSAGES.reserved(available))
    : conflict(STOCK_MESSAGES.insufficient(available));
}

/**
 * Lines ordered by article id then lot (the lock order of every stock write), duplicates of one
 * lot of an article merged.
 */
export function inLockOrder<Line extends { articleId: number; quantite: number; bain?: string }>(
  lines: Line[],
): Line[] {
  const merged = new Map<string, Line>();
  for (const line of lines) {
    const key = `${line.articleId}\u0000${line.bain ?? ''}`;
    const seen = merged.get(key);
    merged.set(key, seen ? { ...seen, quantite: seen.quantite + line.quantite } : { ...line });
  }
  return [...merged.values()].sort(
    (a, b) => a.articleId - b.articleId || (a.bain ?? '').localeCompare(b.bain ?? ''),
  );
}
