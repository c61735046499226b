import type { SQL } from 'drizzle-orm';
import type { Tx } from '../../db/types.ts';
import { numberDocument, type SeriesDocument } from '../../lib/gapless-series.ts';

export { shopCode } from '../../lib/gapless-series.ts';

/**
 * Numbers a sale from its shop's yearly series, `FAC-2026-M03-000001`, in one statement
 * of the caller's transaction: the counter row is created or incremented, and the number is written
 * on the sale and on its movements. The transaction holds the counter's lock until commit, so a sale
 * rolled back gives its number back and each series stays gapless. Callers make it their last
 * statement: the lock that serialises a shop's tills is then held for one round trip only. `also`
 * adds common table expressions to the same statement (the daily sums of sales-summary.ts).
 */
export function numberSale(tx: Tx, sale: SeriesDocument, also?: SQL): Promise<string> {
  const row = { table: 'ventes', column: 'numero_facture', movementKey: 'vente_id' };
  return numberDocument(tx, 'FAC', sale, row, also);
}
