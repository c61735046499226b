import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { transfertLignes, transferts } from '../../db/schema/transfers.ts';
import type { DbOrTx } from '../../db/types.ts';

/** What a shop has in transit: the shipped transfers' lines not yet received, read for its stock. */

/** Units in transit per article towards `shop` (shipped, not received), for the articles given. */
export async function inTransitTo(
  db: DbOrTx,
  shop: number,
  articleIds: number[],
): Promise<Map<number, number>> {
  if (articleIds.length === 0) return new Map();
  const rows = await db
    .select({
      articleId: transfertLignes.articleId,
      quantite: sql<number>`sum(${transfertLignes.quantite})`.mapWith(Number),
    })
    .from(transfertLignes)
    .innerJoin(transferts, eq(transferts.id, transfertLignes.transfertId))
    .where(
      and(
        eq(transferts.statut, 'expedie'),
        eq(transferts.destinationId, shop),
        inArray(transfertLignes.articleId, articleIds),
      ),
    )
    .groupBy(transfertLignes.articleId);
  return new Map(rows.map((row) => [row.articleId, row.quantite]));
}

/** Units in transit towards the shop and away from it. */
export async function inTransitTotals(
  db: DbOrTx,
  shop: number,
): Promise<{ entrant: number; sortant: number }> {
  const [row] = await db
    .select({
      entrant:
        sql<number>`coalesce(sum(${transfertLignes.quantite}) filter (where ${transferts.destinationId} = ${shop}), 0)`.mapWith(
          Number,
        ),
      sortant:
        sql<number>`coalesce(sum(${transfertLignes.quantite}) filter (where ${transferts.sourceId} = ${shop}), 0)`.mapWith(
          Number,
        ),
    })
    .from(transfertLignes)
    .innerJoin(transferts, eq(transferts.id, transfertLignes.transfertId))
    .where(
      and(
        eq(transferts.statut, 'expedie'),
        or(eq(transferts.sourceId, shop), eq(transferts.destinationId, shop)),
      ),
    );
  return { entrant: row?.entrant ?? 0, sortant: row?.sortant ?? 0 };
}
