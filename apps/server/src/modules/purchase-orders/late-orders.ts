import { DEFAULT_LEAD_DAYS, type LateOrder } from '@pelote/shared';
import { and, asc, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { bonsCommande } from '../../db/schema/purchase-orders.ts';
import { magasins } from '../../db/schema/shops.ts';
import { fournisseurs } from '../../db/schema/suppliers.ts';
import type { DbOrTx } from '../../db/types.ts';
import { expectedDelivery, orderNumber, orderTotals } from './purchase-orders.repository.ts';

/**
 * The dashboard's late orders: sent, not all received, and past their expected delivery (sent +
 * the supplier's lead time, DEFAULT_LEAD_DAYS when it gives none), the oldest expected first.
 */
export async function lateOrders(
  db: DbOrTx,
  scope: number | null,
  now: Date,
  limit = 20,
): Promise<LateOrder[]> {
  const expected: SQL = sql`${bonsCommande.envoyeLe} + make_interval(days => coalesce(${fournisseurs.delaiLivraison}, ${DEFAULT_LEAD_DAYS}))`;
  const rows = await db
    .select({
      id: bonsCommande.id,
      createdAt: bonsCommande.createdAt,
      envoyeLe: bonsCommande.envoyeLe,
      delai: fournisseurs.delaiLivraison,
      fournisseur: { id: fournisseurs.id, nom: fournisseurs.nom },
      magasin: { id: magasins.id, nom: magasins.nom },
    })
    .from(bonsCommande)
    .innerJoin(fournisseurs, eq(fournisseurs.id, bonsCommande.fournisseurId))
    .innerJoin(magasins, eq(magasins.id, bonsCommande.magasinId))
    .where(
      and(
        inArray(bonsCommande.statut, ['envoye', 'partiellement_recu']),
        lt(expected, sql`${now.toISOString()}::timestamptz`),
        scope === null ? undefined : eq(bonsCommande.magasinId, scope),
      ),
    )
    .orderBy(asc(expected), asc(bonsCommande.id))
    .limit(limit);
  const totals = await orderTotals(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    numero: orderNumber(row.id, row.createdAt),
    fournisseur: row.fournisseur,
    magasin: row.magasin,
    livraison_prevue: (expectedDelivery(row.envoyeLe, row.delai) ?? now).toISOString(),
    reste: totals.get(row.id)?.reste ?? 0,
  }));
}
