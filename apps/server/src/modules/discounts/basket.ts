import {
  type CatalogueType,
  type LineDiscount,
  lineDiscountAmount,
  spreadDiscounts,
  spreadFrancs,
  type TicketDiscount,
} from '@pelote/shared';
import { badRequest } from '../../lib/errors.ts';

/**
 * A basket's prices: each line at its price (the catalogue's, or a price list's), its own discount,
 * its share of the ticket's discount, its net (shared discounts/spread.ts computes them). Used by
 * the sale, by an approval request and by the sale's split of a line across lots.
 */

/** An article as a basket prices it: catalogue price and cost (hundredths; cost null when unknown). */
export type BasketArticle = {
  id: number;
  nom: string;
  type: CatalogueType;
  prix: number;
  cout: number | null;
};

/** The unit price a line takes, and the price list that gave it (null: the catalogue's). */
export type LinePrice = { prix: number; tarif: { id: number; nom: string } | null };

/** A line as asked: several asked lines of one article and lot become one. */
export type BasketLine = { articleId: number; bain: string; quantite: number; remise?: LineDiscount | null };

export type PricedLine = {
  articleId: number;
  bain: string;
  quantite: number;
  prixCatalogue: number;
  prixUnitaire: number;
  tarif: LinePrice['tarif'];
  /** The line's discount as asked (merged lines: the sum, as an amount), null without one. */
  remise: LineDiscount | null;
  remiseLigne: number;
  remiseTicketPart: number;
  net: number;
};

export type PricedBasket = {
  lines: PricedLine[];
  /** Σ of the lines at their prices, before any discount. */
  gross: number;
  /** Σ of the catalogue prices: what the lines would cost without price list or discount. */
  catalogue: number;
  /** The line and ticket discounts: what a cap is measured on. */
  discount: number;
  total: number;
  ticket: TicketDiscount | null;
};

/** Lines of one article and lot asked twice become one, their discounts added up as an amount. */
function mergeLines(lines: BasketLine[], priceOf: (articleId: number) => LinePrice) {
  const merged = new Map<string, BasketLine & { discountAmount: number }>();
  for (const line of lines) {
    const key = `${line.articleId}\u0000${line.bain}`;
    const amount = lineDiscountAmount(priceOf(line.articleId).prix * line.quantite, line.remise);
    const seen = merged.get(key);
    if (!seen) {
      merged.set(key, { ...line, remise: line.remise ?? null, discountAmount: amount });
      continue;
    }
    const remise = seen.remise ?? line.remise ?? null;
    const discountAmount = seen.discountAmount + amount;
    merged.set(key, {
      ...seen,
      quantite: seen.quantite + line.quantite,
      discountAmount,
      remise: remise && discountAmount > 0 ? { ...remise, type: 'montant', valeur: discountAmount } : null,
    });
  }
  return [...merged.values()];
}

/**
 * Prices a basket: each line at `priceOf`'s price, then the discounts spread. A discount above
 * its line or a ticket discount above the ticket: 400, nothing written.
 */
export function priceBasket(
  lines: BasketLine[],
  articles: ReadonlyMap<number, BasketArticle>,
  priceOf: (articleId: number) => LinePrice,
  ticket: TicketDiscount | null,
): PricedBasket {
  const merged = mergeLines(lines, priceOf);
  const spread = spreadDiscounts(
    merged.map((line) => ({
      gross: priceOf(line.articleId).prix * line.quantite,
      discount: line.discountAmount > 0 ? { type: 'montant', valeur: line.discountAmount } : null,
    })),
    ticket?.montant ?? null,
  );
  if (!spread.ok) {
    const field = spread.error.index === null ? 'remise_ticket' : 'articles';
    throw badRequest(spread.error.message, { [field]: spread.error.message });
  }
  const priced = merged.map((line, index): PricedLine => {
    const price = priceOf(line.articleId);
    const amounts = spread.sale.lines[index];
    return {
      articleId: line.articleId,
      bain: line.bain,
      quantite: line.quantite,
      prixCatalogue: articles.get(line.articleId)?.prix ?? price.prix,
      prixUnitaire: price.prix,
      tarif: price.tarif,
      remise: line.discountAmount > 0 ? (line.remise ?? null) : null,
      remiseLigne: amounts?.remiseLigne ?? 0,
      remiseTicketPart: amounts?.remiseTicketPart ?? 0,
      net: amounts?.net ?? 0,
    };
  });
  return {
    lines: priced,
    gross: spread.sale.gross,
    catalogue: priced.reduce((sum, line) => sum + line.prixCatalogue * line.quantite, 0),
    discount: spread.sale.discount,
    total: spread.sale.total,
    ticket: ticket && ticket.montant > 0 ? ticket : null,
  };
}

/** Whether a discount takes an article's units under their cost (all its lines together). */
export function goesUnderCost(basket: PricedBasket, articles: ReadonlyMap<number, BasketArticle>): boolean {
  const byArticle = new Map<number, { net: number; quantite: number; discounted: boolean }>();
  for (const line of basket.lines) {
    const seen = byArticle.get(line.articleId) ?? { net: 0, quantite: 0, discounted: false };
    byArticle.set(line.articleId, {
      net: seen.net + line.net,
      quantite: seen.quantite + line.quantite,
      discounted: seen.discounted || line.remiseLigne + line.remiseTicketPart > 0,
    });
  }
  return [...byArticle].some(([articleId, sums]) => {
    const cost = articles.get(articleId)?.cout;
    return sums.discounted && cost != null && sums.net < cost * sums.quantite;
  });
}

/**
 * A line's discounts split over the rows it was sold as (its lots): the line's discount in
 * proportion to each row's amount, then the ticket's share in proportion to what each row costs
 * after it, both in whole francs. The rows' nets add up to the line's.
 */
export function splitOverRows(
  line: Pick<PricedLine, 'remiseLigne' | 'remiseTicketPart'>,
  rowAmounts: number[],
): { remiseLigne: number; remiseTicketPart: number }[] {
  const own = spreadFrancs(line.remiseLigne, rowAmounts);
  const ticket = spreadFrancs(
    line.remiseTicketPart,
    rowAmounts.map((amount, index) => amount - (own[index] ?? 0)),
  );
  return rowAmounts.map((_, index) => ({
    remiseLigne: own[index] ?? 0,
    remiseTicketPart: ticket[index] ?? 0,
  }));
}
