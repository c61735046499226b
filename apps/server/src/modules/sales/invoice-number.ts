import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/types.ts';

/**
 * Numbers a sale from its shop's yearly series, `FAC-2026-M03-000001`, in one statement
 * of the caller's transaction: the counter row is created or incremented, and the number is written
 * on the sale and on its movements. The transaction holds the counter's lock until commit, so a sale
 * rolled back gives its number back and each series stays gapless. Callers make it their last
 * statement: the lock that serialises a shop's tills is then held for one round trip only. `also`
 * adds common table expressions to the same statement (the daily sums of sales-summary.ts).
 */
export async function numberSale(
  tx: Tx,
  sale: { id: number; shop: { id: number; code: string | null }; year: number },
  also?: SQL,
): Promise<string> {
  const prefix = `FAC-${sale.year}-${shopCode(sale.shop)}-`;
  const result = await tx.execute<{ numero: string }>(sql`
    with counter as (
      insert into compteurs_factures (magasin_id, annee, dernier_numero)
      values (${sale.shop.id}, ${sale.year}, 1)
      on conflict (magasin_id, annee)
      do update set dernier_numero = compteurs_factures.dernier_numero + 1
      returning dernier_numero
    ),
    numbered as (
      select ${prefix}::text || lpad(dernier_numero::text, 6, '0') as numero from counter
    ),
    on_sale as (
      update ventes set numero_facture = (select numero from numbered) where id = ${sale.id}
    ),
    on_movements as (
      update mouvements_stock set reference = (select numero from numbered) where vente_id = ${sale.id}
    )${also ? sql`,${also}` : sql``}
    select numero from numbered`);
  const rows = Array.isArray(result) ? result : (result as { rows: { numero: string }[] }).rows;
  const numero = rows[0]?.numero;
  if (!numero) throw new Error('numberSale: no number given');
  return numero;
}

/** A shop created before codes existed gets the code its id gives (M01, M02, ...). */
export const shopCode = (shop: { id: number; code: string | null }) =>
  shop.code ?? `M${String(shop.id).padStart(2, '0')}`;
