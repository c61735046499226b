import { type CreditNote, RETURN_MESSAGES, type returnCreateSchema } from '@pelote/shared';
import type * as z from 'zod';
import type { Tx } from '../../db/types.ts';
import type { SessionUser } from '../../lib/access.ts';
import { conflict } from '../../lib/errors.ts';
import type { ClaimedKey } from '../../lib/idempotency.ts';
import type { JournalContext } from '../journal/index.ts';
import { numberAndAnswer } from './return-answer.ts';
import { creditClient, restock, writeCreditNote } from './return-steps.ts';
import { lockReturnedSale, takeReturnedUnits } from './returned-sale.ts';

/**
 * A return and its credit note, one transaction inside the caller's. Locks are taken in the order
 * every sale writer uses, so a return never waits on a sale, a cancellation or another return in a
 * cycle: the sale's row (shared: returns of one sale run side by side, a cancellation or a change
 * of client waits), the sale's lines (each by one conditional UPDATE, in id order), the till
 * session (cash refunds), the stock lines by article then lot, the client's row, then — last, in
 * one statement — the shop's credit-note counter and the daily sums.
 */

/** A return asked of the sale `saleId`. */
export type ReturnInput = z.output<typeof returnCreateSchema> & { saleId: number };

/**
 * A write's context: the caller's transaction, who writes, the journal's context and the time of
 * the write; `claimed`: the Idempotency-Key claimed for it, whose answer the write stores.
 */
export type ReturnContext = {
  tx: Tx;
  user: SessionUser;
  journal: JournalContext;
  now: Date;
  claimed?: ClaimedKey | null;
};

/**
 * Records a return of part of a sale and its credit note, and answers the credit note, each step
 * in the lock order above: the sale's row, its lines, the till session and the credit note's
 * rows, the stock lines, the client's row, and last the credit note's number.
 */
export async function createReturn(ctx: ReturnContext, input: ReturnInput): Promise<CreditNote> {
  const returned = await lockReturnedSale(ctx, input);
  const { sale } = returned;
  const lines = await takeReturnedUnits(ctx.tx, sale.id, input);
  const montant = lines.reduce((sum, line) => sum + line.prixTotal, 0);
  if (montant <= 0) throw conflict(RETURN_MESSAGES.zeroAmount);
  const note = await writeCreditNote(ctx, returned, input.remboursement, { lines, montant });
  await restock(ctx.tx, { id: note.id, magasinId: sale.magasinId, userId: ctx.user.id }, lines);
  const client = await creditClient(ctx, returned, input.remboursement, { id: note.id, montant });
  return numberAndAnswer(ctx, { input, returned, lines, montant, note, client });
}
