import {
  CLIENT_ACCOUNT_MESSAGES,
  isMobileMoney,
  MONEY_MESSAGES,
  PAYMENT_MESSAGES,
  type PaymentInput,
  parseMoney,
  type SalePaymentMethod,
} from '@pelote/shared';

/**
 * How the new sale is paid, as typed: one or more payments whose amounts must add up to the total.
 * Amounts are typed in FCFA ('1 500', '1500,50') and sent in hundredths. The first payment starts
 * as 'the rest' (its amount follows the total minus the other payments) until its amount is typed.
 * 'Avoir client' spends a registered client's credit balance, never more than it holds; 'À crédit'
 * puts the amount on the client's account, within what their credit limit leaves.
 */

export type PaymentDraft = {
  key: number;
  methode: SalePaymentMethod;
  /** The amount as typed; ignored while `auto`. */
  montant: string;
  /** Takes whatever the other payments leave of the total. */
  auto: boolean;
  /** Cash: what the customer hands over, as typed ('' = the exact amount). */
  recu: string;
  /** Mobile money: the operator's transaction reference. */
  reference: string;
};

export type PaymentErrors = { montant?: string; recu?: string; reference?: string };

export const PAYMENT_RULE_MESSAGES = {
  amountAboveZero: 'Le montant doit être supérieur à 0',
  noCreditLimit: 'Ce client n’a pas de plafond de crédit',
} as const;

/** The default: one cash payment of the whole total. */
export const cashPayment = (key: number): PaymentDraft => ({
  key,
  methode: 'especes',
  montant: '',
  auto: true,
  recu: '',
  reference: '',
});

/** A typed amount in hundredths; '' is 0, anything unreadable null. */
function typed(text: string): number | null {
  return text.trim() === '' ? 0 : parseMoney(text);
}

/** Each payment's amount in hundredths (null when unreadable), the auto one taking the rest. */
export function paymentAmounts(drafts: readonly PaymentDraft[], total: number): (number | null)[] {
  const explicit = drafts.map((draft) => (draft.auto ? 0 : typed(draft.montant)));
  const others = explicit.reduce<number>((sum, amount) => sum + (amount ?? 0), 0);
  return drafts.map((draft, index) => (draft.auto ? Math.max(0, total - others) : (explicit[index] ?? null)));
}

/** What is left to pay (negative when the payments exceed the total). */
export function remainingToPay(drafts: readonly PaymentDraft[], total: number): number {
  return total - paymentAmounts(drafts, total).reduce<number>((sum, amount) => sum + (amount ?? 0), 0);
}

/** The change on a cash payment: received − amount, 0 while nothing (or too little) is typed. */
export function changeDue(draft: PaymentDraft, amount: number | null): number {
  const received = draft.recu.trim() === '' ? null : parseMoney(draft.recu);
  if (amount === null || received === null) return 0;
  return Math.max(0, received - amount);
}

/**
 * The errors of each payment, the sum's error, and the payments to send when there are none.
 * `credit`: the client's credit balance in hundredths, null for a sale without a registered client.
 */
export function checkPayments(
  drafts: readonly PaymentDraft[],
  total: number,
  credit: number | null = null,
  /** What the client may still buy on credit in hundredths; null: a vente libre or no limit. */
  debtRoom: number | null = null,
): { errors: Record<number, PaymentErrors>; sum?: string; payload: PaymentInput[] | null } {
  const errors: Record<number, PaymentErrors> = {};
  const amounts = paymentAmounts(drafts, total);
  const payload: PaymentInput[] = [];
  const references = new Set<string>();
  let creditLeft = credit ?? 0;
  let roomLeft = debtRoom ?? 0;
  drafts.forEach((draft, index) => {
    const found: PaymentErrors = {};
    const amount = amounts[index] ?? null;
    if (amount === null) found.montant = MONEY_MESSAGES.invalid;
    else if (amount <= 0) found.montant = PAYMENT_RULE_MESSAGES.amountAboveZero;
    if (draft.methode === 'avoir_client') {
      if (credit === null) found.montant = CLIENT_ACCOUNT_MESSAGES.creditNeedsClient;
      else if (amount !== null && amount > creditLeft)
        found.montant = CLIENT_ACCOUNT_MESSAGES.insufficientCredit(creditLeft);
      if (amount !== null) {
        creditLeft -= amount;
        payload.push({ methode: 'avoir_client', montant: amount });
      }
    } else if (draft.methode === 'credit_client') {
      if (credit === null) found.montant = CLIENT_ACCOUNT_MESSAGES.debtNeedsClient;
      else if (debtRoom === null) found.montant = PAYMENT_RULE_MESSAGES.noCreditLimit;
      else if (amount !== null && amount > roomLeft)
        found.montant = CLIENT_ACCOUNT_MESSAGES.aboveLimit(roomLeft);
      if (amount !== null) {
        roomLeft -= amount;
        payload.push({ methode: 'credit_client', montant: amount });
      }
    } else if (draft.methode === 'especes') {
      const received = draft.recu.trim() === '' ? amount : parseMoney(draft.recu);
      if (received === null) found.recu = MONEY_MESSAGES.invalid;
      else if (amount !== null && received < amount) found.recu = PAYMENT_MESSAGES.cashTooLow;
      if (amount !== null && received !== null)
        payload.push({ methode: draft.methode, montant: amount, montant_recu: received });
    } else {
      const reference = draft.reference.trim();
      const seen = `${draft.methode}:${reference}`;
      if (isMobileMoney(draft.methode) && reference === '')
        found.reference = PAYMENT_MESSAGES.referenceRequired;
      else if (references.has(seen)) found.reference = PAYMENT_MESSAGES.referenceTwice;
      references.add(seen);
      if (amount !== null) payload.push({ methode: draft.methode, montant: amount, reference });
    }
    if (found.montant || found.recu || found.reference) errors[draft.key] = found;
  });
  const sum = remainingToPay(drafts, total) === 0 ? undefined : PAYMENT_MESSAGES.sumMismatch;
  const valid = Object.keys(errors).length === 0 && !sum;
  return { errors, sum, payload: valid ? payload : null };
}
