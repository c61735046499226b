import {
  CLIENT_ACCOUNT_MESSAGES,
  CREDIT_DEFAULT_DAYS,
  DEPOSIT_PAYMENT_METHOD,
  PAYMENT_MESSAGES,
  type Payment,
  type paymentsInputSchema,
  type SaleDetail,
  STORED_PAYMENT_METHODS,
  type StoredPaymentMethod,
} from '@pelote/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type * as z from 'zod';
import { compteClientMouvements } from '../../db/schema/client-accounts.ts';
import { clients } from '../../db/schema/clients.ts';
import { paiements } from '../../db/schema/payments.ts';
import { ventes } from '../../db/schema/sales.ts';
import type { DbOrTx, Tx } from '../../db/types.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { postToAccount } from '../client-accounts/index.ts';
import { claimMobileMoneyReference } from '../payments/index.ts';

/**
 * A sale's payments: checked against its total, written before its stock moves, read back for
 * its detail and lists. A mobile-money reference is unique per operator across every shop, sales
 * and instalments alike: each is claimed in references_mobile_money (mobile-money-reference-claim.ts)
 * before the payments are written.
 */

export type PaymentsInput = z.output<typeof paymentsInputSchema>;

/** A payment as it will be written: cash with its change computed, mobile money with its reference. */
export type PaymentRow = {
  methode: StoredPaymentMethod;
  montant: number;
  montantRecu: number | null;
  monnaieRendue: number;
  reference: string | null;
  /** Credit only: the due date, 'yyyy-mm-dd' (kept on the client's account, not on the payment). */
  echeance?: string | null;
};

/** The part of a sale paid with the client's credit balance ('Avoir client'). */
const creditSpent = (rows: { methode: string; montant: number }[]) =>
  rows.filter((row) => row.methode === 'avoir_client').reduce((sum, row) => sum + row.montant, 0);

/** The part of a sale sold on credit ('Crédit client'). */
export const soldOnCredit = (rows: { methode: string; montant: number }[]) =>
  rows.filter((row) => row.methode === 'credit_client').reduce((sum, row) => sum + row.montant, 0);

/** 'yyyy-mm-dd' of `now` plus `days` (UTC, the shops' time zone). */
const datePlusDays = (now: Date, days: number) =>
  new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The payments of a sale of `total`: those given, or cash for the whole total when none were given
 * (nothing at all for a free sale). 400 unless they add up to the total exactly, and when a vente
 * libre (`clientId` null) pays with a credit balance.
 */
export function salePayments(
  given: PaymentsInput | undefined,
  total: number,
  clientId: number | null = null,
): PaymentRow[] {
  if (given === undefined) {
    return total > 0
      ? [{ methode: 'especes', montant: total, montantRecu: total, monnaieRendue: 0, reference: null }]
      : [];
  }
  const rows = given.map((payment): PaymentRow => {
    if (payment.methode === 'especes') {
      const recu = payment.montant_recu ?? payment.montant;
      return {
        methode: 'especes',
        montant: payment.montant,
        montantRecu: recu,
        monnaieRendue: recu - payment.montant,
        reference: null,
      };
    }
    return {
      methode: payment.methode,
      montant: payment.montant,
      montantRecu: null,
      monnaieRendue: 0,
      reference: payment.reference,
      echeance: payment.echeance,
    };
  });
  if (clientId === null && creditSpent(rows) > 0) {
    throw badRequest(CLIENT_ACCOUNT_MESSAGES.creditNeedsClient, {
      paiements: CLIENT_ACCOUNT_MESSAGES.creditNeedsClient,
    });
  }
  if (clientId === null && soldOnCredit(rows) > 0) {
    throw badRequest(CLIENT_ACCOUNT_MESSAGES.debtNeedsClient, {
      paiements: CLIENT_ACCOUNT_MESSAGES.debtNeedsClient,
    });
  }
  const paid = rows.reduce((sum, row) => sum + row.montant, 0);
  if (paid !== total)
    throw badRequest(PAYMENT_MESSAGES.sumMismatch, { paiements: PAYMENT_MESSAGES.sumMismatch });
  return rows;
}

