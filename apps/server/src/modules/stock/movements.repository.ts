import type { CatalogueType, Movement, MovementKind } from '@pelote/shared';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { withinDays } from '../../db/filters.ts';
import { articles } from '../../db/schema/articles.ts';
import { magasins } from '../../db/schema/shops.ts';
import { mouvementsStock } from '../../db/schema/stock.ts';
import { users } from '../../db/schema/users.ts';
import type { DbOrTx } from '../../db/types.ts';
import { readPage } from '../../lib/page.ts';

export type MovementFilters = {
  /** Null: every shop. */
  magasinId: number | null;
  articleId?: number | undefined;
  type?: CatalogueType | undefined;
  kind?: MovementKind | undefined;
  /** Whole days ('yyyy-mm-dd') in the shops' time zone (UTC), both included. */
  dateDebut?: string | undefined;
  dateFin?: string | undefined;
};

/** The ledger's filters; `type` reads the article: join `articles` when it is set. */
export function movementConditions(filters: MovementFilters): SQL | undefined {
  return and(
    filters.magasinId === null ? undefined : eq(mouvementsStock.magasinId, filters.magasinId),
    filters.articleId ? eq(mouvementsStock.articleId, filters.articleId) : undefined,
    filters.type ? eq(articles.type, filters.type) : undefined,
    filters.kind ? eq(mouvementsStock.kind, filters.kind) : undefined,
    ...withinDays(mouvementsStock.createdAt, filters.dateDebut, filters.dateFin),
  );
}

/** One page of the stock ledger, newest first (the index on shop, date, id serves it). */
export async function listMovements(
  db: DbOrTx,
  filters: MovementFilters,
  page: { page: number; pageSize: number },
): Promise<{ count: number; rows: Movement[] }> {
  const where = movementConditions(filters);
  // The article is only needed to count when filtering on its type.
  const counting = db.select({ n: count() }).from(mouvementsStock);
  // The page's ids first, from the ledger alone (its date index serves the order), then their details.
  const paging = db.select({ id: mouvementsStock.id }).from(mouvementsStock);
  const { count: total, rows: ids } = await readPage(
    page,
    filters.type
      ? counting.innerJoin(articles, eq(articles.id, mouvementsStock.articleId)).where(where)
      : counting.where(where),
    (filters.type
      ? paging.innerJoin(articles, eq(articles.id, mouvementsStock.articleId)).where(where)
      : paging.where(where)
    ).orderBy(desc(mouvementsStock.createdAt), desc(mouvementsStock.id)),
  );
  const pageIds = ids.map((row) => row.id);
  const rows =
    pageIds.length === 0
      ? []
      : await db
          .select({
            movement: mouvementsStock,
            article: { id: articles.id, nom: articles.nom, type: articles.type },
            shop: { id: magasins.id, nom: magasins.nom },
            user: { id: users.id, username: users.username },
          })
          .from(mouvementsStock)
          .innerJoin(articles, eq(articles.id, mouvementsStock.articleId))
          .innerJoin(magasins, eq(magasins.id, mouvementsStock.magasinId))
          .leftJoin(users, eq(users.id, mouvementsStock.userId))
          .where(inArray(mouvementsStock.id, pageIds))
          .orderBy(desc(mouvementsStock.createdAt), desc(mouvementsStock.id));
  return {
    count: total,
    rows: rows.map(({ movement, article, shop, user }) => ({
      id: movement.id,
      date: movement.createdAt.toISOString(),
      kind: movement.kind,
      bain: movement.bain,
      quantite: movement.quantite,
      stock_apres: movement.stockApres,
      magasin: shop,
      article,
      user: user?.id ? { id: user.id, username: user.username } : null,
      vente_id: movement.venteId,
      entree_id: movement.entreeId,
      reference: movement.reference,
      motif: movement.motif,
      raison: (movement.raison as Movement['raison']) ?? null,
      transfert_id: movement.transfertId,
      inventaire_id: movement.inventaireId,
    })),
  };
}
