import { CLIENT_TOP_ARTICLES, type ClientPurchaseSummary, type Paginated, type Sale } from '@pelote/shared';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { venteLignes, ventes } from '../../db/schema/sales.ts';
import type { DbOrTx } from '../../db/types.ts';
import { pageOf, readPage } from '../../lib/page.ts';
import { selectSaleHeads, withLines } from './sale-reads.ts';
import { netSaleTotal } from './sale-returns.ts';

/** Whose sales: one client, seen from every shop (null) or from one shop only (a gerant's). */
export type ClientSalesScope = { clientId: number; onlyShopId: number | null };

function scopeCondition({ clientId, onlyShopId }: ClientSalesScope): SQL | undefined {
  return and(
    eq(ventes.clientId, clientId),
    onlyShopId === null ? undefined : eq(ventes.magasinId, onlyShopId),
  );
}

const counted = eq(ventes.statut, 'validee');

/** One page of a client's sales, newest first, with their lines; cancelled sales show their statut. */
export async function listClientSales(
  db: DbOrTx,
  scope: ClientSalesScope,
  page: { page: number; page_size: number },
): Promise<Paginated<Sale>> {
  const where = scopeCondition(scope);
  const found = await readPage(
    { page: page.page, pageSize: page.page_size },
    db.select({ n: count() }).from(ventes).where(where),
    selectSaleHeads(db).where(where).orderBy(desc(ventes.dateVente), desc(ventes.id)),
  );
  return pageOf(found.count, page.page, page.page_size, await withLines(db, found.rows));
}

/**
 * The client profile's figures over the sales of the scope, cancelled sales excluded and net of
 * their credit notes: count, turnover, average basket, last purchase, and the most bought articles
 * by quantity kept (sold − returned).
 */
export async function clientPurchaseSummary(
  db: DbOrTx,
  scope: ClientSalesScope,
): Promise<ClientPurchaseSummary> {
  const where = and(scopeCondition(scope), counted);
  const [totals] = await db
    .select({
      count: count(),
      turnover: sql<number>`coalesce(sum(${netSaleTotal}), 0)`.mapWith(Number),
      average: sql<number>`coalesce(round(avg(${netSaleTotal})), 0)`.mapWith(Number),
      last: sql<Date | null>`max(${ventes.dateVente})`.mapWith(ventes.dateVente),
    })
    .from(ventes)
    .where(where);
  const kept = sql`(${venteLignes.quantite} - ${venteLignes.quantiteRetournee})`;
  const quantity = sql<number>`sum(${kept})`.mapWith(Number);
  const top = await db
    .select({
      article_id: venteLignes.articleId,
      // The name on the client's latest invoice for that article.
      article_name: sql<string>`(array_agg(${venteLignes.articleNom} order by ${venteLignes.id} desc))[1]`,
      article_type: venteLignes.articleType,
      quantite: quantity,
      // A discounted line counts what its kept units were paid (its net in proportion).
      total:
        sql<number>`sum(round(${venteLignes.prixTotal}::numeric * ${kept} / ${venteLignes.quantite}))`.mapWith(
          Number,
        ),
    })
    .from(venteLignes)
    .innerJoin(ventes, eq(ventes.id, venteLignes.venteId))
    .where(where)
    .groupBy(venteLignes.articleId, venteLignes.articleType)
    .having(sql`sum(${kept}) > 0`)
    .orderBy(desc(quantity), asc(venteLignes.articleId))
    .limit(CLIENT_TOP_ARTICLES);
  return {
    nombre_achats: totals?.count ?? 0,
    chiffre_affaire: totals?.turnover ?? 0,
    panier_moyen: totals?.average ?? 0,
    dernier_achat: totals?.last ? totals.last.toISOString() : null,
    top_articles: top,
  };
}
