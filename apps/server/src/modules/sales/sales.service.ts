import type { SaleDetail } from '@pelote/shared';
import type { Tx } from '../../db/types.ts';
import type { SessionUser } from '../../lib/access.ts';
import type { ClaimedKey } from '../../lib/idempotency.ts';
import type { JournalContext } from '../journal/index.ts';
import { numberAndAnswer } from './sale-answer.ts';
import { recordSalePayments } from './sale-payments.ts';
import { askedSale, type Pickup, type SaleInput } from './sale-request.ts';
import { allowDiscounts, chargeClient, openSale, takeStock } from './sale-steps.ts';
import { findSaleDetail } from './sales.repository.ts';

/**
 * Recording a sale inside the caller's transaction (cancelling it and changing its client: sale-changes.ts).
 * Every writer takes its locks in one order, so two tills never wait on each other in a cycle: the
 * sale's own row (cancelling, changing the client), the shop's open till session (shared, see
 * sessionForSale), a new sale's discount approval or offline code (one conditional statement
 * each), a new sale's mobile-money references (the payments' unique index), the stock
 * lines by article id, each line before its lots (allocateSaleLots, changeStock), the clients' rows
 * by id (their turnover), then the shop's invoice counter and the statistics' daily sums
 * (sales-summary.ts), last. An article's cost row (`for no key update`, costs/cost.ts) is locked only
 * by a delivery, always before its stock line; a sale reads the cost without locking it.
 */

/**
 * A write's context: the caller's transaction, who writes, the journal's context and the time of
 * the write; `claimed`: the Idempotency-Key claimed for it, whose answer the write stores.
 */
export type SaleContext = {
  tx: Tx;
  user: SessionUser;
  journal: JournalContext;
  now: Date;
  claimed?: ClaimedKey | null;
};

export async function readBack(tx: Tx, id: number): Promise<SaleDetail> {
  const sale = await findSaleDetail(tx, id);
  if (!sale) throw new Error(`sale ${id} not readable`);
  return sale;
}

/**
 * Records a sale and answers it in full, each step in the lock order above: the request checked
 * (nothing locked), the till session and the sale's row, its discounts' approval or code, its payments (their mobile-money
 * references), its stock lines and lots, its client's row, and last its invoice number.
 */
export async function createSale(
  ctx: SaleContext,
  input: SaleInput,
  pickup: Pickup | null = null,
): Promise<SaleDetail> {
  const asked = await askedSale(ctx, input, pickup);
  const sale = await openSale(ctx, asked);
  const unauthorized = await allowDiscounts(ctx, asked, sale);
  const payments = await recordSalePayments(
    ctx.tx,
    { venteId: sale.id, magasinId: asked.shop.id, sessionId: sale.sessionId },
    asked.payments,
  );
  const sold = await takeStock(ctx, asked, sale);
  const charge = await chargeClient(ctx, asked, sale, sold.lines);
  return numberAndAnswer(ctx, { asked, sale, payments, sold, charge, unauthorized });
}
