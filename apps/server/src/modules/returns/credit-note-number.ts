import type { SQL } from 'drizzle-orm';
import type { Tx } from '../../db/types.ts';
import { numberDocument, type SeriesDocument } from '../../lib/gapless-series.ts';

/**
 * Numbers a credit note from its shop's yearly series, `AV-2026-M03-000001` — its own counter
 * (`compteurs_avoirs`), never the invoices' — in one statement of the caller's transaction: the
 * counter row is created or incremented and the number written on the credit note and on its stock
 * movements. The counter stays locked until commit, so a return rolled back gives its number back
 * and the series stays gapless; callers make it their last statement, so a shop's returns wait on
 * each other for one round trip only. `also` adds common table expressions to the same statement
 * (the daily sums, the journal row, the answer kept for the Idempotency-Key), which may read the
 * number from `numbered.numero`.
 */
export function numberCreditNote(tx: Tx, note: SeriesDocument, also?: SQL): Promise<string> {
  const row = { table: 'retours', column: 'numero_avoir', movementKey: 'retour_id' };
  return numberDocument(tx, 'AV', note, row, also);
}
