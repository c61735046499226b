import { FRANC } from '../schemas/discount-motifs.ts';

/**
 * What `quantite` units of a sold line refund when `before` of them were already returned: their
 * price, or for a discounted line their share of its net in whole francs, counted from the line's
 * first unit, so that a line's returns add up to its net exactly and never to more.
 */
export function lineRefund(
  sold: { quantite: number; prix_unitaire: number; prix_total: number; discounted: boolean },
  before: number,
  quantite: number,
): number {
  if (!sold.discounted) return sold.prix_unitaire * quantite;
  const share = (units: number) =>
    units >= sold.quantite
      ? sold.prix_total
      : Math.min(sold.prix_total, Math.round((sold.prix_total * units) / sold.quantite / FRANC) * FRANC);
  return share(before + quantite) - share(before);
}
