import * as z from 'zod';
import {
  isMobileMoney,
  PAYMENT_AMOUNT_MAX,
  PAYMENT_MESSAGES,
  PAYMENT_REFERENCE_MAX,
  PAYMENTS_MAX,
  SALE_PAYMENT_METHODS,
  STORED_PAYMENT_METHODS,
} from './payment-methods.ts';
import { text } from './text.ts';

/**
 * How a sale is paid: one or more payments whose amounts add up to its total exactly. Cash keeps
 * what the customer handed over and the change given back (computed by the server); mobile money
 * keeps the operator's transaction reference, unique per operator across every shop. Amounts in
 * hundredths. A sale recorded before payments existed has none ('Non renseigné').
 */

const amount = (message: string, min: number) =>
  z.number({ error: message }).int(message).min(min, message).max(PAYMENT_AMOUNT_MAX, message);

/**
 * One payment as a sale's request gives it. Cash: `montant_recu` (what was handed over) at least
 * `montant`; the change is the server's. Mobile money: `reference` (trimmed; blank counts as none).
 * Avoir client: neither.
 */
export const paymentInputSchema = z
  .object({
    methode: z.enum(SALE_PAYMENT_METHODS, { error: PAYMENT_MESSAGES.methodInvalid }),
    montant: amount(PAYMENT_MESSAGES.amountInvalid, 1),
    montant_recu: amount(PAYMENT_MESSAGES.receivedInvalid, 0).nullish(),
    reference: text({ max: PAYMENT_REFERENCE_MAX })
      .nullish()
      .transform((value) => value || null),
    /** Credit only: the due date, 'yyyy-mm-dd' (default: the sale's date + 30 days). */
    echeance: z.iso
      .date(PAYMENT_MESSAGES.dueDateInvalid)
      .nullish()
      .transform((value) => value || null),
  })
  .superRefine((payment, ctx) => {
    if (payment.echeance !== null && payment.methode !== 'credit_client')
      ctx.addIssue({ code: 'custom', message: PAYMENT_MESSAGES.dueDateCreditOnly, path: ['echeance'] });
    if (payment.methode === 'especes') {
      if (payment.montant_recu == null || payment.montant_recu < payment.montant)
        ctx.addIssue({ code: 'custom', message: PAYMENT_MESSAGES.cashTooLow, path: ['montant_recu'] });
      if (payment.reference !== null)
        ctx.addIssue({ code: 'custom', message: PAYMENT_MESSAGES.referenceMobileOnly, path: ['reference'] });
      return;
    }
    if (isMobileMoney(payment.methode) && payment.reference === null)
      ctx.addIssue({ code: 'custom', message: PAYMENT_MESSAGES.referenceRequired, path: ['reference'] });
    if (!isMobileMoney(payment.methode) && payment.reference !== null)
      ctx.addIssue({ code: 'custom', message: PAYMENT_MESSAGES.referenceMobileOnly, path: ['reference'] });
    if (payment.montant_recu != null)
      ctx.addIssue({ code: 'custom', message: PAYMENT_MESSAGES.receivedCashOnly, path: ['montant_recu'] });
  });
export type PaymentInput = z.input<typeof paymentInputSchema>;

/** A sale's payments in its request: a reference appears once per operator. */
export const paymentsInputSchema = z
  .array(paymentInputSchema, { error: PAYMENT_MESSAGES.methodInvalid })
  .max(PAYMENTS_MAX, PAYMENT_MESSAGES.tooMany)
  .superRefine((payments, ctx) => {
    const seen = new Set<string>();
    for (const payment of payments) {
      if (payment.reference === null) continue;
      const key = `${payment.methode}:${payment.reference}`;
      if (seen.has(key)) ctx.addIssue({ code: 'custom', message: PAYMENT_MESSAGES.referenceTwice });
      seen.add(key);
    }
  });

/** One payment as the API answers it. */
export const paymentSchema = z.object({
  id: z.number().int().positive(),
  methode: z.enum(STORED_PAYMENT_METHODS),
  /** Hundredths: the part of the total this payment pays. */
  montant: z.number().int().positive(),
  /** Cash only: what the customer handed over (montant + monnaie_rendue); null otherwise. */
  montant_recu: z.number().int().nonnegative().nullable(),
  /** Cash only: the change given back; 0 otherwise. */
  monnaie_rendue: z.number().int().nonnegative(),
  /** Mobile money only: the operator's transaction id; null otherwise. */
  reference: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;
