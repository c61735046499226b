import type { SaleDetail } from '@pelote/shared';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { regularisationsStock } from '../../db/schema/regularisations.ts';
import { ventes } from '../../db/schema/sales.ts';
import { stocks } from '../../db/schema/stock.ts';
import type { Tx } from '../../db/types.ts';
import { changeStock } from './ledger.ts';
import type { SoldLine } from './lot-allocation.ts';

/**
 * Stock 'à régulariser' (docs/architecture.md, 'Offline sales'): the units a paid offline sale sold
 * that the shop's stock no longer held. The sale takes what there is (stock never below zero) and
 * each line's shortfall becomes one open row. Rows are settled, oldest first, by the next stock that
 * comes into that (shop, article): a delivery, a transfer received or an addition — the units that
 * come in go out again at once through `regularisation` movements, so the stock shown is what is
 * left once the missing units are accounted for. A validated count sets the truth itself: it closes
 * the rows of the articles it counted without any movement. Each writer here holds the stock line
 * of the (shop, article) before its rows (the lock order of every stock write).
 */

/** Records each sold line's shortfall as an open row; answers them as the sale's `a_regulariser`. */
export async function recordShortfalls(
  tx: Tx,
  sale: { magasinId: number; venteId: number; lines: SoldLine[] },
): Promise<NonNullable<SaleDetail['a_regulariser']>> {
  const short = sale.lines.filter((line) => (line.manque ?? 0) > 0);
  if (short.length === 0) return [];
  await tx.insert(regularisationsStock).values(
    short.map((line) => ({
      magasinId: sale.magasinId,
      articleId: line.articleId,
      bain: line.bain,
      venteId: sale.venteId,
      quantite: line.manque ?? 0,
      quantiteRestante: line.manque ?? 0,
    })),
  );
  return short.map((line) => ({
    article: { id: line.articleId, nom: line.articleNom },
    bain: line.bain,
    quantite: line.manque ?? 0,
  }));
}

/**
 * After `quantite` units came into a lot of a (shop, article) — the caller's change has locked its
 * stock line — settles that article's open rows oldest first, taking the units from that lot.
 * Answers how many units were settled.
 */
export async function settleShortfalls(
  tx: Tx,
  increase: {
    magasinId: number;
    articleId: number;
    bain?: string;
    quantite: number;
    userId: number | null;
    now?: Date;
  },
): Promise<number> {
  const open = await tx
    .select({
      id: regularisationsStock.id,
      restante: regularisationsStock.quantiteRestante,
      numero: ventes.numeroFacture,
    })
    .from(regularisationsStock)
    .innerJoin(ventes, eq(ventes.id, regularisationsStock.venteId))
    .where(
      and(
        eq(regularisationsStock.magasinId, increase.magasinId),
        eq(regularisationsStock.articleId, increase.articleId),
        gt(regularisationsStock.quantiteRestante, 0),
      ),
    )
    .orderBy(asc(regularisationsStock.createdAt), asc(regularisationsStock.id))
    .for('update', { of: regularisationsStock });
  let available = increase.quantite;
  let settled = 0;
  for (const row of open) {
    if (available <= 0) break;
    const quantite = Math.min(row.restante, available);
    await changeStock(tx, {
      magasinId: increase.magasinId,
      articleId: increase.articleId,
      quantite: -quantite,
      kind: 'regularisation',
      bain: increase.bain ?? '',
      userId: increase.userId,
      regularisationId: row.id,
      reference: row.numero,
    });
    const restante = row.restante - quantite;
    await tx
      .update(regularisationsStock)
      .set({
        quantiteRestante: restante,
        regulariseeLe: restante === 0 ? (increase.now ?? new Date()) : null,
      })
      .where(eq(regularisationsStock.id, row.id));
    available -= quantite;
    settled += quantite;
  }
  return settled;
}

/** A validated count closes the open rows of the articles it counted, without a movement; answers how many. */
export async function settleByCount(
  tx: Tx,
  count: { magasinId: number; articleIds: number[]; now?: Date },
): Promise<number> {
  if (count.articleIds.length === 0) return 0;
  const closed = await tx
    .update(regularisationsStock)
    .set({ quantiteRestante: 0, regulariseeLe: count.now ?? new Date() })
    .where(
      and(
        eq(regularisationsStock.magasinId, count.magasinId),
        inArray(regularisationsStock.articleId, count.articleIds),
        gt(regularisationsStock.quantiteRestante, 0),
      ),
    )
    .returning({ id: regularisationsStock.id });
  return closed.length;
}

/**
 * An offline sale cancelled: the units it never took from the stock must not come back. Locks the
 * sale's stock lines (article order), then closes its open rows; answers the units still open per
 * `articleId:bain`, which the cancellation keeps out of its `annulation` movements.
 */
export async function closeShortfallsOfSale(
  tx: Tx,
  sale: { id: number; magasinId: number; articleIds: number[]; now: Date },
): Promise<Map<string, number>> {
  const stillOpen = new Map<string, number>();
  if (sale.articleIds.length === 0) return stillOpen;
  await tx
    .select({ id: stocks.id })
    .from(stocks)
    .where(and(eq(stocks.magasinId, sale.magasinId), inArray(stocks.articleId, sale.articleIds)))
    .orderBy(asc(stocks.articleId))
    .for('update');
  const open = await tx
    .select({
      articleId: regularisationsStock.articleId,
      bain: regularisationsStock.bain,
      restante: regularisationsStock.quantiteRestante,
    })
    .from(regularisationsStock)
    .where(and(eq(regularisationsStock.venteId, sale.id), gt(regularisationsStock.quantiteRestante, 0)))
    .for('update');
  if (open.length === 0) return stillOpen;
  await tx
    .update(regularisationsStock)
    .set({ quantiteRestante: 0, regulariseeLe: sale.now })
    .where(and(eq(regularisationsStock.venteId, sale.id), gt(regularisationsStock.quantiteRestante, 0)));
  for (const row of open) {
    const key = shortfallKey(row.articleId, row.bain);
    stillOpen.set(key, (stillOpen.get(key) ?? 0) + row.restante);
  }
  return stillOpen;
}

export const shortfallKey = (articleId: number, bain: string) => `${articleId}:${bain}`;
