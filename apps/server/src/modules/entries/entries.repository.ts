import type { Entry, EntryListQuery, Paginated } from '@pelote/shared';
import { and, count, desc, eq, gt, ilike, inArray, type SQL } from 'drizzle-orm';
import { containsPattern, withinDays } from '../../db/filters.ts';
import { articles } from '../../db/schema/articles.ts';
import { entreesStock } from '../../db/schema/entries.ts';
import { magasins } from '../../db/schema/shops.ts';
import { users } from '../../db/schema/users.ts';
import type { DbOrTx } from '../../db/types.ts';
import { pageOf, readPage } from '../../lib/page.ts';

/** Reads of stock entries: one page of the list, one entry; each with its article, shop and author. */

const columns = {
  id: entreesStock.id,
  quantite: entreesStock.quantite,
  bain: entreesStock.bain,
  prixUnitaire: entreesStock.prixUnitaire,
  prixTotal: entreesStock.prixTotal,
  fournisseur: entreesStock.fournisseur,
  fournisseurId: entreesStock.fournisseurId,
  referenceCommande: entreesStock.referenceCommande,
  dateEntree: entreesStock.dateEntree,
  commentaire: entreesStock.commentaire,
  typeEntree: entreesStock.typeEntree,
  magasinId: magasins.id,
  magasinNom: magasins.nom,
  articleId: articles.id,
  articleNom: articles.nom,
  articleType: articles.type,
  articlePrix: articles.prixUnitaire,
  articleActive: articles.isActive,
  articleDeletedAt: articles.deletedAt,
  userId: users.id,
  username: users.username,
};

type EntryRow = Awaited<ReturnType<typeof selectEntries>>[number];

export function toEntryDto(row: EntryRow): Entry {
  const available = row.articleDeletedAt === null && row.articleActive;
  return {
    id: row.id,
    produit: available
      ? { id: row.articleId, nom: row.articleNom, type: row.articleType, prix_unitaire: row.articlePrix }
      : null,
    magasin: { id: row.magasinId, nom: row.magasinNom },
    quantite: row.quantite,
    prix_unitaire: row.prixUnitaire,
    prix_total: row.prixTotal,
    fournisseur: row.fournisseur,
    fournisseur_id: row.fournisseurId,
    reference_commande: row.referenceCommande,
    date_entree: row.dateEntree.toISOString(),
    commentaire: row.commentaire,
    type_entree: row.typeEntree,
    bain: row.bain,
    article_nom: row.articleNom,
    article_type: row.articleType,
    utilisateur:
      row.userId !== null && row.username !== null ? { id: row.userId, username: row.username } : null,
  };
}

export function selectEntries(db: DbOrTx) {
  return db
    .select(columns)
    .from(entreesStock)
    .innerJoin(articles, eq(articles.id, entreesStock.articleId))
    .innerJoin(magasins, eq(magasins.id, entreesStock.magasinId))
    .leftJoin(users, eq(users.id, entreesStock.userId));
}

export type EntryFilters = Omit<EntryListQuery, 'page' | 'page_size' | 'magasin'> & {
  /** The shop in scope, or null for every shop. */
  magasin: number | null;
};

export function entryConditions(filters: EntryFilters): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (filters.magasin !== null) where.push(eq(entreesStock.magasinId, filters.magasin));
  if (filters.produit_type) where.push(eq(articles.type, filters.produit_type));
  if (filters.produit_id) where.push(eq(entreesStock.articleId, filters.produit_id));
  if (filters.type_entree) where.push(eq(entreesStock.typeEntree, filters.type_entree));
  if (filters.fournisseur) where.push(ilike(entreesStock.fournisseur, containsPattern(filters.fournisseur)));
  if (filters.produit) where.push(ilike(articles.nom, containsPattern(filters.produit)));
  where.push(...withinDays(entreesStock.dateEntree, filters.date_debut, filters.date_fin));
  return and(...where);
}

/** One page of the entries matching the filters, newest first (ties: the last recorded first). */
export async function listEntries(
  db: DbOrTx,
  filters: EntryFilters,
  page: { page: number; pageSize: number },
): Promise<Paginated<Entry>> {
  const where = entryConditions(filters);
  const found = await readPage(
    page,
    db
      .select({ n: count() })
      .from(entreesStock)
      .innerJoin(articles, eq(articles.id, entreesStock.articleId))
      .where(where),
    selectEntries(db).where(where).orderBy(desc(entreesStock.dateEntree), desc(entreesStock.id)),
  );
  return pageOf(found.count, page.page, page.pageSize, found.rows.map(toEntryDto));
}

/** One entry, or null. */
export async function findEntry(db: DbOrTx, id: number): Promise<Entry | null> {
  const [row] = await selectEntries(db).where(eq(entreesStock.id, id));
  return row ? toEntryDto(row) : null;
}

/**
 * Each article's last delivery price (hundredths) among `articleIds`: its latest delivery with a
 * price above 0, in any shop. An article never delivered with a price is absent.
 */
export async function lastDeliveryPrices(db: DbOrTx, articleIds: number[]): Promise<Map<number, number>> {
  if (articleIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([entreesStock.articleId], {
      articleId: entreesStock.articleId,
      prix: entreesStock.prixUnitaire,
    })
    .from(entreesStock)
    .where(
      and(
        inArray(entreesStock.articleId, articleIds),
        eq(entreesStock.typeEntree, 'livraison'),
        gt(entreesStock.prixUnitaire, 0),
      ),
    )
    .orderBy(entreesStock.articleId, desc(entreesStock.dateEntree), desc(entreesStock.id));
  return new Map(rows.map((row) => [row.articleId, row.prix]));
}
