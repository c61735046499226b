/**
 * The payment methods, their labels and messages: plain values, without a schema, so a screen
 * that only names a method does not build the payment schemas (payments.ts).
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

/**
 * Every method a stored payment may have: a sale's, and the deposit of a layaway ('Acompte') spent
 * on its pickup's sale (no money into the till that day: it came in with the deposit).
 */
export const STORED_PAYMENT_METHODS = [...SALE_PAYMENT_METHODS, 'acompte'] as const;
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
  acompte: 'Acompte',
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

/** The label of a method, or 'Non renseigné' for a sale without payments. */
export const paymentMethodLabel = (methode: string | null | undefined): string =>
  methode && methode in PAYMENT_METHOD_LABELS
    ? PAYMENT_METHOD_LABELS[methode as StoredPaymentMethod]
    : PAYMENT_MESSAGES.notRecorded;
