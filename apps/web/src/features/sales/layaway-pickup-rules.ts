import type { LayawayLine, LayawayPickupInput, PaymentInput } from '@pelote/shared';

/**
 * A layaway's pickup ('Retirer'), as typed: how many units of each line the client takes (all that
 * is held by default, 0 to leave a line). The sale is at today's price; the deposit left pays first
 * ('Acompte'), the balance is paid as in a sale. The server prices it again (discounts, price lists).
 */

export const PICKUP_RULE_MESSAGES = {
  nothing: 'Choisissez au moins un article à retirer',
  quantity: (held: number) => `Entre 0 et ${held}`,
} as const;

const M = PICKUP_RULE_MESSAGES;

/** Each line's quantity as typed, by line id. */
export type PickupDrafts = Record<number, string>;

/** Everything held, to start. */
export const pickAll = (lines: readonly LayawayLine[]): PickupDrafts =>
  Object.fromEntries(
    lines
      .filter((line) => line.quantite_reservee > 0)
      .map((line) => [line.id, String(line.quantite_reservee)]),
  );

const typedQuantity = (text: string | undefined) =>
  text !== undefined && /^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN;

/**
 * An article's unit price today for `quantity` units taken of it in the pickup (its lines summed,
 * whatever their lots): the client's price list or a promotion where lower, as the server prices
 * the sale. Without one, the catalogue's price the layaway answered.
 */
export type PickupUnitPrice = (line: LayawayLine, quantity: number) => number;

const cataloguePrice: PickupUnitPrice = (line) => line.prix_unitaire;

/** The pickup's figures: its price today, what the deposit pays of it, the balance. */
export function pickupFigures(
  lines: readonly LayawayLine[],
  drafts: PickupDrafts,
  depositLeft: number,
  unitPrice: PickupUnitPrice = cataloguePrice,
) {
  const taken = lines
    .map((line) => ({ line, quantity: typedQuantity(drafts[line.id]) }))
    .filter(({ quantity }) => quantity > 0);
  const perArticle = new Map<number, number>();
  for (const { line, quantity } of taken)
    perArticle.set(line.article.id, (perArticle.get(line.article.id) ?? 0) + quantity);
  const total = taken.reduce(
    (sum, { line, quantity }) =>
      sum + quantity * unitPrice(line, perArticle.get(line.article.id) ?? quantity),
    0,
  );
  const deposit = Math.min(depositLeft, total);
  return { total, deposit, balance: total - deposit };
}

/** The lines' errors, or the request (the lines taken, the balance's payments). */
export function checkPickup(
  lines: readonly LayawayLine[],
  drafts: PickupDrafts,
  paiements: PaymentInput[] | null,
): { errors: Record<number, string>; nothing?: string; body: LayawayPickupInput | null } {
  const errors: Record<number, string> = {};
  const taken: { ligne: number; quantite: number }[] = [];
  for (const line of lines) {
    if (line.quantite_reservee === 0) continue;
    const quantity = typedQuantity(drafts[line.id]?.trim() || '0');
    if (!(quantity >= 0 && quantity <= line.quantite_reservee))
      errors[line.id] = M.quantity(line.quantite_reservee);
    else if (quantity > 0) taken.push({ ligne: line.id, quantite: quantity });
  }
  const nothing = Object.keys(errors).length === 0 && taken.length === 0 ? M.nothing : undefined;
  const valid = Object.keys(errors).length === 0 && !nothing && paiements !== null;
  return { errors, nothing, body: valid ? { lignes: taken, paiements } : null };
}
