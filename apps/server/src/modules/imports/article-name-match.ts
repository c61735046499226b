import type { CatalogueType } from '@pelote/shared';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { articles } from '../../db/schema/articles.ts';
import type { DbOrTx } from '../../db/types.ts';
import type { ArticleRow } from '../articles/index.ts';

/**
 * The live articles a line without a barcode may stand for: those of its type whose name is the
 * line's once case and spaces are set aside ('Coton  été' is 'coton été'). The import then takes
 * one of them as the line only when every other field is the same too; a name alone never merges
 * two articles.
 */

/** A name as two spellings of one article are compared: trimmed, spaces folded, lower case. */
export const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('fr');

const BATCH = 500;

/**
 * The live articles of the type, grouped by their name's key, for the keys given (oldest first in
 * each group); locked until the import ends when it writes. The names are compared here rather than
 * in SQL, where lower() of an accented letter depends on the database's locale.
 */
export async function articlesByName(
  db: DbOrTx,
  type: CatalogueType,
  keys: ReadonlySet<string>,
  lock: boolean,
): Promise<Map<string, ArticleRow[]>> {
  const found = new Map<string, ArticleRow[]>();
  if (keys.size === 0) return found;
  const live = and(eq(articles.type, type), isNull(articles.deletedAt));
  const names = await db.select({ id: articles.id, nom: articles.nom }).from(articles).where(live);
  const ids = names.filter((row) => keys.has(nameKey(row.nom))).map((row) => row.id);
  for (let i = 0; i < ids.length; i += BATCH) {
    const query = db
      .select()
      .from(articles)
      .where(and(live, inArray(articles.id, ids.slice(i, i + BATCH))))
      .orderBy(asc(articles.id));
    for (const row of await (lock ? query.for('update') : query)) {
      const key = nameKey(row.nom);
      found.set(key, [...(found.get(key) ?? []), row]);
    }
  }
  return found;
}
