import {
  formatMoney,
  LAYAWAY_DEFAULT_TERM_DAYS,
  LAYAWAY_MESSAGES,
  type LayawayCreateInput,
  type PaymentInput,
  type SaleCreateInput,
} from '@pelote/shared';
import { checkPayments, type PaymentDraft, type PaymentErrors, paymentAmounts } from './sale-payment-rules';

/**
 * The money a layaway ('mise de côté') takes before pickup, as typed in the sale's payment block: the
 * deposit ('acompte') when it is set aside, an instalment ('versement') later. Unlike a sale's
 * payments, they need not add up to the total: they add up to whatever is typed, at most `ceiling`
 * (the total set aside, or what is left to pay). Never on credit ('À crédit'): the deposit is money
 * the shop holds for the customer.
 */

export const LAYAWAY_DEPOSIT_MESSAGES = {
  noCredit: LAYAWAY_MESSAGES.creditRefused,
  clientRequired: LAYAWAY_MESSAGES.clientRequired,
  dueDateInvalid: LAYAWAY_MESSAGES.dueDateInvalid,
  dueDatePast: LAYAWAY_MESSAGES.dueDatePast,
  aboveCeiling: (ceiling: number) => `Le montant dépasse ce qui reste à payer (${formatMoney(ceiling)})`,
} as const;

const M = LAYAWAY_DEPOSIT_MESSAGES;

/** What the drafts add up to, in hundredths (an unreadable amount counts 0; the first takes the rest). */
export function depositOf(drafts: readonly PaymentDraft[], ceiling: number): number {
  return paymentAmounts(drafts, ceiling).reduce<number>((sum, amount) => sum + (amount ?? 0), 0);
}

/** What is still to pay once the drafts are paid (never below 0). */
export const leftAfter = (drafts: readonly PaymentDraft[], ceiling: number) =>
  Math.max(0, ceiling - depositOf(drafts, ceiling));

/**
 * Each draft's errors, the sum's (above `ceiling`), and the payments to send when there are none.
 * `credit`: the client's credit balance ('Avoir client'), which may pay part of it.
 */
export function checkDeposit(
  drafts: readonly PaymentDraft[],
  ceiling: number,
  credit: number | null,
): { errors: Record<number, PaymentErrors>; sum?: string; payload: PaymentInput[] | null } {
  const deposit = depositOf(drafts, ceiling);
  const checked = checkPayments(drafts, deposit, credit, null);
  const errors = { ...checked.errors };
  for (const draft of drafts)
    if (draft.methode === 'credit_client') errors[draft.key] = { ...errors[draft.key], montant: M.noCredit };
  const sum = deposit > ceiling ? M.aboveCeiling(ceiling) : undefined;
  const valid = Object.keys(errors).length === 0 && !sum && checked.payload !== null;
  return { errors, sum, payload: valid ? checked.payload : null };
}

/** 'yyyy-mm-dd' plus `days` days (calendar days, no time zone involved). */
export function addDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const date = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (day ?? 1) + days));
  return date.toISOString().slice(0, 10);
}

/** The form's layaway fields at their start: due after the term direction set (30 days), no note. */
export const layawayDraft = (today: string, termDays: number = LAYAWAY_DEFAULT_TERM_DAYS) => ({
  echeance: addDays(today, termDays),
  note: '',
});

/** The layaway's own errors in the sale form: a registered client, a due date after today. */
export function checkLayawayDraft(
  draft: { echeance: string; note: string } | undefined,
  today: string,
  isClient: boolean,
): { client?: string; echeance?: string } {
  const echeance = draft?.echeance ?? '';
  return {
    client: isClient ? undefined : M.clientRequired,
    echeance: !/^\d{4}-\d{2}-\d{2}$/.test(echeance)
      ? M.dueDateInvalid
      : echeance <= today
        ? M.dueDatePast
        : undefined,
  };
}

/**
 * The layaway's request from the sale the form checked: its client, shop, lines (article, quantity,
 * lot), the deposit, the due date and the note. No discount: the price is the pickup day's.
 */
export function layawayBody(
  sale: SaleCreateInput,
  draft: { echeance: string; note: string },
): LayawayCreateInput {
  return {
    client: sale.client ?? 0,
    magasin: sale.magasin,
    lignes: sale.articles.map(({ article, quantite, bain }) => ({
      article,
      quantite,
      ...(bain ? { bain } : {}),
    })),
    paiements: sale.paiements ?? [],
    echeance: draft.echeance,
    note: draft.note.trim() || null,
  };
}
