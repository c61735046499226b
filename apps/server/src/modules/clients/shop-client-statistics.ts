import type { ClientStatistics } from '@pelote/shared';
import { and, asc, count, countDistinct, desc, eq, isNull, sql } from 'drizzle-orm';
import { clients } from '../../db/schema/clients.ts';
import { ventes } from '../../db/schema/sales.ts';
import type { DbOrTx } from '../../db/types.ts';
import { netSaleTotal } from '../sales/index.ts';
import { toClientStatistics } from './clients.repository.ts';

/**
 * The customer statistics seen from one shop (a gerant's, or the one direction selected): the
 * client base is shared, so `total_clients` counts every client; the rest comes from that shop's
 * sales that are not cancelled, net of their credit notes, by aggregate.
 */
export async function shopClientStatistics(db: DbOrTx, magasinId: number): Promise<ClientStatistics> {
  const ofShop = and(
    eq(ventes.magasinId, magasinId),
    eq(ventes.statut, 'validee'),
    isNull(clients.deletedAt),
  );
  const revenue = sql<number>`coalesce(sum(${netSaleTotal}), 0)`.mapWith(Number);
  const [base] = await db.select({ total: count() }).from(clients).where(isNull(clients.deletedAt));
  const [sales] = await db
    .select({ active: countDistinct(ventes.clientId), turnover: revenue })
    .from(ventes)
    .innerJoin(clients, eq(clients.id, ventes.clientId))
    .where(ofShop);
  const [top] = await db
    .select({ id: clients.id, nom: clients.nom, prenom: clients.prenom, chiffre_affaire: revenue })
    .from(ventes)
    .innerJoin(clients, eq(clients.id, ventes.clientId))
    .where(ofShop)
    .groupBy(clients.id, clients.nom, clients.prenom)
    .orderBy(desc(revenue), asc(clients.id))
    .limit(1);
  return toClientStatistics({ total: base?.total, active: sales?.active, turnover: sales?.turnover }, top);
}
