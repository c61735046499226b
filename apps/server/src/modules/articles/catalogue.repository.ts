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

/**
 * Live articles of every type whose name contains `q` (any case), by name; with `magasinId`, each
 * with its units in that shop (0 where it has no stock line).
 */
export async function searchCatalogue(
  db: DbOrTx,
  options: { q: string; page: number; pageSize: number; magasinId?: number },
) {
  const where = and(isNull(articles.deletedAt), ilike(articles.nom, containsPattern(options.q)));
  const inShop = and(eq(stocks.articleId, articles.id), eq(stocks.magasinId, options.magasinId ?? 0));
  const rows = await readPage(
    options,
    db.select({ n: count() }).from(articles).where(where),
    db
      .select({
        id: articles.id,
        nom: articles.nom,
        type: articles.type,
        description: articles.description,
        prix_unitaire: articles.prixUnitaire,
        couleur: sql<string>`coalesce(${articles.couleur}, '')`,
        quantite_stock: sql<number>`coalesce(${stocks.quantite}, 0)`.mapWith(Number),
      })
      .from(articles)
      .leftJoin(stocks, inShop)
      .where(where)
      .orderBy(sql`lower(${articles.nom})`, asc(articles.type), asc(articles.id)),
  );
  if (options.magasinId !== undefined) return rows;
  return { ...rows, rows: rows.rows.map(({ quantite_stock: _, ...row }) => row) };
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
