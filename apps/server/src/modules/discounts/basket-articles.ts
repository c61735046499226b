import { and, eq, inArray, isNull } from 'drizzle-orm';
import { articles } from '../../db/schema/articles.ts';
import type { DbOrTx } from '../../db/types.ts';
import { notFound } from '../../lib/errors.ts';
import { unitPricesFor } from '../price-lists/index.ts';
import type { BasketArticle, LinePrice } from './basket.ts';

/** The articles of a basket, live and active, by id: 404 `missing` when one is not. */
export async function basketArticles(
  db: DbOrTx,
  ids: number[],
  missing: string,
): Promise<Map<number, BasketArticle>> {
  const wanted = [...new Set(ids)];
  const found = await db
    .select({
      id: articles.id,
      nom: articles.nom,
      type: articles.type,
      prix: articles.prixUnitaire,
      cout: articles.coutMoyen,
    })
    .from(articles)
    .where(and(inArray(articles.id, wanted), isNull(articles.deletedAt), eq(articles.isActive, true)));
  if (found.length !== wanted.length) throw notFound(missing);
  return new Map(found.map((article) => [article.id, article]));
}

/**
 * Each article's unit price in a basket: the lowest of the catalogue's, the client's price list
 * and the shop's promotions at that time (price-lists `unitPricesFor`), for all the units of it in
 * the basket (a quantity break counts them together). Never above the catalogue's.
 */
export async function basketPrices(
  db: DbOrTx,
  basket: {
    shopId: number;
    clientId: number | null;
    at: Date;
    articles: ReadonlyMap<number, BasketArticle>;
    lines: readonly { articleId: number; quantite: number }[];
  },
): Promise<(articleId: number) => LinePrice> {
  const prices = await unitPricesFor(db, {
    shopId: basket.shopId,
    clientId: basket.clientId,
    at: basket.at,
    lines: basket.lines.map((line) => ({ articleId: line.articleId, quantity: line.quantite })),
  });
  return (articleId) => {
    const catalogue = basket.articles.get(articleId)?.prix ?? 0;
    const price = prices.get(articleId);
    if (!price || price.source.kind === 'catalogue' || price.prix >= catalogue)
      return { prix: catalogue, tarif: null };
    return { prix: price.prix, tarif: { id: price.source.id, nom: price.source.nom } };
  };
}
