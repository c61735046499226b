import { eq, sql } from 'drizzle-orm';
import { articles } from '../../db/schema/articles.ts';
import { stocks } from '../../db/schema/stock.ts';
import type { Tx } from '../../db/types.ts';

/**
 * The weighted average cost (CMP) of an article, changed only by a delivery with a price
 * (docs/decisions/009-cost-price.md): (Q × CMP + q × p) / (Q + q), Q being the units on hand in
 * every shop just before, or p itself when Q is zero (or below) or the cost is unknown. Kept with
 * four decimals of a hundredth, each change a row of `couts_articles`.
 *
 * Lock order: the article's row is locked (`for no key update`) BEFORE any stock line, and only by
 * a delivery; Q is read by a statement of its own once the lock is held, so a delivery that waited
 * for another one of the same article reads the stock that one left, and two concurrent
 * deliveries give the CMP of the same deliveries one after the other. 'No key update' and not
 * 'update': the entry's and sale lines' foreign keys take 'key share' locks on the article's row,
 * which must neither wait for a delivery nor make two deliveries wait on each other in a cycle.
 */

export type DeliveryCost = {
  articleId: number;
  /** The entry that brings the units (null for none). */
  entreeId: number | null;
  /** q: units delivered (> 0). */
  quantite: number;
  /** p: unit price in hundredths; a price of 0 or less leaves the cost as it is. */
  prixUnitaire: number;
  /** When the cost changes: the moment the delivery is recorded. */
  at: Date;
};

/**
 * Records a delivery's effect on the article's cost, inside the caller's transaction and before
 * the delivery's own stock is added. Answers the new CMP, or null when the price leaves it as is.
 */
export async function applyDeliveryCost(tx: Tx, delivery: DeliveryCost): Promise<number | null> {
  if (delivery.prixUnitaire <= 0 || delivery.quantite <= 0) return null;
  const [locked] = await tx
    .select({ cout: articles.coutMoyen })
    .from(articles)
    .where(eq(articles.id, delivery.articleId))
    .for('no key update');
  if (!locked) throw new Error(`applyDeliveryCost: article ${delivery.articleId} not found`);
  // After the lock, by a statement of its own: it sees what a delivery waited for has committed.
  const [onHand] = await tx
    .select({ q: sql<number>`coalesce(sum(${stocks.quantite}), 0)`.mapWith(Number) })
    .from(stocks)
    .where(eq(stocks.articleId, delivery.articleId));
  const q = Math.max(0, onHand?.q ?? 0);
  const before = locked.cout === null ? null : Number(locked.cout);
  const p = delivery.prixUnitaire;
  const next =
    before === null || q === 0
      ? sql`${p}::numeric`
      : sql`round((${q}::numeric * ${before}::numeric + ${delivery.quantite}::numeric * ${p}::numeric) / ${q + delivery.quantite}::numeric, 4)`;
  const result = await tx.execute<{ cout: string }>(sql`
    with nouveau as (select ${next} as cout),
    historique as (
      insert into couts_articles
        (article_id, entree_id, quantite_avant, quantite, prix_unitaire, cout_avant, cout_apres, valable_depuis)
      select ${delivery.articleId}, ${delivery.entreeId}, ${q}, ${delivery.quantite}, ${p},
        ${before}::numeric, cout, ${delivery.at.toISOString()}::timestamptz
      from nouveau
    )
    update articles set cout_moyen = (select cout from nouveau)
    where id = ${delivery.articleId}
    returning cout_moyen::text as cout`);
  const row = rowsOf<{ cout: string }>(result)[0];
  if (!row) throw new Error('applyDeliveryCost: cost not written');
  return Number(row.cout);
}

/** The rows of a raw statement, whichever driver answered (PGlite or node-postgres). */
export const rowsOf = <Row>(result: unknown): Row[] =>
  Array.isArray(result) ? (result as Row[]) : (result as { rows: Row[] }).rows;

/** A cost in hundredths with four decimals, as the API answers it: to two decimals of a hundredth. */
export const costForApi = (cost: number | string | null): number | null =>
  cost === null ? null : Math.round(Number(cost) * 100) / 100;

/** quantite × cost in ten-thousandths of a hundredth, exactly (the cost has four decimals). */
export const scaledCost = (quantite: number, cost: number): bigint =>
  BigInt(Math.round(cost * 10_000)) * BigInt(quantite);
