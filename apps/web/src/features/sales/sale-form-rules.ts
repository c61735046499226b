import {
  type BestPrice,
  bestUnitPrice,
  hasLots,
  type LineDiscount,
  lotsInDrawOrder,
  mixedLotArticles,
  type PricedArticle,
  type PricingList,
  SALE_MESSAGES,
  type SaleCreateInput,
  STOCK_MESSAGES,
  type StoreProduct,
} from '@pelote/shared';

/**
 * The new sale's rules, checked before sending so a shop sees every
 * problem at once; the server checks them again, stock included, at the moment of the sale.
 */

/** Who buys: nothing chosen yet, a 'vente libre' (anonymous), or a registered client. */
export type ClientChoice = { kind: 'none' } | { kind: 'libre' } | { kind: 'client'; id: number };

/**
 * One article line as typed: the product's id ('' = none), the quantity text and, for a wool, the
 * lot ('bain') it is sold from ('' for any other article).
 */
export type SaleLineDraft = {
  key: number;
  article: string;
  quantite: string;
  bain: string;
  /** The line still holds the product 'Ajouter un article' put there, which nobody chose. */
  byDefault?: boolean;
  /** Its discount as applied in its editor (sale-discount-rules.ts); none when absent. */
  remise?: LineDiscount | null;
};

export type SaleLineErrors = { article?: string; quantite?: string };
export type SaleFormErrors = {
  client?: string;
  magasin?: string;
  articles?: string;
  lines: Record<number, SaleLineErrors>;
};

const parseQuantity = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** Whether the product is sold from a lot the seller picks (a wool). */
export const picksLot = (product: StoreProduct | undefined): boolean =>
  product !== undefined && hasLots(product.type) && product.bains.length > 0;

/** The lot a new wool line starts with: the one with most stock (then by name); '' otherwise. */
export function defaultLot(product: StoreProduct | undefined): string {
  if (!product || !picksLot(product)) return '';
  return lotsInDrawOrder(product.bains)[0]?.bain ?? '';
}

/** What the line may draw on: its lot's stock for a wool, the product's stock otherwise. */
export function availableFor(line: SaleLineDraft, product: StoreProduct | undefined): number {
  if (!product) return 0;
  if (!picksLot(product)) return product.quantite_stock;
  return product.bains.find((lot) => lot.bain === line.bain)?.quantite ?? 0;
}

/**
 * The wools this sale takes from more than one lot, with their lots: the seller checks with the
 * client that baths may mix ('Bains différents').
 */
export function mixedLots(
  lines: readonly SaleLineDraft[],
  products: readonly StoreProduct[],
): { nom: string; bains: string[] }[] {
  const woolLines = lines
    .map((line) => ({ line, product: products.find((item) => String(item.id) === line.article) }))
    .filter(({ product }) => picksLot(product));
  return mixedLotArticles(
    woolLines.map(({ line }) => ({ article: Number(line.article), bain: line.bain })),
  ).map((id) => ({
    nom: products.find((item) => item.id === id)?.nom ?? '',
    bains: [
      ...new Set(woolLines.filter(({ line }) => Number(line.article) === id).map(({ line }) => line.bain)),
    ].sort(),
  }));
}

/** An article's unit price in this sale for that many units of it (the catalogue's, a price list's or a promotion's). */
export type UnitPriceOf = (product: StoreProduct, quantity: number) => BestPrice;
/** Each article's unit price in the sale, by article id. */
/**
 * An article's unit price today for this client in this shop, by the server's own rule
 * (`bestUnitPrice`): the lowest of the catalogue's, the client's list's and a running promotion's.
 */
export const todaysPrice =
  (lists: readonly PricingList[] | undefined, shopId: number, clientPriceListId: number | null) =>
  (article: PricedArticle, quantity: number): BestPrice =>
    bestUnitPrice({ article, quantity, at: new Date(), shopId, clientPriceListId, lists: lists ?? [] });

export type SalePrices = ReadonlyMap<number, BestPrice>;

/**
 * Each article's unit price in the sale: the quantities of its lines count together (a break at 10
 * counts every ball of the article, whatever their lots), as the server counts them.
 */
