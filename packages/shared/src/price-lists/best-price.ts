import type { PriceListRules } from '../schemas/price-list-answers.ts';

/**
 * The one rule that prices an article in a sale, on the server and on a phone without network
 * (docs/decisions/019-price-lists.md):
 * - the candidates are the catalogue price, the client's own list (when it applies) and every
 *   `pour_tous` list that applies; a list applies when it is active, in date at the sale's moment
 *   (`du` ≤ moment < `au`: a promotion ending at 18:00 gives its price at 17:59 and not at 18:00),
 *   and for the sale's shop (no shop named: every shop);
 * - in one list, an article's own line gives its price (the break with the largest quantity not
 *   above the units sold, else the line's price); without one, the percentage of the article's
 *   type; without that either, the list does not price the article;
 * - the LOWEST candidate wins, never above the catalogue price; lists never stack (no percentage
 *   on top of another list's price). On a tie the catalogue wins, then the client's list, then the
 *   promotions in the order given.
 * A percentage gives a price ROUNDED TO THE NEAREST WHOLE FRANC (a multiple of 100 hundredths),
 * a half franc rounded up: 15 % off 1 990 FCFA is 1 691,50 → 1 692 FCFA.
 */

/** What pricing needs of an article: its id, its catalogue type and its catalogue price (hundredths). */
export type PricedArticle = { id: number; type: string; prix: number };

/** Where a price comes from: the catalogue, the client's list ('tarif') or a list for everyone ('promotion'). */
export type PriceSource = { kind: 'catalogue' } | { kind: 'tarif' | 'promotion'; id: number; nom: string };

export type BestPrice = { prix: number; source: PriceSource };

/** A list as pricing reads it (a detail or an applicable list fits). */
export type PricingList = Pick<
  PriceListRules,
  'id' | 'nom' | 'active' | 'pour_tous' | 'magasins' | 'du' | 'au' | 'articles' | 'types'
>;

export type BestPriceInput = {
  article: PricedArticle;
  /** Every unit of that article in the sale (all its lines and lots together). */
  quantity: number;
  /** The sale's moment (the device's time for a sale made offline). */
  at: Date;
  shopId: number;
  /** The client's own list (`tarif`); null for an anonymous sale or a client without one. */
  clientPriceListId: number | null;
  lists: readonly PricingList[];
};

const BASIS_POINTS = 10_000n;
const HUNDREDTHS_PER_FRANC_BP = 1_000_000n;

/**
 * The catalogue price less `pourcentage` %, rounded to the nearest whole franc (half up), in
 * hundredths: integer arithmetic, so no float error creeps in.
 */
export function percentOff(prix: number, pourcentage: number): number {
  const kept = BASIS_POINTS - BigInt(Math.round(pourcentage * 100));
  const francs = (BigInt(prix) * kept + HUNDREDTHS_PER_FRANC_BP / 2n) / HUNDREDTHS_PER_FRANC_BP;
  return Number(francs * 100n);
}

/** Whether the list gives its prices in that shop at that moment. */
export function listApplies(list: PricingList, at: Date, shopId: number): boolean {
  if (!list.active) return false;
  const time = at.getTime();
  if (list.du !== null && time < new Date(list.du).getTime()) return false;
  if (list.au !== null && time >= new Date(list.au).getTime()) return false;
  return list.magasins.length === 0 || list.magasins.includes(shopId);
}

/** The list's unit price for `quantity` units of the article, or null when it does not price it. */
export function listUnitPrice(list: PricingList, article: PricedArticle, quantity: number): number | null {
  const line = list.articles.find((item) => item.article === article.id);
  if (line) {
    let prix = line.prix;
    let reached = 0;
    for (const item of line.paliers) {
      if (item.quantite <= quantity && item.quantite > reached) {
        prix = item.prix;
        reached = item.quantite;
      }
    }
    return prix;
  }
  const typed = list.types.find((item) => item.type === article.type);
  return typed ? percentOff(article.prix, typed.pourcentage) : null;
}

/** The lowest applicable unit price of the article in that sale, and where it comes from. */
export function bestUnitPrice({
  article,
  quantity,
  at,
  shopId,
  clientPriceListId,
  lists,
}: BestPriceInput): BestPrice {
  let best: BestPrice = { prix: article.prix, source: { kind: 'catalogue' } };
  const own = lists.filter((list) => list.id === clientPriceListId);
  const others = lists.filter((list) => list.id !== clientPriceListId && list.pour_tous);
  for (const list of [...own, ...others]) {
    if (!listApplies(list, at, shopId)) continue;
    const prix = listUnitPrice(list, article, quantity);
    if (prix !== null && prix < best.prix) {
      best = { prix, source: { kind: list.pour_tous ? 'promotion' : 'tarif', id: list.id, nom: list.nom } };
    }
  }
  return best;
}
