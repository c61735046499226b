import { bestUnitPrice, type PriceListRules, type PriceSource } from '@pelote/shared';
import { and, eq, gt, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { articles } from '../../db/schema/articles.ts';
import { clients } from '../../db/schema/clients.ts';
import { tarifs } from '../../db/schema/price-lists.ts';
import type { DbOrTx } from '../../db/types.ts';
import { priceListRules } from './price-lists.repository.ts';

/**
 * What a sale calls to price its lines (docs/decisions/019-price-lists.md): the lists a shop may
 * use, and each article's lowest applicable unit price through the shared `bestUnitPrice`, the
 * very rule the phone applies offline.
 */

/**
 * The active lists for that shop that have not ended at `at` (some may not have begun yet: the
 * phone keeps them to apply once they do). `du` and the rest of the rule are `bestUnitPrice`'s.
 */
export function applicableWhere(shopId: number, at: Date): SQL | undefined {
  return and(
    eq(tarifs.active, true),
    or(sql`cardinality(${tarifs.magasins}) = 0`, sql`${shopId} = any(${tarifs.magasins})`),
    or(isNull(tarifs.au), gt(tarifs.au, at)),
  );
}

/** The lists a sale in that shop may use from `at` on: every client's and every promotion. */
export function applicablePriceLists(db: DbOrTx, shopId: number, at: Date): Promise<PriceListRules[]> {
  return priceListRules(db, applicableWhere(shopId, at));
}

/** An article's unit price for a sale: the lowest applicable, its catalogue price, and where it comes from. */
export type UnitPrice = { prix: number; catalogue: number; source: PriceSource };

export type UnitPricesRequest = {
  shopId: number;
  /** The sale's client; null for 'Vente libre'. */
  clientId: number | null;
  /** The sale's moment: the server's time, or the device's for a sale made offline. */
  at: Date;
  /** The sale's lines as asked: an article may come on several lines (one per lot). */
  lines: ReadonlyArray<{ articleId: number; quantity: number }>;
};

/** The client's own list (live client), or null. */
async function clientPriceList(db: DbOrTx, clientId: number | null): Promise<number | null> {
  if (clientId === null) return null;
  const [row] = await db
    .select({ tarif: clients.tarifId })
    .from(clients)
    .where(and(eq(clients.id, clientId), isNull(clients.deletedAt)));
  return row?.tarif ?? null;
}

/**
 * Each article's unit price in that sale, by article id. The quantities of an article's lines are
 * summed HERE (a break counts every unit of the article in the sale, whatever its lots), so the
 * caller passes its lines as they are. An article the catalogue does not hold is left out (the
 * sale answers its own 404). Reads only: nothing is locked, nothing written.
 */
export async function unitPricesFor(
  db: DbOrTx,
  { shopId, clientId, at, lines }: UnitPricesRequest,
): Promise<Map<number, UnitPrice>> {
  const quantities = new Map<number, number>();
  for (const line of lines)
    quantities.set(line.articleId, (quantities.get(line.articleId) ?? 0) + line.quantity);
  const prices = new Map<number, UnitPrice>();
  if (quantities.size === 0) return prices;
  const ids = [...quantities.keys()];
  const found = await db
    .select({ id: articles.id, type: articles.type, prix: articles.prixUnitaire })
    .from(articles)
    .where(inArray(articles.id, ids));
  const clientPriceListId = await clientPriceList(db, clientId);
  const ownList = clientPriceListId === null ? undefined : eq(tarifs.id, clientPriceListId);
  const lists = await priceListRules(
    db,
    and(applicableWhere(shopId, at), or(eq(tarifs.pourTous, true), ownList)),
    ids,
  );
  for (const article of found) {
    const quantity = quantities.get(article.id) ?? 0;
    const best = bestUnitPrice({ article, quantity, at, shopId, clientPriceListId, lists });
    prices.set(article.id, { prix: best.prix, catalogue: article.prix, source: best.source });
  }
  return prices;
}
