import { LAYAWAY_MESSAGES, type LayawayDepositOutcome, type layawayRefundSchema } from '@pelote/shared';
import { eq, sql } from 'drizzle-orm';
import type * as z from 'zod';
import { miseDeCoteAcomptes } from '../../db/schema/layaways.ts';
import type { Tx } from '../../db/types.ts';
import type { SessionUser } from '../../lib/access.ts';
import { badRequest } from '../../lib/errors.ts';
import { postToAccount } from '../client-accounts/index.ts';
import { claimMobileMoneyReference } from '../payments/index.ts';
import { type PaymentsInput, salePayments } from '../sales/index.ts';
import { cashRefundSession, sessionForSale } from '../till/index.ts';

/**
 * A layaway's deposit ('acompte'): what the shop owes the client until the pickup, kept as the
 * layaway's own ledger (mise_de_cote_acomptes), never turnover. Money comes in through the shop's
 * till (the X and Z show it as 'Acomptes reçus'); a credit balance ('Avoir client') is spent from
 * the client's account. The rules of a sale's payments apply as they are (salePayments).
 */

export type LayawayRef = { id: number; magasinId: number; clientId: number };
type Who = { tx: Tx; user: SessionUser; now: Date };

/**
 * Takes deposit payments: the sale's payment rules (cash change, mobile-money references, avoir
 * for a registered client), the till session (shared, opened if need be, as a sale's) and the
 * references claimed, the rows written. Answers the total and the part paid from the client's
 * credit balance, to be spent from the account after the stock's locks (spendAvoir).
 */
export async function takeDeposit(
  { tx, user, now }: Who,
  layaway: LayawayRef,
  given: PaymentsInput,
): Promise<{ total: number; avoir: number }> {
  const total = given.reduce((sum, payment) => sum + payment.montant, 0);
  const rows = salePayments(given, total, layaway.clientId);
  const money = rows.filter((row) => row.methode !== 'avoir_client');
  const session =
    money.length > 0
      ? await sessionForSale(tx, { magasinId: layaway.magasinId, userId: user.id, now })
      : null;
  for (const row of rows)
    if (row.reference !== null)
      await claimMobileMoneyReference(tx, { methode: row.methode, reference: row.reference });
  await tx.insert(miseDeCoteAcomptes).values(
    rows.map((row) => ({
      miseDeCoteId: layaway.id,
      magasinId: layaway.magasinId,
      sessionId: row.methode === 'avoir_client' ? null : (session?.id ?? null),
      kind: 'versement',
      methode: row.methode,
      montant: row.montant,
      montantRecu: row.montantRecu,
      monnaieRendue: row.monnaieRendue,
      reference: row.reference,
      userId: user.id,
      createdAt: now,
    })),
  );
  const avoir = total - money.reduce((sum, row) => sum + row.montant, 0);
  return { total, avoir };
}

/** The deposit's part paid from the client's credit balance, taken from her account (409 if short). */
export async function spendAvoir({ tx, user, now }: Who, layaway: LayawayRef, avoir: number) {
  if (avoir <= 0) return;
  await postToAccount(tx, {
    clientId: layaway.clientId,
    kind: 'mise_de_cote',
    montantAvoir: -avoir,
    magasinId: layaway.magasinId,
    userId: user.id,
    methode: 'avoir_client',
    motif: `Acompte de la mise de côté n° ${layaway.id}`,
    now,
  });
}

/** The deposit not yet spent (read under the layaway's row lock). */
export async function depositLeft(tx: Tx, layawayId: number): Promise<number> {
  const [row] = await tx
    .select({ left: sql<string>`coalesce(sum(${miseDeCoteAcomptes.montant}), 0)` })
    .from(miseDeCoteAcomptes)
    .where(eq(miseDeCoteAcomptes.miseDeCoteId, layawayId));
  return Number(row?.left ?? 0);
}

/** Records the deposit spent on a pickup's sale (the sale's 'Acompte' payment). */
export async function spendOnSale(
  { tx, user, now }: Who,
  layaway: LayawayRef,
  sale: { id: number; acompte: number },
) {
  if (sale.acompte <= 0) return;
  await tx.insert(miseDeCoteAcomptes).values({
    miseDeCoteId: layaway.id,
    magasinId: layaway.magasinId,
    kind: 'retrait',
    methode: 'acompte',
    montant: -sale.acompte,
    venteId: sale.id,
    userId: user.id,
    createdAt: now,
  });
}

export type Refund = z.output<typeof layawayRefundSchema>;

/**
 * What the deposit left becomes when the layaway ends without a full pickup: an avoir on the
 * client's account, or a refund (cash out of the shop's open till, 409 when it holds too little;
 * mobile money with its reference). Answers the amount.
 */
export async function returnDeposit(
  who: { tx: Tx; user: { id: number | null }; now: Date },
  layaway: LayawayRef,
  outcome: LayawayDepositOutcome,
  refund: Refund | null,
): Promise<number> {
  const { tx, user, now } = who;
  const left = await depositLeft(tx, layaway.id);
  if (left <= 0) return 0;
  const row = {
    miseDeCoteId: layaway.id,
    magasinId: layaway.magasinId,
    montant: -left,
    userId: user.id,
    createdAt: now,
  };
  if (outcome === 'avoir') {
    await postToAccount(tx, {
      clientId: layaway.clientId,
      kind: 'mise_de_cote',
      montantAvoir: left,
      magasinId: layaway.magasinId,
      userId: user.id,
      motif: `Acompte de la mise de côté n° ${layaway.id}`,
      now,
    });
    await tx.insert(miseDeCoteAcomptes).values({ ...row, kind: 'avoir', methode: 'avoir_client' });
    return left;
  }
  const methode = refund?.methode ?? 'especes';
  if (methode === 'especes') {
    if (user.id === null) throw new Error('returnDeposit: a cash refund needs a user at the till');
    const session = await cashRefundSession(tx, {
      magasinId: layaway.magasinId,
      userId: user.id,
      montant: left,
      now,
    });
    await tx
      .insert(miseDeCoteAcomptes)
      .values({ ...row, kind: 'remboursement', methode, sessionId: session.id });
    return left;
  }
  if (!refund?.reference)
    throw badRequest(LAYAWAY_MESSAGES.refundReferenceRequired, {
      reference: LAYAWAY_MESSAGES.refundReferenceRequired,
    });
  await claimMobileMoneyReference(tx, { methode, reference: refund.reference });
  await tx
    .insert(miseDeCoteAcomptes)
    .values({ ...row, kind: 'remboursement', methode, reference: refund.reference });
  return left;
}
