import { and, asc, count, eq, ilike, isNull, max, min, sql } from 'drizzle-orm';
import { containsPattern } from '../../db/filters.ts';
import { articles } from '../../db/schema/articles.ts';
import { stocks } from '../../db/schema/stock.ts';
import type { DbOrTx } from '../../db/types.ts';
import { readPage } from '../../lib/page.ts';
import { countStockLines } from '../stock/index.ts';

/** Per type: how many active articles, and their lowest and highest price. */
export async function catalogueSummary(db: DbOrTx) {
  return db
    .select({
      type: articles.type,
      count: count(),
      prixMin: min(articles.prixUnitaire).mapWith(Number),
      prixMax: max(articles.prixUnitaire).mapWith(Number),
    })
    .from(articles)
    .where(and(isNull(articles.deletedAt), eq(articles.isActive, true)))
    .groupBy(articles.type);
}

/** Live articles of every type whose name contains `q` (any case), by name. */
export async function searchCatalogue(db: DbOrTx, options: { q: string; page: number; pageSize: number }) {
  const where = and(isNull(articles.deletedAt), ilike(articles.nom, containsPattern(options.q)));
  return readPage(
    options,
    db.select({ n: count() }).from(articles).where(where),
    db
      .select({
        id: articles.id,
        nom: articles.nom,
        type: articles.type,
        description: articles.description,
        prix_unitaire: articles.prixUnitaire,
      })
      .from(articles)
      .where(where)
      .orderBy(sql`lower(${articles.nom})`, asc(articles.type), asc(articles.id)),
  );
}

/** One page of a shop's stock lines of live pouch components, by component name. */
export async function listComponentStock(
  db: DbOrTx,
  options: { magasinId: number; page: number; pageSize: number },
) {
  const where = and(
    eq(stocks.magasinId, options.magasinId),
    eq(articles.type, 'composant'),
    isNull(articles.deletedAt),
  );
  return readPage(
    options,
    countStockLines(db, where),
    db
      .select({ stock: stocks, article: articles })
      .from(stocks)
      .innerJoin(articles, eq(stocks.articleId, articles.id))
      .where(where)
      .orderBy(sql`lower(${articles.nom})`, asc(stocks.id)),
  );
}
