import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/types.ts';
import { compteursFactures } from './sales.table.ts';

/**
 * The next invoice number of a shop's yearly series, `FAC-2026-M03-000001` (DESIGN §4). The counter
 * row is created or incremented in the caller's transaction, which holds its lock until commit:
 * a sale rolled back gives its number back, so each series stays gapless. Callers take it as
 * their last write, so the lock that serialises a shop's tills is held for the shortest time.
 */
export async function nextInvoiceNumber(
  tx: Tx,
  shop: { id: number; code: string | null },
  year: number,
): Promise<string> {
  const [counter] = await tx
    .insert(compteursFactures)
    .values({ magasinId: shop.id, annee: year, dernierNumero: 1 })
    .onConflictDoUpdate({
      target: [compteursFactures.magasinId, compteursFactures.annee],
      set: { dernierNumero: sql`${compteursFactures.dernierNumero} + 1` },
    })
    .returning({ numero: compteursFactures.dernierNumero });
  if (!counter) throw new Error('nextInvoiceNumber: counter not written');
  return formatInvoiceNumber(shop, year, counter.numero);
}

/** A shop created before codes existed gets the code its id gives (M01, M02, ...). */
export const shopCode = (shop: { id: number; code: string | null }) =>
  shop.code ?? `M${String(shop.id).padStart(2, '0')}`;

export const formatInvoiceNumber = (shop: { id: number; code: string | null }, year: number, n: number) =>
  `FAC-${year}-${shopCode(shop)}-${String(n).padStart(6, '0')}`;
