import type { Paginated, SaleDetail, ToSettleRow } from '@pelote/shared';
import { and, asc, count, eq, gt, type SQL, sql } from 'drizzle-orm';
import { articles } from '../../db/schema/articles.ts';
import { regularisationsStock } from '../../db/schema/regularisations.ts';
import { ventes } from '../../db/schema/sales.ts';
import { magasins } from '../../db/schema/shops.ts';
import type { DbOrTx } from '../../db/types.ts';
import { pageOf, readPage } from '../../lib/page.ts';

/** Reads of the stock 'à régulariser': a sale's shortfalls, the open rows, the dashboard's figure. */

const openIn = (scope: number | null): SQL | undefined =>
  and(
    gt(regularisationsStock.quantiteRestante, 0),
    scope === null ? undefined : eq(regularisationsStock.magasinId, scope),
  );

/** What an offline sale sold without stock, per line (its `a_regulariser`), settled or not. */
export async function shortfallsOfSale(
  db: DbOrTx,
  venteId: number,
): Promise<NonNullable<SaleDetail['a_regulariser']>> {
  const rows = await db
    .select({
      articleId: articles.id,
      nom: articles.nom,
      bain: regularisationsStock.bain,
      quantite: regularisationsStock.quantite,
    })
    .from(regularisationsStock)
    .innerJoin(articles, eq(articles.id, regularisationsStock.articleId))
    .where(eq(regularisationsStock.venteId, venteId))
    .orderBy(asc(regularisationsStock.articleId), asc(regularisationsStock.bain));
  return rows.map((row) => ({
    article: { id: row.articleId, nom: row.nom },
    bain: row.bain,
    quantite: row.quantite,
  }));
}

/** One page of the open rows of the shop in scope (every shop: null), oldest first. */
export async function listToSettle(
  db: DbOrTx,
  scope: number | null,
  page: { page: number; pageSize: number },
): Promise<Paginated<ToSettleRow>> {
  const where = openIn(scope);
  const found = await readPage(
    page,
    db.select({ n: count() }).from(regularisationsStock).where(where),
    db
      .select({
        id: regularisationsStock.id,
        magasinId: magasins.id,
        magasinNom: magasins.nom,
        articleId: articles.id,
        articleNom: articles.nom,
        articleType: articles.type,
        bain: regularisationsStock.bain,
        quantite: regularisationsStock.quantite,
        restante: regularisationsStock.quantiteRestante,
        venteId: ventes.id,
        numero: ventes.numeroFacture,
        createdAt: regularisationsStock.createdAt,
      })
      .from(regularisationsStock)
      .innerJoin(magasins, eq(magasins.id, regularisationsStock.magasinId))
      .innerJoin(articles, eq(articles.id, regularisationsStock.articleId))
      .innerJoin(ventes, eq(ventes.id, regularisationsStock.venteId))
      .where(where)
      .orderBy(asc(regularisationsStock.createdAt), asc(regularisationsStock.id)),
  );
  const results = found.rows.map((row) => ({
    id: row.id,
    magasin: { id: row.magasinId, nom: row.magasinNom },
    article: { id: row.articleId, nom: row.articleNom, type: row.articleType },
    bain: row.bain,
    quantite: row.quantite,
    quantite_restante: row.restante,
    vente: { id: row.venteId, numero_facture: row.numero },
    created_at: row.createdAt.toISOString(),
  }));
  return pageOf(found.count, page.page, page.pageSize, results);
}

/** The dashboard's 'Stock à régulariser': open rows and their units, for the shop in scope. */
export async function toSettleTotals(db: DbOrTx, scope: number | null) {
  const [row] = await db
    .select({
      lignes: count(),
      unites: sql<number>`coalesce(sum(${regularisationsStock.quantiteRestante}), 0)`.mapWith(Number),
    })
    .from(regularisationsStock)
    .where(openIn(scope));
  return { lignes: row?.lignes ?? 0, unites: row?.unites ?? 0 };
}
