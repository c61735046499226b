import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/types.ts';
import { shopCode } from '../sales/invoice-number.ts';

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
export async function numberCreditNote(
  tx: Tx,
  note: { id: number; shop: { id: number; code: string | null }; year: number },
  also?: SQL,
): Promise<string> {
  const prefix = `AV-${note.year}-${shopCode(note.shop)}-`;
  const result = await tx.execute<{ numero: string }>(sql`
    with counter as (
      insert into compteurs_avoirs (magasin_id, annee, dernier_numero)
      values (${note.shop.id}, ${note.year}, 1)
      on conflict (magasin_id, annee)
      do update set dernier_numero = compteurs_avoirs.dernier_numero + 1
      returning dernier_numero
    ),
    numbered as (
      select ${prefix}::text || lpad(dernier_numero::text, 6, '0') as numero from counter
    ),
    on_note as (
      update retours set numero_avoir = (select numero from numbered) where id = ${note.id}
    ),
    on_movements as (
      update mouvements_stock set reference = (select numero from numbered) where retour_id = ${note.id}
    )${also ? sql`,${also}` : sql``}
    select numero from numbered`);
  const rows = Array.isArray(result) ? result : (result as { rows: { numero: string }[] }).rows;
  const numero = rows[0]?.numero;
  if (!numero) throw new Error('numberCreditNote: no number given');
  return numero;
}
