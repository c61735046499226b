import { and, desc, inArray, isNull, sql } from 'drizzle-orm';
import { articles } from '../../db/schema/articles.ts';
import type { DbOrTx } from '../../db/types.ts';
import type { ArticleWithStock } from './articles.mappers.ts';
import { stockQuantity } from './articles.repository.ts';

/**
 * The live article stored under one of `codes` (a code read and its equivalents, the code itself
 * first), with its stock in the shop or in every shop (null); null when no live article has it.
 */
export async function findArticleByBarcode(
  db: DbOrTx,
  codes: readonly [string, ...string[]],
  magasinId: number | null,
): Promise<ArticleWithStock | null> {
  const [row] = await db
    .select({ article: articles, quantiteStock: stockQuantity(magasinId) })
    .from(articles)
    .where(and(inArray(articles.codeBarre, [...codes]), isNull(articles.deletedAt)))
    .orderBy(desc(sql`${articles.codeBarre} = ${codes[0]}`), articles.id)
    .limit(1);
  return row ?? null;
}
