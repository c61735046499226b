import {
  type Approval,
  type ApprovalStatus,
  DISCOUNT_APPROVAL_MINUTES,
  DISCOUNT_MESSAGES,
} from '@pelote/shared';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { accordsRemise } from '../../db/schema/discounts.ts';
import { ventes } from '../../db/schema/sales.ts';
import { magasins } from '../../db/schema/shops.ts';
import { users } from '../../db/schema/users.ts';
import type { DbOrTx } from '../../db/types.ts';
import type { SessionUser } from '../../lib/access.ts';
import { reachableRow } from '../../lib/shop-row.ts';
import { scopeFor } from '../../lib/shop-scope.ts';

/** Approvals as the API answers them. */

const asker = alias(users, 'asker');
const decider = alias(users, 'decider');

const LISTED = 100;

function selectApprovals(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      row: accordsRemise,
      shop: { id: magasins.id, nom: magasins.nom },
      asker: { id: asker.id, username: asker.username },
      decider: { id: decider.id, username: decider.username },
      numero: ventes.numeroFacture,
    })
    .from(accordsRemise)
    .innerJoin(magasins, eq(magasins.id, accordsRemise.magasinId))
    .innerJoin(asker, eq(asker.id, accordsRemise.demandeurId))
    .leftJoin(decider, eq(decider.id, accordsRemise.decideePar))
    .leftJoin(ventes, eq(ventes.id, accordsRemise.venteId))
    .where(where)
    .orderBy(desc(accordsRemise.id));
}

type Selected = Awaited<ReturnType<typeof selectApprovals>>[number];

function approvalOf({ row, shop, asker: by, decider: decidedBy, numero }: Selected): Approval {
  const until =
    row.statut === 'acceptee' && row.decideeAt
      ? new Date(row.decideeAt.getTime() + DISCOUNT_APPROVAL_MINUTES * 60_000).toISOString()
      : null;
  return {
    id: row.id,
    magasin: shop,
    demandeur: by,
    statut: row.statut,
    montant_ticket: row.montantTicket,
    montant_remise: row.montantRemise,
    pourcentage:
      row.montantTicket > 0 ? Math.round((row.montantRemise * 10_000) / row.montantTicket) / 100 : 0,
    sous_le_cout: row.sousLeCout,
    note: row.note,
    created_at: row.createdAt.toISOString(),
    decidee_par: decidedBy,
    decidee_at: row.decideeAt?.toISOString() ?? null,
    valable_jusqu_a: until,
    vente: row.venteId !== null && numero ? { id: row.venteId, numero_facture: numero } : null,
  };
}

export async function readApproval(db: DbOrTx, id: number): Promise<Approval> {
  const [found] = await selectApprovals(db, eq(accordsRemise.id, id));
  if (!found) throw new Error(`approval ${id} not readable`);
  return approvalOf(found);
}

/** One approval the user may see: 404, or 403 when it is another shop's than a gérant's. */
export async function findApproval(db: DbOrTx, user: SessionUser, id: number): Promise<Approval> {
  const [found] = await selectApprovals(db, eq(accordsRemise.id, id));
  return reachableRow(user, found ? approvalOf(found) : null, DISCOUNT_MESSAGES.approvalNotFound);
}

/** The latest approvals in the user's scope (a gérant's shop), newest first. */
export async function listApprovals(
  db: DbOrTx,
  user: SessionUser,
  filters: { statut?: ApprovalStatus | undefined; magasin?: number | undefined },
): Promise<Approval[]> {
  const shop = scopeFor(user, filters.magasin);
  const rows = await selectApprovals(
    db,
    and(
      shop === null ? undefined : eq(accordsRemise.magasinId, shop),
      filters.statut ? eq(accordsRemise.statut, filters.statut) : undefined,
    ),
  ).limit(LISTED);
  return rows.map(approvalOf);
}
