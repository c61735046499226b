import type {
  Paginated,
  PriceList,
  PriceListListQuery,
  PriceListPayload,
  PriceListRules,
  PriceListSummary,
} from '@pelote/shared';
import { and, asc, count, eq, ilike, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../../db/filters.ts';
import { articles } from '../../db/schema/articles.ts';
import { clients } from '../../db/schema/clients.ts';
import { tarifArticles, tarifs } from '../../db/schema/price-lists.ts';
import type { DbOrTx } from '../../db/types.ts';
import { pageOf, readPage } from '../../lib/page.ts';

/** Reads and writes of the price lists' rows; a deleted list leaves lists, pickers and pricing. */

type ListRow = typeof tarifs.$inferSelect;

export const live = isNull(tarifs.deletedAt);

/** The list's own fields as the API names them (its articles aside). */
function listFields(row: ListRow) {
  return {
    id: row.id,
    nom: row.nom,
    active: row.active,
    pour_tous: row.pourTous,
    magasins: row.magasins,
    du: row.du?.toISOString() ?? null,
    au: row.au?.toISOString() ?? null,
    types: row.types,
  };
}

/**
 * The list's id, named with its table inside a subquery: drizzle writes a column of a one-table
 * select without it, and `"id"` would then be the subquery's own table's.
 */
const listId = sql.raw('"tarifs"."id"');

/** How many live clients carry the list. */
const clientsCarrying =
  sql<number>`(select count(*) from ${clients} where ${clients.tarifId} = ${listId} and ${clients.deletedAt} is null)`.mapWith(
    Number,
  );

/** The live lists matching the search (any case) in their name. */
export function priceListWhere(search: string | undefined): SQL | undefined {
  return search ? and(live, ilike(tarifs.nom, containsPattern(search))) : live;
}

export const summaryColumns = {
  list: tarifs,
  nbArticles:
    sql<number>`(select count(*) from ${tarifArticles} where ${tarifArticles.tarifId} = ${listId})`.mapWith(
      Number,
    ),
  clients: clientsCarrying,
};

export function toSummaryDto(row: { list: ListRow; nbArticles: number; clients: number }): PriceListSummary {
  return {
    ...listFields(row.list),
    nb_articles: row.nbArticles,
    clients: row.clients,
    date_creation: row.list.createdAt.toISOString(),
  };
}

/** One page of the live lists by name, searched and paged by the database. */
export async function listPriceLists(
  db: DbOrTx,
  query: PriceListListQuery,
): Promise<Paginated<PriceListSummary>> {
  const where = priceListWhere(query.search);
  const found = await readPage(
    { page: query.page, pageSize: query.page_size },
    db.select({ n: count() }).from(tarifs).where(where),
    db
      .select(summaryColumns)
      .from(tarifs)
      .where(where)
      .orderBy(asc(sql`lower(${tarifs.nom})`), asc(tarifs.id)),
  );
  return pageOf(found.count, query.page, query.page_size, found.rows.map(toSummaryDto));
}

/** Locks the live list's row until the transaction ends (to write it, or to name it); false when none. */
export async function lockPriceList(db: DbOrTx, id: number, lock: 'update' | 'share'): Promise<boolean> {
  const rows = await db
    .select({ id: tarifs.id })
    .from(tarifs)
    .where(and(eq(tarifs.id, id), live))
    .for(lock);
  return rows.length > 0;
}

/** A live list in full, each article named with its catalogue price, or null. */
export async function findPriceList(db: DbOrTx, id: number): Promise<PriceList | null> {
  const [row] = await db
    .select({ list: tarifs, clients: clientsCarrying })
    .from(tarifs)
    .where(and(eq(tarifs.id, id), live));
  if (!row) return null;
  const lines = await db
    .select({
      article: tarifArticles.articleId,
      prix: tarifArticles.prix,
      paliers: tarifArticles.paliers,
      nom: articles.nom,
      type: articles.type,
      prix_catalogue: articles.prixUnitaire,
      couleur: articles.couleur,
    })
    .from(tarifArticles)
    .innerJoin(articles, eq(articles.id, tarifArticles.articleId))
    .where(eq(tarifArticles.tarifId, id))
    .orderBy(asc(sql`lower(${articles.nom})`), asc(articles.id));
  return {
    ...listFields(row.list),
    articles: lines,
    clients: row.clients,
    date_creation: row.list.createdAt.toISOString(),
  };
}

/** The live list of that name (trimmed, any case) other than `except`, or null. */
export async function priceListNamed(db: DbOrTx, name: string, except?: number) {
  const [row] = await db
    .select({ id: tarifs.id })
    .from(tarifs)
    .where(
      and(
        live,
        eq(sql`lower(${tarifs.nom})`, name.trim().toLowerCase()),
        except === undefined ? undefined : ne(tarifs.id, except),
      ),
    );
  return row ?? null;
}

const toColumns = (payload: PriceListPayload) => ({
  nom: payload.nom,
  active: payload.active,
  pourTous: payload.pour_tous,
  magasins: payload.magasins,
  du: payload.du === null ? null : new Date(payload.du),
  au: payload.au === null ? null : new Date(payload.au),
  types: payload.types,
});

async function writeLines(db: DbOrTx, id: number, payload: PriceListPayload) {
  await db.delete(tarifArticles).where(eq(tarifArticles.tarifId, id));
  if (payload.articles.length === 0) return;
  await db.insert(tarifArticles).values(
    payload.articles.map((line) => ({
      tarifId: id,
      articleId: line.article,
      prix: line.prix,
      paliers: line.paliers,
    })),
  );
}

/** Writes a new list and its articles; answers its id. */
export async function insertPriceList(db: DbOrTx, payload: PriceListPayload): Promise<number> {
  const [row] = await db.insert(tarifs).values(toColumns(payload)).returning({ id: tarifs.id });
  if (!row) throw new Error('insertPriceList: nothing written');
  await writeLines(db, row.id, payload);
  return row.id;
}

/** Replaces the live list's fields and articles; false when there is no live one. */
export async function updatePriceList(db: DbOrTx, id: number, payload: PriceListPayload) {
  const rows = await db
    .update(tarifs)
    .set(toColumns(payload))
    .where(and(eq(tarifs.id, id), live))
    .returning({ id: tarifs.id });
  if (rows.length === 0) return false;
  await writeLines(db, id, payload);
  return true;
}

/** Marks the list deleted (its articles stay, for the journal and past sales); false when none. */
export async function softDeletePriceList(db: DbOrTx, id: number, now: Date) {
  const rows = await db
    .update(tarifs)
    .set({ deletedAt: now })
    .where(and(eq(tarifs.id, id), live))
    .returning({ id: tarifs.id });
  return rows.length > 0;
}

/**
 * The live lists under `where`, as pricing reads them; with `articleIds`, only those articles'
 * lines (what one sale needs). By id, so promotions tie in a stable order.
 */
export async function priceListRules(
  db: DbOrTx,
  where: SQL | undefined,
  articleIds?: readonly number[],
): Promise<PriceListRules[]> {
  const lists = await db.select().from(tarifs).where(and(live, where)).orderBy(asc(tarifs.id));
  if (lists.length === 0) return [];
  const lines = await db
    .select({
      tarifId: tarifArticles.tarifId,
      article: tarifArticles.articleId,
      prix: tarifArticles.prix,
      paliers: tarifArticles.paliers,
    })
    .from(tarifArticles)
    .where(
      and(
        inArray(
          tarifArticles.tarifId,
          lists.map((list) => list.id),
        ),
        articleIds === undefined ? undefined : inArray(tarifArticles.articleId, [...articleIds]),
      ),
    )
    .orderBy(asc(tarifArticles.tarifId), asc(tarifArticles.articleId));
  const linesOf = new Map<number, PriceListRules['articles']>();
  for (const { tarifId, ...line } of lines) linesOf.set(tarifId, [...(linesOf.get(tarifId) ?? []), line]);
  return lists.map((list) => ({ ...listFields(list), articles: linesOf.get(list.id) ?? [] }));
}
