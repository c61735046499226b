import { and, eq, inArray, isNull } from 'drizzle-orm';
import { articles } from '../../db/schema/articles.ts';
import { entreesStock } from '../../db/schema/entries.ts';
import type { DbOrTx } from '../../db/types.ts';

/** What the labels print of an article: name, colour (wool), price and barcode. */
const labelColumns = {
  id: articles.id,
  nom: articles.nom,
  couleur: articles.couleur,
  prixUnitaire: articles.prixUnitaire,
  codeBarre: articles.codeBarre,
};

/** The live articles among `ids` (each once); an unknown or deleted id is simply absent. */
export async function findLabelArticles(db: DbOrTx, ids: readonly number[]) {
  return db
    .select(labelColumns)
    .from(articles)
    .where(and(inArray(articles.id, [...new Set(ids)]), isNull(articles.deletedAt)));
}

/** A stock entry's shop, quantity and lot, with its article if it is still live; null if absent. */
export async function findEntryForLabels(db: DbOrTx, entryId: number) {
  const [row] = await db
    .select({
      magasinId: entreesStock.magasinId,
      quantite: entreesStock.quantite,
      bain: entreesStock.bain,
      article: labelColumns,
      articleDeletedAt: articles.deletedAt,
    })
    .from(entreesStock)
    .innerJoin(articles, eq(entreesStock.articleId, articles.id))
    .where(eq(entreesStock.id, entryId));
  return row ?? null;
}