/**
 * A layaway pickup's payments: the deposit first ('Acompte', up to the total), then those given for
 * the balance, which must add up to it exactly (none: the deposit covers it all).
 */
export function pickupPayments(
  given: PaymentsInput | undefined,
  total: number,
  clientId: number | null,
  deposit: number,
): PaymentRow[] {
  const used = Math.min(deposit, total);
  const balance = salePayments(given ?? [], total - used, clientId);
  if (used === 0) return balance;
  return [
    { methode: DEPOSIT_PAYMENT_METHOD, montant: used, montantRecu: null, monnaieRendue: 0, reference: null },
    ...balance,
  ];
}

/** The invoice number of the sale that holds this reference (committed before us), or null. */
async function referenceHolder(tx: Tx, methode: string, reference: string): Promise<string | null> {
  const [holder] = await tx
    .select({ numero: ventes.numeroFacture })
    .from(paiements)
    .innerJoin(ventes, eq(ventes.id, paiements.venteId))
    .where(and(eq(paiements.methode, methode), eq(paiements.reference, reference)))
    .limit(1);
  return holder?.numero ?? null;
}

/**
 * Writes the payments of a new sale into its till session and answers them with their ids. A
 * reference already used answers 409 with the invoice that used it: the insert does nothing on the
 * unique index (waiting, if another sale holds it uncommitted, for that sale to end) and the
 * winner's number is read in a statement that sees its commit.
 */
async function insertPayments(
  tx: Tx,
  sale: { venteId: number; magasinId: number; sessionId: number },
  rows: PaymentRow[],
): Promise<Payment[]> {
  if (rows.length === 0) return [];
  // Each mobile-money reference is claimed first, in the table shared with the instalments.
  for (const row of rows) {
    if (row.reference !== null)
      await claimMobileMoneyReference(tx, {
        methode: row.methode,
        reference: row.reference,
        venteId: sale.venteId,
      });
  }
  const written = await tx
    .insert(paiements)
    .values(rows.map(({ echeance: _due, ...row }) => ({ ...row, ...sale })))
    .onConflictDoNothing({
      target: [paiements.methode, paiements.reference],
      where: sql`${paiements.reference} is not null`,
    })
    .returning({ id: paiements.id, methode: paiements.methode, reference: paiements.reference });
  if (written.length < rows.length) {
    const kept = new Set(written.map((row) => `${row.methode}:${row.reference}`));
    const lost = rows.find((row) => row.reference !== null && !kept.has(`${row.methode}:${row.reference}`));
    const numero = lost?.reference ? await referenceHolder(tx, lost.methode, lost.reference) : null;
    throw conflict(PAYMENT_MESSAGES.referenceUsed(numero ?? 'inconnue'));
  }
  // Serial ids follow the order of the rows inserted: the n-th id is the n-th payment's.
  const ids = written.map((row) => row.id).sort((a, b) => a - b);
  return rows.map((row, n) => paymentAnswer({ ...row, id: ids[n] ?? 0 }));
}

/** What a new sale's answer says of its payments: their methods in order, each payment, the change. */
export type RecordedPayments = Pick<SaleDetail, 'modes_paiement' | 'paiements' | 'monnaie_rendue'>;

/**
 * The payments step of a new sale, once its row is written and before any stock line is locked (a
 * sale waiting here for another's reference holds none): its mobile-money references claimed, its
 * payments written (insertPayments), and what its answer says of them.
 */
export async function recordSalePayments(
  tx: Tx,
  sale: { venteId: number; magasinId: number; sessionId: number },
  rows: PaymentRow[],
): Promise<RecordedPayments> {
  const payments = await insertPayments(tx, sale, rows);
  return {
    modes_paiement: methodsInOrder(payments.map((payment) => payment.methode)),
    paiements: payments,
    monnaie_rendue: changeGiven(payments),
  };
}