export function salePrices(
  lines: readonly SaleLineDraft[],
  products: readonly StoreProduct[],
  priceOf: UnitPriceOf,
): SalePrices {
  const quantities = new Map<number, number>();
  for (const line of lines) {
    const quantity = parseQuantity(line.quantite);
    if (line.article && quantity > 0) {
      const id = Number(line.article);
      quantities.set(id, (quantities.get(id) ?? 0) + quantity);
    }
  }
  const prices = new Map<number, BestPrice>();
  for (const [id, quantity] of quantities) {
    const product = products.find((item) => item.id === id);
    if (product) prices.set(id, priceOf(product, quantity));
  }
  return prices;
}

/** The line's unit price: the sale's for its article, the catalogue's without one. */
export function unitPriceOf(product: StoreProduct, prices?: SalePrices): number {
  return prices?.get(product.id)?.prix ?? product.prix;
}

/** The line's total in hundredths, or null while the line is incomplete. */
export function lineTotal(
  line: SaleLineDraft,
  products: readonly StoreProduct[],
  prices?: SalePrices,
): number | null {
  const product = products.find((item) => String(item.id) === line.article);
  const quantity = parseQuantity(line.quantite);
  return product && quantity > 0 ? unitPriceOf(product, prices) * quantity : null;
}

export function saleTotal(
  lines: readonly SaleLineDraft[],
  products: readonly StoreProduct[],
  prices?: SalePrices,
): number {
  return lines.reduce((sum, line) => sum + (lineTotal(line, products, prices) ?? 0), 0);
}

/** The errors of the form, and the payload when there are none. */
export function checkSale(input: {
  client: ClientChoice;
  shopId: number | null;
  lines: readonly SaleLineDraft[];
  products: readonly StoreProduct[];
}): { errors: SaleFormErrors; payload: SaleCreateInput | null } {
  const errors: SaleFormErrors = { lines: {} };
  if (input.client.kind === 'none') errors.client = SALE_MESSAGES.clientRequired;
  if (input.shopId === null) errors.magasin = SALE_MESSAGES.shopRequired;
  if (input.lines.length === 0) errors.articles = SALE_MESSAGES.noItems;

  // The same product (and lot) on two lines draws on one stock.
  const productOf = (line: SaleLineDraft) => input.products.find((item) => String(item.id) === line.article);
  const drawsOn = (line: SaleLineDraft) =>
    picksLot(productOf(line)) ? `${line.article}:${line.bain}` : line.article;
  const wanted = new Map<string, number>();
  for (const line of input.lines) {
    const quantity = parseQuantity(line.quantite);
    if (line.article && quantity > 0) wanted.set(drawsOn(line), (wanted.get(drawsOn(line)) ?? 0) + quantity);
  }
  for (const line of input.lines) {
    const lineErrors: SaleLineErrors = {};
    const product = productOf(line);
    if (!product) lineErrors.article = SALE_MESSAGES.articleRequired;
    const quantity = parseQuantity(line.quantite);
    const available = availableFor(line, product);
    if (!(quantity > 0)) lineErrors.quantite = SALE_MESSAGES.quantityAboveZero;
    else if (product && (wanted.get(drawsOn(line)) ?? 0) > available) {
      lineErrors.quantite = STOCK_MESSAGES.insufficient(available);
    }
    if (lineErrors.article || lineErrors.quantite) errors.lines[line.key] = lineErrors;
  }

  const valid =
    !errors.client && !errors.magasin && !errors.articles && Object.keys(errors.lines).length === 0;
  if (!valid || input.shopId === null) return { errors, payload: null };
  return {
    errors,
    payload: {
      client: input.client.kind === 'client' ? input.client.id : null,
      magasin: input.shopId,
      articles: input.lines.map((line) => ({
        article: Number(line.article),
        quantite: parseQuantity(line.quantite),
        // A wool names its lot; the server then takes that lot and no other.
        ...(picksLot(productOf(line)) && line.bain ? { bain: line.bain } : {}),
        ...(line.remise ? { remise: line.remise } : {}),
      })),
    },
  };
}
