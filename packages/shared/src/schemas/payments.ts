import * as z from 'zod';
import { text } from './text.ts';

/**
 * How a sale is paid: one or more payments whose amounts add up to its total exactly. Cash keeps
 * what the customer handed over and the change given back (computed by the server); mobile money
 * keeps the operator's transaction reference, unique per operator across every shop. Amounts in
 * hundredths. A sale recorded before payments existed has none ('Non renseigné').
 */

/** The methods that bring money into a till, in the order the screens and lists show them. */
export const PAYMENT_METHODS = ['especes', 'orange_money', 'wave', 'mtn_momo', 'moov_money'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * The methods a sale accepts: money, the client's credit balance ('Avoir client', from credit
 * notes) and credit ('Crédit client', paid later by instalments, up to the client's limit) — both
 * for a registered client only and bringing no money into the till.
 */
export const SALE_PAYMENT_METHODS = [...PAYMENT_METHODS, 'avoir_client', 'credit_client'] as const;
export type SalePaymentMethod = (typeof SALE_PAYMENT_METHODS)[number];

/** Every method a stored payment may have. */
export const STORED_PAYMENT_METHODS = SALE_PAYMENT_METHODS;
export type StoredPaymentMethod = (typeof STORED_PAYMENT_METHODS)[number];

/** The mobile-money operators: each payment needs the operator's transaction reference. */
export const MOBILE_MONEY_METHODS = ['orange_money', 'wave', 'mtn_momo', 'moov_money'] as const;
export type MobileMoneyMethod = (typeof MOBILE_MONEY_METHODS)[number];

export const isMobileMoney = (methode: string): methode is MobileMoneyMethod =>
  (MOBILE_MONEY_METHODS as readonly string[]).includes(methode);

export const PAYMENT_METHOD_LABELS: Record<StoredPaymentMethod, string> = {
  especes: 'Espèces',
  orange_money: 'Orange Money',
  wave: 'Wave',
  mtn_momo: 'MTN MoMo',
  moov_money: 'Moov Money',
  avoir_client: 'Avoir client',
  credit_client: 'Crédit client',
};

/** The most payments one sale takes. */
export const PAYMENTS_MAX = 10;
/** The largest amount of one payment (1 000 milliards FCFA), so a sum of them stays exact. */
export const PAYMENT_AMOUNT_MAX = 100_000_000_000_000;
export const PAYMENT_REFERENCE_MAX = 100;

export const PAYMENT_MESSAGES = {
  /** Shown where a sale has no payment recorded (sales made before payments existed). */
  notRecorded: 'Non renseigné',
  methodInvalid: 'Mode de paiement invalide',
  amountInvalid: 'Le montant du paiement doit être un nombre entier de centimes supérieur à 0',
  receivedInvalid: 'Le montant reçu doit être un nombre entier de centimes',
  cashTooLow: 'Le montant reçu doit couvrir le montant en espèces',
  receivedCashOnly: 'Le montant reçu ne concerne que les espèces',
  referenceRequired: 'La référence de la transaction est obligatoire',
  referenceMobileOnly: 'La référence ne concerne que le mobile money',
  referenceTwice: 'Une même référence ne peut pas payer deux fois la vente',
  tooMany: `Une vente ne peut pas avoir plus de ${PAYMENTS_MAX} paiements`,
  sumMismatch: 'Le total des paiements ne correspond pas au montant de la vente',
  /** The answer to a mobile-money reference already used (409), with the invoice that used it. */
  referenceUsed: (numeroFacture: string) => `Référence déjà utilisée pour la facture ${numeroFacture}`,
  paymentsLabel: 'Paiements',
  receivedLabel: 'Montant reçu',
  changeLabel: 'Monnaie à rendre',
  referenceLabel: 'Référence',
  dueDateInvalid: "Date d'échéance invalide",
  dueDateCreditOnly: "L'échéance ne concerne que le crédit client",
} as const;

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

/** Takings by method over a period or scope (validated sales only), in PAYMENT order. */
export const takingsSchema = z.array(
  z.object({ methode: z.enum(STORED_PAYMENT_METHODS), montant: z.number().int() }),
);
export type Takings = z.infer<typeof takingsSchema>;

/** The label of a method, or 'Non renseigné' for a sale without payments. */
export const paymentMethodLabel = (methode: string | null | undefined): string =>
  methode && methode in PAYMENT_METHOD_LABELS
    ? PAYMENT_METHOD_LABELS[methode as StoredPaymentMethod]
    : PAYMENT_MESSAGES.notRecorded;
