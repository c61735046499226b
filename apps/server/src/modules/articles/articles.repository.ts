import {
  type AnyColumn,
  and,
  count,
  eq,
  getTableName,
  gte,
  ilike,
  isNull,
  lte,
  type SQL,
  sql,
  type Table,
} from 'drizzle-orm';
import { containsPattern } from '../../db/filters.ts';
import { articles, type articleTypeEnum } from '../../db/schema/articles.ts';
import { stocks } from '../../db/schema/stock.ts';
import type { DbOrTx } from '../../db/types.ts';
import { readPage } from '../../lib/page.ts';
import type { ArticleColumns, ArticleRow, ArticleWithStock } from './articles.mappers.ts';

export type ArticleType = (typeof articleTypeEnum.enumValues)[number];

/**
 * "table"."column", always: Drizzle leaves columns unqualified in the select list of a one-table
 * query, where a correlated subquery would then read its own table's column.
 */
function qualified(table: Table, column: AnyColumn): SQL {
  return sql`${sql.identifier(getTableName(table))}.${sql.identifier(column.name)}`;
}

/** An article's stock: the sum of its stock lines, in every shop or in one. */
export function stockQuantity(magasinId: number | null): SQL<number> {
  const line = (column: AnyColumn) => qualified(stocks, column);
  const inShop = magasinId === null ? sql`` : sql` and ${line(stocks.magasinId)} = ${magasinId}`;
  return sql<number>`coalesce((select sum(${line(stocks.quantite)}) from ${stocks} where ${line(stocks.articleId)} = ${qualified(articles, articles.id)}${inShop}), 0)`.mapWith(
    Number,
  );
}

/** Articles of a type that are not deleted. */
const alive = (type: ArticleType) => and(eq(articles.type, type), isNull(articles.deletedAt));

export type ArticleListOptions = {
  type: ArticleType;
  page: number;
  pageSize: number;
  nom?: string | undefined;
  prixMin?: number | undefined;
  prixMax?: number | undefined;
  enStock?: boolean | undefined;
  /** Stock is counted in this shop; null: in every shop. */
  magasinId: number | null;
  /** The list's own "type" filter: accessory category, garment type, component type. */
  subtype?: { column: 'categorie' | 'typeHabit'; value: string } | undefined;
};

export type ArticleFilters = Omit<ArticleListOptions, 'page' | 'pageSize'>;

/** The list's conditions: live articles of the type, name, price bounds, in stock or not, sub-type. */
export function articleListWhere(options: ArticleFilters): SQL | undefined {
  const quantity = stockQuantity(options.magasinId);
  const conditions: (SQL | undefined)[] = [alive(options.type)];
  if (options.nom) conditions.push(ilike(articles.nom, containsPattern(options.nom)));
  if (options.prixMin !== undefined) conditions.push(gte(articles.prixUnitaire, options.prixMin));
  if (options.prixMax !== undefined) conditions.push(lte(articles.prixUnitaire, options.prixMax));
  if (options.enStock !== undefined)
    conditions.push(options.enStock ? sql`${quantity} > 0` : sql`${quantity} = 0`);
  if (options.subtype) {
    const column = articles[options.subtype.column];
    conditions.push(sql`lower(${column}) = lower(${options.subtype.value})`);
  }
  return and(...conditions);
}

/** One page of a type's articles, filtered and counted by the database, ordered by name. */
export async function listArticles(db: DbOrTx, options: ArticleListOptions) {
  const quantity = stockQuantity(options.magasinId);
  const where = articleListWhere(options);
  return readPage<ArticleWithStock>(
    options,
    db.select({ n: count() }).from(articles).where(where),
    db
      .select({ article: articles, quantiteStock: quantity })
      .from(articles)
      .where(where)
      .orderBy(sql`lower(${articles.nom})`, articles.id),
  );
}

/** A live article of the type, with its stock; null when unknown, of another type or deleted. */
export async function findArticle(
  db: DbOrTx,
  type: ArticleType,
  id: number,
  magasinId: number | null = null,
): Promise<ArticleWithStock | null> {
  const [row] = await db
    .select({ article: articles, quantiteStock: stockQuantity(magasinId) })
    .from(articles)
    .where(and(eq(articles.id, id), alive(type)));
  return row ?? null;
}

export async function insertArticle(db: DbOrTx, type: ArticleType, columns: ArticleColumns) {
  const [row] = await db
    .insert(articles)
    .values({ ...columns, type })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

/** Replaces a live article's fields; null when there is no such live article. */
export async function updateArticle(
  db: DbOrTx,
  type: ArticleType,
  id: number,
  columns: ArticleColumns,
): Promise<ArticleRow | null> {
  const [row] = await db
    .update(articles)
    .set(columns)
    .where(and(eq(articles.id, id), alive(type)))
    .returning();
  return row ?? null;
}

/** Marks a live article deleted: it leaves lists and details but stays for past sales. */
export async function softDeleteArticle(db: DbOrTx, type: ArticleType, id: number): Promise<boolean> {
  const rows = await db
    .update(articles)
    .set({ deletedAt: sql`now()` })
    .where(and(eq(articles.id, id), alive(type)))
    .returning({ id: articles.id });
  return rows.length > 0;
}
