import {
  isMobileMoney,
  RETURN_MESSAGES,
  type RefundMethod,
  type ReturnCreateInput,
  type ReturnState,
  returnCreateSchema,
  type SaleDetail,
} from '@pelote/shared';

/**
 * The return form as typed: per sale line, how many units come back (0 = none), their state and
 * the reason; then how the credit note is refunded. Checked here with the same messages as the
 * server (returnCreateSchema), plus what only the sale knows: never more than still returnable.
 */

export type ReturnLineDraft = { ligne: number; quantite: string; etat: ReturnState; motif: string };
export type RefundDraft = { methode: RefundMethod; reference: string };
export type ReturnFormErrors = {
  lines: Record<number, { quantite?: string; motif?: string }>;
  form?: string;
  reference?: string;
};

export const RETURN_RULE_MESSAGES = {
  quantityInvalid: 'La quantité doit être un nombre entier',
} as const;

/** Units of a line that may still come back. */
export const returnable = (line: SaleDetail['items'][number]) => line.quantite - line.quantite_retournee;

/** One draft per line still returnable, nothing asked yet. */
export const initialDrafts = (sale: SaleDetail): ReturnLineDraft[] =>
  sale.items
    .filter((line) => returnable(line) > 0)
    .map((line) => ({ ligne: line.id, quantite: '0', etat: 'revendable', motif: '' }));

const quantityOf = (draft: ReturnLineDraft) => {
  const text = draft.quantite.trim();
  return /^\d+$/.test(text) ? Number(text) : null;
};

/** What the credit note will be worth: the units asked at the price sold. */
export function refundTotal(sale: SaleDetail, drafts: readonly ReturnLineDraft[]): number {
  return drafts.reduce((sum, draft) => {
    const line = sale.items.find((item) => item.id === draft.ligne);
    return sum + (line ? line.prix_unitaire * (quantityOf(draft) ?? 0) : 0);
  }, 0);
}

/** The errors to show, and the payload to send when there are none. */
export function checkReturn(
  sale: SaleDetail,
  drafts: readonly ReturnLineDraft[],
  refund: RefundDraft,
): { errors: ReturnFormErrors; payload: ReturnCreateInput | null } {
  const errors: ReturnFormErrors = { lines: {} };
  const lignes: ReturnCreateInput['lignes'] = [];
  for (const draft of drafts) {
    const line = sale.items.find((item) => item.id === draft.ligne);
    const quantite = quantityOf(draft);
    if (!line) continue;
    if (quantite === null) {
      errors.lines[draft.ligne] = { quantite: RETURN_RULE_MESSAGES.quantityInvalid };
      continue;
    }
    if (quantite === 0) continue;
    const found: { quantite?: string; motif?: string } = {};
    if (quantite > returnable(line)) found.quantite = RETURN_MESSAGES.overReturn(returnable(line));
    if (draft.motif.trim() === '') found.motif = RETURN_MESSAGES.motifRequired;
    if (found.quantite || found.motif) errors.lines[draft.ligne] = found;
    lignes.push({ ligne: draft.ligne, quantite, etat: draft.etat, motif: draft.motif });
  }
  if (lignes.length === 0 && Object.keys(errors.lines).length === 0) errors.form = RETURN_MESSAGES.noLines;
  if (refund.methode === 'avoir_client' && sale.client === null)
    errors.form = RETURN_MESSAGES.freeSaleNoCredit;
  const reference = refund.reference.trim();
  if (isMobileMoney(refund.methode) && reference === '') errors.reference = RETURN_MESSAGES.referenceRequired;
  const payload: ReturnCreateInput = {
    lignes,
    remboursement: isMobileMoney(refund.methode)
      ? { methode: refund.methode, reference }
      : { methode: refund.methode },
  };
  const hasErrors = Object.keys(errors.lines).length > 0 || Boolean(errors.form) || Boolean(errors.reference);
  if (hasErrors) return { errors, payload: null };
  // The server's own schema, for anything else (lengths, characters).
  const parsed = returnCreateSchema.safeParse(payload);
  if (!parsed.success) return { errors: { lines: {}, form: parsed.error.issues[0]?.message }, payload: null };
  return { errors, payload };
}
