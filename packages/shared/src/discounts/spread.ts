import { DISCOUNT_MESSAGES, FRANC } from '../schemas/discount-motifs.ts';
import type { LineDiscount } from '../schemas/discounts.ts';

/**
 * A sale's nets from its lines' amounts and discounts, computed the same way by the server (which
 * records them) and by the sale form and the phone offline (which show them). Amounts in hundredths.
 *
 * - A line's discount: a percentage of the line rounded to the nearest franc (half up), or an amount.
 * - The ticket's discount is spread over the lines in proportion to what each costs after its own
 *   discount, in whole francs, by the largest remainder: each line first takes the whole francs of
 *   its exact share, then the francs left go one each to the lines whose shares lost most; a tie
 *   goes to the larger line, then to the earlier one. The shares add up to the ticket's discount
 *   exactly, so the nets add up to the total exactly.
 */

/** `amount` (hundredths, whole francs) spread over `weights` by the largest remainder, in whole francs. */
export function spreadFrancs(amount: number, weights: readonly number[]): number[] {
  const units = BigInt(Math.round(amount / FRANC));
  const big = weights.map((weight) => BigInt(Math.max(weight, 0)));
  const total = big.reduce((sum, weight) => sum + weight, 0n);
  if (units === 0n || total === 0n) return weights.map(() => 0);
  const shares = big.map((weight) => (units * weight) / total);
  const remainders = big.map((weight) => (units * weight) % total);
  let left = units - shares.reduce((sum, share) => sum + share, 0n);
  const order = weights
    .map((_, index) => index)
    .sort((a, b) => {
      const byRemainder = Number((remainders[b] ?? 0n) - (remainders[a] ?? 0n));
      return Math.sign(byRemainder) || (weights[b] ?? 0) - (weights[a] ?? 0) || a - b;
    });
  for (const index of order) {
    if (left === 0n) break;
    // Never more than the line is worth (a line of a few centimes keeps its whole-franc share).
    if (((shares[index] ?? 0n) + 1n) * BigInt(FRANC) > (big[index] ?? 0n)) continue;
    shares[index] = (shares[index] ?? 0n) + 1n;
    left -= 1n;
  }
  return shares.map((share) => Number(share) * FRANC);
}

/** A line's discount in hundredths: a percentage rounded to the nearest franc, or the amount given. */
export function lineDiscountAmount(
  gross: number,
  discount: Pick<LineDiscount, 'type' | 'valeur'> | null | undefined,
) {
  if (!discount) return 0;
  if (discount.type === 'montant') return discount.valeur;
  return Math.round((gross * discount.valeur) / 100 / FRANC) * FRANC;
}

export type PricedLine = { gross: number; discount?: Pick<LineDiscount, 'type' | 'valeur'> | null };
export type SpreadLine = { gross: number; remiseLigne: number; remiseTicketPart: number; net: number };
export type SpreadSale = {
  lines: SpreadLine[];
  /** Σ of the lines' amounts before any discount. */
  gross: number;
  /** Σ of the line discounts and the ticket's discount. */
  discount: number;
  total: number;
};
/** The first line whose discount is above its amount (index), or the ticket's (index null). */
export type SpreadError = { message: string; index: number | null };

/** The nets of a sale, or what is wrong with its discounts. */
export function spreadDiscounts(
  lines: readonly PricedLine[],
  ticket: number | null | undefined,
): { ok: true; sale: SpreadSale } | { ok: false; error: SpreadError } {
  const lineDiscounts = lines.map((line) => lineDiscountAmount(line.gross, line.discount));
  const over = lines.findIndex((line, index) => (lineDiscounts[index] ?? 0) > line.gross);
  if (over >= 0) return { ok: false, error: { message: DISCOUNT_MESSAGES.overLine, index: over } };
  const afterLines = lines.map((line, index) => line.gross - (lineDiscounts[index] ?? 0));
  const ticketAmount = ticket ?? 0;
  if (ticketAmount > afterLines.reduce((sum, amount) => sum + amount, 0))
    return { ok: false, error: { message: DISCOUNT_MESSAGES.overTicket, index: null } };
  const parts = spreadFrancs(ticketAmount, afterLines);
  const spread = lines.map((line, index) => {
    const remiseLigne = lineDiscounts[index] ?? 0;
    const remiseTicketPart = parts[index] ?? 0;
    return {
      gross: line.gross,
      remiseLigne,
      remiseTicketPart,
      net: line.gross - remiseLigne - remiseTicketPart,
    };
  });
  const gross = spread.reduce((sum, line) => sum + line.gross, 0);
  const total = spread.reduce((sum, line) => sum + line.net, 0);
  return { ok: true, sale: { lines: spread, gross, discount: gross - total, total } };
}

/**
 * Whether a discount stays within a cap given in basis points (1 000 = 10 %) of the ticket's
 * amount before discounts; null: no cap (direction).
 */
export function withinCap(discount: number, gross: number, capBasisPoints: number | null): boolean {
  if (capBasisPoints === null || discount <= 0) return true;
  return discount * 10_000 <= capBasisPoints * gross;
}

/** A cap in basis points as the refusal names it: '10', '12,5'. */
export function capPercentText(capBasisPoints: number): string {
  return (capBasisPoints / 100).toLocaleString('fr-FR', { maximumFractionDigits: 2 });
}
