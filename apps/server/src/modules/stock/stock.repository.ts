import {
  ALERT_STATUSES,
  type CatalogueType,
  type LotQuantity,
  type LowStockItem,
  type StockLine,
  type StockTotals,
  stockAlertLevel,
} from '@pelote/shared';
import { and, asc, count, countDistinct, eq, ilike, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../../db/filters.ts';
import { articles } from '../../db/schema/articles.ts';
import { magasins } from '../../db/schema/shops.ts';
import { stocks } from '../../db/schema/stock.ts';
import type { DbOrTx } from '../../db/types.ts';
import { type PageWindow, readPage } from '../../lib/page.ts';
import { inTransitTo, inTransitTotals } from './in-transit.ts';
import { lotsOfLines } from './lots.ts';

/** Reads of the stock lines: the writes go through ledger.ts only. */

type LineRow = {
  stock: typeof stocks.$inferSelect;
  article: typeof articles.$inferSelect;
  shopName: string;
  /** Units held by layaways (read lists only). */
  reserve?: number;
};

export function toStockLine({ stock, article, shopName, reserve }: LineRow, bains: LotQuantity[]): StockLine {
  return {
    id: stock.id,
    object_id: article.id,
    article_name: article.nom,
    article_type: article.type,
    content_type: 'article',
    magasin: stock.magasinId,
    magasin_nom: shopName,
    quantite: stock.quantite,
    quantite_stock: stock.quantite,
    quantite_seuil: stock.quantiteSeuil,
    date_ajout: stock.dateAjout.toISOString(),
    nom: article.nom,
    prix_unitaire: article.prixUnitaire,
    marque: article.marque,
    is_active: article.deletedAt === null,
    bains,
    ...(reserve !== undefined && { reserve }),
  };
}

/** The rows as stock lines, each with its lots holding stock (one query for them all). */
async function withLots(db: DbOrTx, rows: LineRow[]): Promise<StockLine[]> {
  const lotsOf = await lotsOfLines(
    db,
    rows.map(({ stock }) => stock),
  );
  return rows.map((row) => toStockLine(row, lotsOf(row.stock)));
}

/** A line is shown while its article lives, or while it still holds units after a deletion. */
const visible = or(isNull(articles.deletedAt), sql`${stocks.quantite} > 0`) as SQL;

/** A line's units held by layaways ('4 réservés'): the sum of its lots' holds. */
const reservedUnits = sql<number>`(select coalesce(sum(b.reserve), 0)::int from stock_bains b
  where b.magasin_id = ${stocks.magasinId} and b.article_id = ${stocks.articleId})`;

const lineSelection = { stock: stocks, article: articles, shopName: magasins.nom, reserve: reservedUnits };

export async function findLine(db: DbOrTx, id: number): Promise<StockLine | null> {
  const [row] = await db
    .select(lineSelection)
    .from(stocks)
    .innerJoin(articles, eq(articles.id, stocks.articleId))
    .innerJoin(magasins, eq(magasins.id, stocks.magasinId))
    .where(eq(stocks.id, id));
  return row ? ((await withLots(db, [row]))[0] ?? null) : null;
}

/** A shop's visible stock lines, of a type, whose article's name contains `q` (joins `articles`). */
export function shopLinesWhere(options: {
  magasinId: number;
  type?: CatalogueType | undefined;
  q?: string | undefined;
}): SQL | undefined {
  return and(
    eq(stocks.magasinId, options.magasinId),
    visible,
    options.type ? eq(articles.type, options.type) : undefined,
    options.q ? ilike(articles.nom, containsPattern(options.q)) : undefined,
  );
}

/** The count of the stock lines (joined to their article) `where` keeps, for a page of them. */
export const countStockLines = (db: DbOrTx, where: SQL | undefined) =>
  db.select({ n: count() }).from(stocks).innerJoin(articles, eq(articles.id, stocks.articleId)).where(where);

/** How many stock lines `where` keeps, and one page of them with their article and shop, in `order`. */
function readLines(db: DbOrTx, where: SQL | undefined, order: SQL[], page: PageWindow) {
  return readPage(
    page,
    countStockLines(db, where),
    db
      .select(lineSelection)
      .from(stocks)
      .innerJoin(articles, eq(articles.id, stocks.articleId))
      .innerJoin(magasins, eq(magasins.id, stocks.magasinId))
      .where(where)
      .orderBy(...order),
  );
}

export async function listShopLines(
  db: DbOrTx,
  options: {
    magasinId: number;
    type?: CatalogueType | undefined;
    q?: string | undefined;
    page: number;
    pageSize: number;
  },
): Promise<{ count: number; rows: StockLine[]; totals: StockTotals }> {
  const inShop = and(eq(stocks.magasinId, options.magasinId), visible) as SQL;
  const where = shopLinesWhere(options);
  const order = [asc(articles.type), sql`lower(${articles.nom})`, asc(stocks.id)];
  const { count: total, rows } = await readLines(db, where, order, options);
  const quantity = sql<number>`coalesce(sum(${stocks.quantite}), 0)`.mapWith(Number);
  const perType = await db
    .select({ type: articles.type, articles: count(), quantite: quantity })
    .from(stocks)
    .innerJoin(articles, eq(articles.id, stocks.articleId))
    .where(inShop)
    .groupBy(articles.type)
    .orderBy(asc(articles.type));
  // What is on its way ('En transit'): shipped to the shop, or from it, and not yet received.
  const incoming = await inTransitTo(
    db,
    options.magasinId,
    rows.map(({ article }) => article.id),
  );
  const lines = await withLots(db, rows);
  return {
    count: total,
    rows: lines.map((line) => ({ ...line, en_transit: incoming.get(line.object_id) ?? 0 })),
    totals: {
      articles: perType.reduce((sum, row) => sum + row.articles, 0),
      types: perType.length,
      quantite: perType.reduce((sum, row) => sum + row.quantite, 0),
      en_transit: await inTransitTotals(db, options.magasinId),
      par_type: perType,
    },
  };
}

/** Live catalogue products of a type for the add-stock picker, with a shop's quantity (or all shops'). */
export async function listStockProducts(
  db: DbOrTx,
  options: { type: CatalogueType; magasinId: number | null; q?: string | undefined; limit: number },
) {
  const inShop = options.magasinId === null ? sql`` : sql` and s.magasin_id = ${options.magasinId}`;
  return db
    .select({
      id: articles.id,
      nom: articles.nom,
      prix_unitaire: articles.prixUnitaire,
      quantite_stock:
        sql<number>`coalesce((select sum(s.quantite) from stocks s where s.article_id = "articles"."id"${inShop}), 0)`.mapWith(
          Number,
        ),
    })
    .from(articles)
    .where(
      and(
        eq(articles.type, options.type),
        isNull(articles.deletedAt),
        options.q ? ilike(articles.nom, containsPattern(options.q)) : undefined,
      ),
    )
    .orderBy(sql`lower(${articles.nom})`, asc(articles.id))
    .limit(options.limit);
}

/** Lines at or below their threshold, lowest ratio first, with the figures of every alert in scope. */
export async function listAlerts(
  db: DbOrTx,
  options: { magasinId: number | null; type?: CatalogueType | undefined; page: number; pageSize: number },
) {
  const inScope = and(
    lte(stocks.quantite, stocks.quantiteSeuil),
    isNull(articles.deletedAt),
    options.magasinId === null ? undefined : eq(stocks.magasinId, options.magasinId),
  ) as SQL;
  const where = and(inScope, options.type ? eq(articles.type, options.type) : undefined);
  const critical = sql`${stocks.quantite} * 2 <= ${stocks.quantiteSeuil}`;
  const ratio = sql`case when ${stocks.quantiteSeuil} = 0 then 0 else ${stocks.quantite}::float8 / ${stocks.quantiteSeuil} end`;

  const [figures] = await db
    .select({
      all: count(),
      critique: sql<number>`count(*) filter (where ${critical})`.mapWith(Number),
      magasins: countDistinct(stocks.magasinId),
    })
    .from(stocks)
    .innerJoin(articles, eq(articles.id, stocks.articleId))
    .where(inScope);
  const perType = await db
    .select({ type: articles.type, count: count() })
    .from(stocks)
    .innerJoin(articles, eq(articles.id, stocks.articleId))
    .where(inScope)
    .groupBy(articles.type)
    .orderBy(asc(articles.type));
  const { count: filtered, rows } = await readLines(
    db,
    where,
    [ratio, asc(stocks.quantite), asc(stocks.id)],
    options,
  );

  // The same rule as `critical` above, from the shared function the screens use.
  const items: LowStockItem[] = rows.map(({ stock, article, shopName }) => ({
    id: stock.id,
    object_id: article.id,
    nom: article.nom,
    type: article.type,
    quantite_actuelle: stock.quantite,
    quantite_seuil: stock.quantiteSeuil,
    magasin: { id: stock.magasinId, nom: shopName },
    statut:
      stockAlertLevel(stock.quantite, stock.quantiteSeuil) === 'critique'
        ? ALERT_STATUSES[0]
        : ALERT_STATUSES[1],
  }));
  const all = figures?.all ?? 0;
  const critique = figures?.critique ?? 0;
  return {
    count: filtered,
    items,
    resume: { critique, attention: all - critique, magasins: figures?.magasins ?? 0, par_type: perType },
  };
}
