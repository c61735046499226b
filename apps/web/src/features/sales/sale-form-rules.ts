import { SALE_MESSAGES, type SaleCreateInput, STOCK_MESSAGES, type StoreProduct } from '@pelote/shared';

/**
 * The new sale's rules, checked before sending so a shop sees every
 * problem at once; the server checks them again, stock included, at the moment of the sale.
 */

/** Who buys: nothing chosen yet, a 'vente libre' (anonymous), or a registered client. */
export type ClientChoice = { kind: 'none' } | { kind: 'libre' } | { kind: 'client'; id: number };

/** One article line as typed: the product's id ('' = none) and the quantity text. */
export type SaleLineDraft = { key: number; article: string; quantite: string };

export type SaleLineErrors = { article?: string; quantite?: string };
export type SaleFormErrors = {
  client?: string;
  magasin?: string;
  articles?: string;
  lines: Record<number, SaleLineErrors>;
};

const parseQuantity = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** The line's total in hundredths, or null while the line is incomplete. */
export function lineTotal(line: SaleLineDraft, products: readonly StoreProduct[]): number | null {
  const product = products.find((item) => String(item.id) === line.article);
  const quantity = parseQuantity(line.quantite);
  return product && quantity > 0 ? product.prix * quantity : null;
}

export function saleTotal(lines: readonly SaleLineDraft[], products: readonly StoreProduct[]): number {
  return lines.reduce((sum, line) => sum + (lineTotal(line, products) ?? 0), 0);
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

  // The same product on two lines draws on one stock.
  const wanted = new Map<string, number>();
  for (const line of input.lines) {
    const quantity = parseQuantity(line.quantite);
    if (line.article && quantity > 0) wanted.set(line.article, (wanted.get(line.article) ?? 0) + quantity);
  }
  for (const line of input.lines) {
    const lineErrors: SaleLineErrors = {};
    const product = input.products.find((item) => String(item.id) === line.article);
    if (!product) lineErrors.article = SALE_MESSAGES.articleRequired;
    const quantity = parseQuantity(line.quantite);
    if (!(quantity > 0)) lineErrors.quantite = SALE_MESSAGES.quantityAboveZero;
    else if (product && (wanted.get(line.article) ?? 0) > product.quantite_stock) {
      lineErrors.quantite = STOCK_MESSAGES.insufficient(product.quantite_stock);
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
      })),
    },
  };
}
