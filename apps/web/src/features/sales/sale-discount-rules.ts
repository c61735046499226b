import {
  DISCOUNT_MESSAGES,
  type DiscountKind,
  type DiscountMotif,
  type LineDiscount,
  lineDiscountAmount,
  lineDiscountSchema,
  parseMoney,
  type SpreadError,
  type SpreadLine,
  type StoreProduct,
  spreadDiscounts,
  type TicketDiscount,
  ticketDiscountSchema,
  withinCap,
} from '@pelote/shared';
import { parsePercent, percentText } from '@/lib/percent-input';
import { lineTotal, type SaleLineDraft, type SalePrices } from './sale-form-rules';

/**
 * The new sale's discounts as typed: a line's discount (percent or FCFA, with its motif), the
 * ticket's ('Remise globale', an amount in FCFA), and what they make of the sale's figures,
 * computed by the shared `spreadDiscounts`, the server's own computation. Amounts in hundredths.
 */

/** A discount as typed in its editor: the value is text ('10', '12,5', '1 500'). */
export type DiscountDraft = {
  type: DiscountKind;
  valeur: string;
  motif: DiscountMotif | '';
  motif_texte: string;
};
/** A discount's errors by field (`valeur` a line's value, `montant` the ticket's amount). */
export type DiscountErrors = { valeur?: string; montant?: string; motif?: string; motif_texte?: string };
const FIELDS = ['valeur', 'montant', 'motif', 'motif_texte'] as const;

/** The ticket's discount as typed ('' = none). */
export type TicketDraft = { montant: string; motif: DiscountMotif | ''; motif_texte: string };
export const emptyTicket = (): TicketDraft => ({ montant: '', motif: '', motif_texte: '' });

/** An applied discount back in its editor. */
export function discountDraft(discount: LineDiscount | null | undefined): DiscountDraft {
  if (!discount) return { type: 'pourcentage', valeur: '', motif: '', motif_texte: '' };
  const valeur =
    discount.type === 'pourcentage'
      ? percentText(discount.valeur)
      : String(Math.round(discount.valeur / 100));
  return { type: discount.type, valeur, motif: discount.motif, motif_texte: discount.motif_texte ?? '' };
}

const issuesOf = (issues: readonly { path: PropertyKey[]; message: string }[]) => {
  const errors: DiscountErrors = {};
  for (const issue of issues) {
    const field = FIELDS.find((name) => name === issue.path[0]);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
};

/** A line's discount as typed, checked by the shared schema and against the line's amount. */
export function readLineDiscount(
  draft: DiscountDraft,
  gross: number | null,
): { discount: LineDiscount; errors?: undefined } | { discount?: undefined; errors: DiscountErrors } {
  const valeur = draft.type === 'pourcentage' ? parsePercent(draft.valeur) : parseMoney(draft.valeur);
  const parsed = lineDiscountSchema.safeParse({
    type: draft.type,
    valeur: valeur ?? Number.NaN,
    motif: draft.motif || undefined,
    motif_texte: draft.motif_texte,
  });
  if (!parsed.success) {
    const errors = issuesOf(parsed.error.issues);
    // An unreadable amount says so as an amount, not as a percentage.
    if (draft.type === 'montant' && valeur === null) errors.valeur = DISCOUNT_MESSAGES.amountInvalid;
    return { errors };
  }
  if (gross !== null && lineDiscountAmount(gross, parsed.data) > gross)
    return { errors: { valeur: DISCOUNT_MESSAGES.overLine } };
  return { discount: parsed.data };
}

/** The discount the value typed makes on the line (motif or not), or null while unreadable or too high. */
export function previewDiscount(draft: DiscountDraft, gross: number | null): number | null {
  if (gross === null) return null;
  const valeur = draft.type === 'pourcentage' ? parsePercent(draft.valeur) : parseMoney(draft.valeur);
  const checked = lineDiscountSchema.safeParse({ type: draft.type, valeur, motif: 'negociation' });
  if (!checked.success) return null;
  const amount = lineDiscountAmount(gross, checked.data);
  return amount <= gross ? amount : null;
}

/** The ticket's amount as typed, for the live figures: 0 when empty or unreadable. */
export const ticketAmount = (ticket: TicketDraft): number =>
  ticket.montant.trim() === '' ? 0 : Math.max(0, parseMoney(ticket.montant) ?? 0);

/** The ticket's discount for the body (null: none), or its errors. */
export function readTicketDiscount(
  ticket: TicketDraft,
):
  | { discount: TicketDiscount | null; errors?: undefined }
  | { discount?: undefined; errors: DiscountErrors } {
  if (ticket.montant.trim() === '') return { discount: null };
  const montant = parseMoney(ticket.montant);
  const parsed = ticketDiscountSchema.safeParse({
    montant: montant ?? Number.NaN,
    motif: ticket.motif || undefined,
    motif_texte: ticket.motif_texte,
  });
  return parsed.success ? { discount: parsed.data } : { errors: issuesOf(parsed.error.issues) };
}

export type SaleFigures = {
  /** Each line's price, discount, ticket share and net, in the form's order. */
  lines: SpreadLine[];
  gross: number;
  discount: number;
  /** What the sale costs: the payments add up to it. */
  total: number;
  /** A discount above its line or the ticket's above the ticket: the figures leave them out. */
  error: SpreadError | null;
};

/** The sale's figures as typed (an incomplete line counts 0), each article at the sale's unit price. */
export function saleFigures(
  lines: readonly SaleLineDraft[],
  products: readonly StoreProduct[],
  ticket: TicketDraft,
  prices?: SalePrices,
): SaleFigures {
  const priced = lines.map((line) => ({
    gross: lineTotal(line, products, prices) ?? 0,
    discount: line.remise,
  }));
  const spread = spreadDiscounts(priced, ticketAmount(ticket));
  if (spread.ok) return { ...spread.sale, error: null };
  const plain = spreadDiscounts(
    priced.map(({ gross }) => ({ gross })),
    null,
  );
  const sale = plain.ok ? plain.sale : { lines: [], gross: 0, discount: 0, total: 0 };
  return { ...sale, error: spread.error };
}

/** Whether the sale's discounts go over the seller's cap (percent of the ticket; null: none). */
export function overCap(figures: Pick<SaleFigures, 'discount' | 'gross'>, capPercent: number | null) {
  if (capPercent === null || capPercent === undefined) return false;
  return !withinCap(figures.discount, figures.gross, Math.round(capPercent * 100));
}
