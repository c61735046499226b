import {
  isMobileMoney,
  lineRefund,
  RETURN_MESSAGES,
  type RefundMethod,
  type ReturnCreateInput,
  type ReturnState,
  returnCreateSchema,
  type SaleDetail,
} from '@pelote/shared';
import * as z from 'zod';

/**
 * The return form as typed: per sale line, how many units come back (0 = none), their state and
 * the reason; then how the credit note is refunded. Checked by the server's own schema
 * (returnCreateSchema), refined with what only the sale knows: never more than still returnable,
 * no 'Avoir client' for a vente libre.
 */

export type ReturnLineValues = { ligne: number; quantite: string; etat: ReturnState; motif: string };
export type ReturnFormValues = {
  lignes: ReturnLineValues[];
  remboursement: { methode: RefundMethod; reference: string };
};

export const RETURN_RULE_MESSAGES = {
  quantityInvalid: 'La quantité doit être un nombre entier',
} as const;

/** Units of a line that may still come back. */
export const returnable = (line: SaleDetail['items'][number]) => line.quantite - line.quantite_retournee;

/** One line per sale line still returnable, nothing asked yet; refunded in cash. */
export const initialReturnValues = (sale: SaleDetail): ReturnFormValues => ({
  lignes: sale.items
    .filter((line) => returnable(line) > 0)
    .map((line) => ({ ligne: line.id, quantite: '0', etat: 'revendable', motif: '' })),
  remboursement: { methode: 'especes', reference: '' },
});

const quantityOf = (typed: string) => {
  const text = typed.trim();
  return /^\d+$/.test(text) ? Number(text) : null;
};

/**
 * What `typed` units of a sold line refund, as the server counts it (shared `lineRefund`): their
 * price, or for a discounted line their share of its net, after the units already returned.
 */
export function lineRefundOf(line: SaleDetail['items'][number], typed: string): number {
  const quantite = Math.min(quantityOf(typed) ?? 0, returnable(line));
  if (quantite <= 0) return 0;
  const discounted = (line.remise_ligne ?? 0) + (line.remise_ticket_part ?? 0) > 0;
  return lineRefund({ ...line, discounted }, line.quantite_retournee, quantite);
}

/** What the credit note will be worth: each line's refund for the units asked. */
export function refundTotal(sale: SaleDetail, lines: readonly ReturnLineValues[]): number {
  return lines.reduce((sum, typed) => {
    const line = sale.items.find((item) => item.id === typed.ligne);
    return sum + (line ? lineRefundOf(line, typed.quantite) : 0);
  }, 0);
}

/**
 * What only the sale knows, over the body: a line never beyond what is left of it, no 'Avoir client'
 * for a vente libre. Checked beside the route's schema (not as its refinement, which zod skips once
 * a field is refused: a line asked beyond what is left says so with its missing reason).
 */
function saleIssues(sale: SaleDetail, body: ReturnCreateInput): { message: string; path: PropertyKey[] }[] {
  const issues = body.lignes.flatMap((returned, index) => {
    const line = sale.items.find((item) => item.id === returned.ligne);
    return line && returned.quantite > returnable(line)
      ? [{ message: RETURN_MESSAGES.overReturn(returnable(line)), path: ['lignes', index, 'quantite'] }]
      : [];
  });
  if (body.remboursement.methode === 'avoir_client' && sale.client === null)
    issues.push({ message: RETURN_MESSAGES.freeSaleNoCredit, path: ['remboursement', 'methode'] });
  return issues;
}

/**
 * The form's resolver schema: the lines asked (quantity above 0) make the body of POST
 * /Mouvements/ventes/{id}/retours/, which the route's schema and the sale's rules check; each issue is moved back onto
 * the form's line it concerns. An unreadable quantity is an error of its own field. Its output is the
 * body as built.
 */
export function returnFormSchema(sale: SaleDetail) {
  return z.custom<ReturnFormValues>().transform((values, ctx): ReturnCreateInput => {
    const rows: number[] = [];
    const lignes: ReturnCreateInput['lignes'] = [];
    let unreadable = false;
    values.lignes.forEach((typed, index) => {
      const quantite = quantityOf(typed.quantite);
      if (quantite === null) {
        unreadable = true;
        ctx.addIssue({
          code: 'custom',
          message: RETURN_RULE_MESSAGES.quantityInvalid,
          path: ['lignes', index, 'quantite'],
        });
      } else if (quantite > 0) {
        rows.push(index);
        lignes.push({ ligne: typed.ligne, quantite, etat: typed.etat, motif: typed.motif });
      }
    });
    const { methode, reference } = values.remboursement;
    const body: ReturnCreateInput = {
      lignes,
      remboursement: isMobileMoney(methode) ? { methode, reference: reference.trim() } : { methode },
    };
    const issues = [...saleIssues(sale, body), ...(returnCreateSchema.safeParse(body).error?.issues ?? [])];
    for (const issue of issues) {
      const [first, row, ...rest] = issue.path;
      // 'Au moins une ligne' only when no quantity is unreadable: that one says what is wrong.
      if (first === 'lignes' && row === undefined && unreadable) continue;
      const path =
        first === 'lignes' && typeof row === 'number' ? ['lignes', rows[row] ?? row, ...rest] : issue.path;
      ctx.addIssue({ code: 'custom', message: issue.message, path });
    }
    return body;
  });
}