function paymentAnswer(row: PaymentRow & { id: number }): Payment {
  return {
    id: row.id,
    methode: row.methode,
    montant: row.montant,
    montant_recu: row.montantRecu,
    monnaie_rendue: row.monnaieRendue,
    reference: row.reference,
  };
}

/**
 * A new sale's 'Avoir client' payments spend the client's credit balance, in any shop: one ledger
 * row 'paiement_avoir' under the lock on the client's row (so two tills cannot both spend the last
 * francs), never below zero (409 'Avoir client insuffisant (disponible : …)'). A vente libre cannot
 * pay with it (400). Called where the sale writes its client's row (after its stock lines).
 */
export async function spendClientCredit(
  tx: Tx,
  sale: { venteId: number; clientId: number | null; magasinId: number; userId: number },
  rows: PaymentRow[],
): Promise<void> {
  const montant = creditSpent(rows);
  if (montant === 0) return;
  if (sale.clientId === null) throw badRequest(CLIENT_ACCOUNT_MESSAGES.creditNeedsClient);
  await postToAccount(tx, {
    clientId: sale.clientId,
    kind: 'paiement_avoir',
    montantAvoir: -montant,
    magasinId: sale.magasinId,
    userId: sale.userId,
    venteId: sale.venteId,
    methode: 'avoir_client',
  });
}

/**
 * A new sale's 'Crédit client' payments become the client's debt: one ledger row 'vente_a_credit'
 * each, with its due date (the sale's date + 30 days when none is given; never before the sale),
 * under the lock on the client's row and within the client's limit (409 'Plafond de crédit dépassé
 * (disponible : …)'). Called right after spendClientCredit. An offline sale is never refused for
 * the limit: answers true when it passed it (the sale is then flagged 'Plafond dépassé hors ligne').
 */
export async function chargeClientCredit(
  tx: Tx,
  sale: {
    venteId: number;
    clientId: number | null;
    magasinId: number;
    userId: number;
    now: Date;
    offline?: boolean;
  },
  rows: PaymentRow[],
): Promise<boolean> {
  const credits = rows.filter((row) => row.methode === 'credit_client');
  if (credits.length === 0) return false;
  if (sale.clientId === null) throw badRequest(CLIENT_ACCOUNT_MESSAGES.debtNeedsClient);
  const saleDay = datePlusDays(sale.now, 0);
  let soldeDu = 0;
  for (const row of credits) {
    const echeance = row.echeance ?? datePlusDays(sale.now, CREDIT_DEFAULT_DAYS);
    if (echeance < saleDay) {
      throw badRequest(CLIENT_ACCOUNT_MESSAGES.dueDateBeforeSale, {
        paiements: CLIENT_ACCOUNT_MESSAGES.dueDateBeforeSale,
      });
    }
    const balances = await postToAccount(tx, {
      clientId: sale.clientId,
      kind: 'vente_a_credit',
      montantDu: row.montant,
      magasinId: sale.magasinId,
      userId: sale.userId,
      venteId: sale.venteId,
      methode: 'credit_client',
      echeance,
      now: sale.now,
      ...(sale.offline && { overLimitAllowed: true }),
    });
    soldeDu = balances.soldeDu;
  }
  if (!sale.offline) return false;
  const [client] = await tx
    .select({ plafond: clients.plafondCredit })
    .from(clients)
    .where(eq(clients.id, sale.clientId));
  return soldeDu > (client?.plafond ?? 0);
}

/** The client a sale's account rows of `kind` went to (the sale's client may have been changed since). */
async function accountClientOf(tx: Tx, venteId: number, kind: 'paiement_avoir' | 'vente_a_credit') {
  const [row] = await tx
    .select({ clientId: compteClientMouvements.clientId })
    .from(compteClientMouvements)
    .where(and(eq(compteClientMouvements.venteId, venteId), eq(compteClientMouvements.kind, kind)))
    .limit(1);
  return row?.clientId ?? null;
}

/**
 * A sale cancelled: what it sold on credit comes off the client's account, lowering the debt first
 * and the rest (already paid by instalments) going to the credit balance (row 'annulation').
 */
