import { apiBainRuleError, type CatalogueType, type LotQuantity, lotsInDrawOrder } from '@pelote/shared';
import { and, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import { stockBains } from '../../db/schema/stock.ts';
import type { DbOrTx } from '../../db/types.ts';
import { badRequest } from '../../lib/errors.ts';

/**
 * Reads of the lots ('bains') of stock lines, and the rule of which articles take a lot. The lots
 * themselves change through ledger.ts only.
 */

/**
 * 400 (with the field's message under `bain`) when the lot does not suit the article's type: a lot
 * on an article without lots. A wool without its lot is its 'Sans bain' lot, '' (the API's rule).
 */
export function assertBainRule(type: CatalogueType, bain: string): void {
  const message = apiBainRuleError(type, bain);
  if (message) throw badRequest(message, { bain: message });
}

export type LineKey = { magasinId: number; articleId: number };
const keyOf = (line: LineKey) => `${line.magasinId}:${line.articleId}`;

/**
 * The lots holding stock of the given (shop, article) lines, each list most stock first then by
 * name; a line without stock maps to []. `available`: what each lot may sell, its stock less the
 * units layaways hold (holds.ts), lots with none left out — what the sale form and the offline copy
 * of a shop show.
 */
export async function lotsOfLines(
  db: DbOrTx,
  lines: readonly LineKey[],
  options: { available?: boolean } = {},
): Promise<(line: LineKey) => LotQuantity[]> {
  const byLine = new Map<string, LotQuantity[]>();
  if (lines.length > 0) {
    const shops = [...new Set(lines.map((line) => line.magasinId))];
    const articleIds = [...new Set(lines.map((line) => line.articleId))];
    const pairs = sql.join(
      lines.map((line) => sql`(${line.magasinId}::int, ${line.articleId}::int)`),
      sql`, `,
    );
    const rows = await db
      .select({
        magasinId: stockBains.magasinId,
        articleId: stockBains.articleId,
        bain: stockBains.bain,
        quantite: options.available
          ? sql<number>`(${stockBains.quantite} - ${stockBains.reserve})::int`
          : stockBains.quantite,
      })
      .from(stockBains)
      .where(
        and(
          inArray(stockBains.magasinId, shops),
          inArray(stockBains.articleId, articleIds),
          options.available
            ? sql`${stockBains.quantite} > ${stockBains.reserve}`
            : gt(stockBains.quantite, 0),
          sql`(${stockBains.magasinId}, ${stockBains.articleId}) in (${pairs})` as SQL,
        ),
      );
    for (const row of rows) {
      const key = keyOf(row);
      const lots = byLine.get(key) ?? [];
      lots.push({ bain: row.bain, quantite: row.quantite });
      byLine.set(key, lots);
    }
  }
  return (line) => lotsInDrawOrder(byLine.get(keyOf(line)) ?? []);
}

/** The lots of one (shop, article) line, holding stock or not, by name. */
export async function lotsOfLine(db: DbOrTx, line: LineKey): Promise<LotQuantity[]> {
  return db
    .select({ bain: stockBains.bain, quantite: stockBains.quantite })
    .from(stockBains)
    .where(and(eq(stockBains.magasinId, line.magasinId), eq(stockBains.articleId, line.articleId)))
    .orderBy(stockBains.bain);
}

/** The units of the lots listed (a line's total, or what it may sell when read `available`). */
export const unitsOf = (lots: readonly LotQuantity[]): number =>
  lots.reduce((sum, lot) => sum + lot.quantite, 0);
