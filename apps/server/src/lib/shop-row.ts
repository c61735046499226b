import type { SessionUser } from './access.ts';
import { notFound } from './errors.ts';
import { assertShopAccess } from './shop-scope.ts';

/** A row that belongs to a shop: as the database holds it, or as the API shows it. */
type ShopRow = { magasinId: number } | { magasin: { id: number } };

const shopOf = (row: ShopRow) => ('magasinId' in row ? row.magasinId : row.magasin.id);

/**
 * A shop's row (a sale, a credit note, a till session) read by its id, once the user may see it:
 * 404 with `notFoundMessage` when absent, 403 when it is another shop's than a gerant's.
 */
export function reachableRow<Row extends ShopRow>(
  user: SessionUser,
  row: Row | null | undefined,
  notFoundMessage: string,
): Row {
  if (!row) throw notFound(notFoundMessage);
  assertShopAccess(user, shopOf(row));
  return row;
}