export async function settleCreditOnCancel(tx: Tx, sale: CancelledSale, userId: number): Promise<void> {
  const montant = soldOnCredit(await paymentsOfSale(tx, sale.id));
  await postCancellation(tx, sale, userId, 'vente_a_credit', {
    settleDebtFirst: montant,
    methode: 'credit_client',
  });
}

/** A sale cancelled: the credit balance its 'Avoir client' payments spent comes back (row 'annulation'). */
export async function giveBackClientCredit(tx: Tx, sale: CancelledSale, userId: number): Promise<void> {
  const montant = creditSpent(await paymentsOfSale(tx, sale.id));
  await postCancellation(tx, sale, userId, 'paiement_avoir', {
    montantAvoir: montant,
    methode: 'avoir_client',
  });
}

type CancelledSale = { id: number; clientId: number | null; magasinId: number };

/**
 * The row 'annulation' of a cancelled sale, on the account of the client its rows of `kind` went to
 * (the sale's client may have been changed since); nothing when the amount is 0 or there is no client.
 */
async function postCancellation(
  tx: Tx,
  sale: CancelledSale,
  userId: number,
  kind: 'paiement_avoir' | 'vente_a_credit',
  amount:
    | { settleDebtFirst: number; methode: 'credit_client' }
    | { montantAvoir: number; methode: 'avoir_client' },
): Promise<void> {
  if (('settleDebtFirst' in amount ? amount.settleDebtFirst : amount.montantAvoir) === 0) return;
  const clientId = (await accountClientOf(tx, sale.id, kind)) ?? sale.clientId;
  if (clientId === null) return;
  await postToAccount(tx, {
    clientId,
    kind: 'annulation',
    ...amount,
    magasinId: sale.magasinId,
    userId,
    venteId: sale.id,
  });
}

/** The change given back by a sale, all its cash payments together. */
export const changeGiven = (payments: Payment[]) =>
  payments.reduce((sum, payment) => sum + payment.monnaie_rendue, 0);

const METHOD_ORDER = new Map<string, number>(STORED_PAYMENT_METHODS.map((methode, n) => [methode, n]));

/** Distinct methods in their fixed order (PAYMENT_METHODS, then the later ones). */
export function methodsInOrder(methods: Iterable<string>): StoredPaymentMethod[] {
  return [...new Set(methods)]
    .filter((methode): methode is StoredPaymentMethod => METHOD_ORDER.has(methode))
    .sort((a, b) => (METHOD_ORDER.get(a) ?? 0) - (METHOD_ORDER.get(b) ?? 0));
}

/** A sale's payments in the order they were given. */
export async function paymentsOfSale(db: DbOrTx, venteId: number): Promise<Payment[]> {
  const rows = await db
    .select()
    .from(paiements)
    .where(eq(paiements.venteId, venteId))
    .orderBy(asc(paiements.id));
  return rows.map((row) => paymentAnswer({ ...row, methode: row.methode as StoredPaymentMethod }));
}

/** Each sale's distinct methods, for a page of sales. */
export async function methodsBySale(db: DbOrTx, saleIds: number[]) {
  const bySale = new Map<number, StoredPaymentMethod[]>();
  if (saleIds.length === 0) return bySale;
  const rows = await db
    .selectDistinct({ venteId: paiements.venteId, methode: paiements.methode })
    .from(paiements)
    .where(inArray(paiements.venteId, saleIds));
  const grouped = new Map<number, string[]>();
  for (const row of rows) grouped.set(row.venteId, [...(grouped.get(row.venteId) ?? []), row.methode]);
  for (const [venteId, methods] of grouped) bySale.set(venteId, methodsInOrder(methods));
  return bySale;
}

/** Takings by method from summed rows, in the fixed order, methods with takings only. */
export function takingsInOrder(rows: { methode: string; montant: number }[]) {
  const byMethod = new Map(rows.map((row) => [row.methode, row.montant]));
  return methodsInOrder(byMethod.keys())
    .map((methode) => ({ methode, montant: byMethod.get(methode) ?? 0 }))
    .filter((row) => row.montant !== 0);
}
