import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/types.ts';
import { SERIES_NUMBER, takeSeriesNumber } from '../../lib/gapless-series.ts';

export { shopCode } from '../../lib/gapless-series.ts';

/**
 * Numbers a sale from its shop's yearly series, `FAC-2026-M03-000001`, in one statement
 * of the caller's transaction: the counter row is created or incremented, and the number is written
 * on the sale and on its movements. The transaction holds the counter's lock until commit, so a sale
 * rolled back gives its number back and each series stays gapless. Callers make it their last
 * statement: the lock that serialises a shop's tills is then held for one round trip only. `also`
 * adds common table expressions to the same statement (the daily sums of sales-summary.ts).
 */
export function numberSale(
  tx: Tx,
  sale: { id: number; shop: { id: number; code: string | null }; year: number },
  also?: SQL,
): Promise<string> {
  return takeSeriesNumber(tx, {
    letters: 'FAC',
    shop: sale.shop,
    year: sale.year,
    stamps: {
      on_sale: sql`update ventes set numero_facture = ${SERIES_NUMBER} where id = ${sale.id}`,
      on_movements: sql`update mouvements_stock set reference = ${SERIES_NUMBER} where vente_id = ${sale.id}`,
    },
    also,
  });
}
