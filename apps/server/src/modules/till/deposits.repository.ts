import {
  DEPOSIT_LATE_HOURS,
  type Deposit,
  type DepositDestination,
  type DepositPage,
  type DepositStatus,
  type DepositsInTransit,
  type LateDeposit,
  receiptUrl,
} from '@pelote/shared';
import {
  aliasedTable,
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  isNotNull,
  isNull,
  lt,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { magasins } from '../../db/schema/shops.ts';
import { caisseMouvements, caisseSessions, depotsConfirmations } from '../../db/schema/till.ts';
import { users } from '../../db/schema/users.ts';
import type { DbOrTx } from '../../db/types.ts';
import { pageOf, readPage } from '../../lib/page.ts';
import { personColumns, personOf } from '../users/index.ts';

/**
 * Reading deposits: the cash-outs to the bank or head office, each with its confirmation once
 * direction has given one. 'En transit' is a deposit without one.
 */

const depositor = aliasedTable(users, 'depositor');
const confirmer = aliasedTable(users, 'confirmer');
const HOUR_MS = 60 * 60 * 1000;

/** A deposit's cash-out (the partial index caisse_mouvements_depots_idx is written on the same test). */
export const isDepositMovement: SQL = sql`${caisseMouvements.categorie} in ('depot_banque', 'depot_siege')`;

export function selectDeposits(db: DbOrTx) {
  return db
    .select({
      movement: caisseMouvements,
      magasin: { id: magasins.id, nom: magasins.nom },
      depositor: personColumns(depositor),
      confirmation: depotsConfirmations,
      confirmer: personColumns(confirmer),
    })
    .from(caisseMouvements)
    .innerJoin(caisseSessions, eq(caisseSessions.id, caisseMouvements.sessionId))
    .innerJoin(magasins, eq(magasins.id, caisseSessions.magasinId))
    .leftJoin(depositor, eq(depositor.id, caisseMouvements.userId))
    .leftJoin(depotsConfirmations, eq(depotsConfirmations.mouvementId, caisseMouvements.id))
    .leftJoin(confirmer, eq(confirmer.id, depotsConfirmations.confirmePar));
}

type DepositRow = Awaited<ReturnType<ReturnType<typeof selectDeposits>['where']>>[number];

/** Late: in transit for more than DEPOSIT_LATE_HOURS hours at `now`. */
const isLate = (createdAt: Date, now: Date) =>
  now.getTime() - createdAt.getTime() > DEPOSIT_LATE_HOURS * HOUR_MS;

export function toDeposit(row: DepositRow, now: Date): Deposit {
  const m = row.movement;
  const c = row.confirmation;
  return {
    id: m.id,
    magasin: row.magasin,
    session: m.sessionId,
    categorie: m.categorie as DepositDestination,
    montant: m.montant,
    motif: m.motif,
    utilisateur: personOf(row.depositor),
    created_at: m.createdAt.toISOString(),
    statut: c ? 'confirme' : 'en_transit',
    en_retard: !c && isLate(m.createdAt, now),
    justificatif_url: m.justificatifEtag ? receiptUrl(m.id) : null,
    confirmation: c && {
      montant_recu: c.montantRecu,
      ecart: c.montantRecu - m.montant,
      reference_bordereau: c.referenceBordereau,
      date: c.dateDepot,
      commentaire: c.commentaire,
      confirme_par: personOf(row.confirmer),
      confirme_le: c.confirmeLe.toISOString(),
    },
  };
}

/** The deposit (a deposit's cash-out) of that id; undefined when there is none. */
export async function findDeposit(db: DbOrTx, id: number, now: Date): Promise<Deposit | undefined> {
  const [row] = await selectDeposits(db).where(and(eq(caisseMouvements.id, id), isDepositMovement));
  return row ? toDeposit(row, now) : undefined;
}

export type DepositFilters = { magasin: number | null; statut?: DepositStatus | undefined };

export function depositConditions(filters: DepositFilters): SQL | undefined {
  return and(
    isDepositMovement,
    filters.magasin === null ? undefined : eq(caisseSessions.magasinId, filters.magasin),
    filters.statut === 'en_transit' ? isNull(depotsConfirmations.mouvementId) : undefined,
    filters.statut === 'confirme' ? isNotNull(depotsConfirmations.mouvementId) : undefined,
  );
}

/**
 * What was in transit at `at` (now by default), per shop then destination: the deposits made
 * before it and not confirmed by then.
 */
export async function inTransitByShop(
  db: DbOrTx,
  magasin: number | null,
  at?: Date,
): Promise<Map<number, DepositsInTransit>> {
  const rows = await db
    .select({
      magasinId: caisseSessions.magasinId,
      categorie: caisseMouvements.categorie,
      montant: sql<string>`sum(${caisseMouvements.montant})`,
    })
    .from(caisseMouvements)
    .innerJoin(caisseSessions, eq(caisseSessions.id, caisseMouvements.sessionId))
    .leftJoin(depotsConfirmations, eq(depotsConfirmations.mouvementId, caisseMouvements.id))
    .where(
      and(
        isDepositMovement,
        magasin === null ? undefined : eq(caisseSessions.magasinId, magasin),
        at ? lt(caisseMouvements.createdAt, at) : undefined,
        at
          ? or(isNull(depotsConfirmations.mouvementId), gt(depotsConfirmations.confirmeLe, at))
          : isNull(depotsConfirmations.mouvementId),
      ),
    )
    .groupBy(caisseSessions.magasinId, caisseMouvements.categorie);
  const byShop = new Map<number, DepositsInTransit>();
  for (const row of rows) {
    const totals = byShop.get(row.magasinId) ?? noneInTransit();
    totals[row.categorie as DepositDestination] += Number(row.montant);
    byShop.set(row.magasinId, totals);
  }
  return byShop;
}

export const noneInTransit = (): DepositsInTransit => ({ depot_banque: 0, depot_siege: 0 });

/** The totals of several shops' amounts in transit. */
export function addInTransit(totals: Iterable<DepositsInTransit>): DepositsInTransit {
  const sum = noneInTransit();
  for (const one of totals) {
    sum.depot_banque += one.depot_banque;
    sum.depot_siege += one.depot_siege;
  }
  return sum;
}

/** One page of deposits, newest first, and what is in transit now in the shops filtered to. */
export async function listDeposits(
  db: DbOrTx,
  filters: DepositFilters,
  page: { page: number; pageSize: number },
  now: Date,
): Promise<DepositPage> {
  const condition = depositConditions(filters);
  const found = await readPage(
    page,
    db
      .select({ n: count() })
      .from(caisseMouvements)
      .innerJoin(caisseSessions, eq(caisseSessions.id, caisseMouvements.sessionId))
      .leftJoin(depotsConfirmations, eq(depotsConfirmations.mouvementId, caisseMouvements.id))
      .where(condition),
    selectDeposits(db).where(condition).orderBy(desc(caisseMouvements.createdAt), desc(caisseMouvements.id)),
  );
  const inTransit = await inTransitByShop(db, filters.magasin);
  return {
    ...pageOf(
      found.count,
      page.page,
      page.pageSize,
      found.rows.map((row) => toDeposit(row, now)),
    ),
    en_transit: addInTransit(inTransit.values()),
  };
}

/**
 * The deposits of one day for the 'Journée' (made that day, and the earlier ones still in transit
 * at its end), newest first, every shop's.
 */
export async function depositsOfDay(db: DbOrTx, day: { from: Date; to: Date }, now: Date) {
  const rows = await selectDeposits(db)
    .where(
      and(
        isDepositMovement,
        lt(caisseMouvements.createdAt, day.to),
        or(
          sql`${caisseMouvements.createdAt} >= ${day.from.toISOString()}::timestamptz`,
          isNull(depotsConfirmations.mouvementId),
          gt(depotsConfirmations.confirmeLe, day.to),
        ),
      ),
    )
    .orderBy(desc(caisseMouvements.createdAt), desc(caisseMouvements.id));
  return rows.map((row) => toDeposit(row, now));
}

/** The deposits in transit since before `madeBefore` in the shops in scope, oldest first (the dashboard's). */
export async function lateDeposits(
  db: DbOrTx,
  scope: number | null,
  madeBefore: Date,
  limit = 20,
): Promise<LateDeposit[]> {
  const rows = await db
    .select({
      id: caisseMouvements.id,
      magasin: { id: magasins.id, nom: magasins.nom },
      categorie: caisseMouvements.categorie,
      montant: caisseMouvements.montant,
      createdAt: caisseMouvements.createdAt,
    })
    .from(caisseMouvements)
    .innerJoin(caisseSessions, eq(caisseSessions.id, caisseMouvements.sessionId))
    .innerJoin(magasins, eq(magasins.id, caisseSessions.magasinId))
    .leftJoin(depotsConfirmations, eq(depotsConfirmations.mouvementId, caisseMouvements.id))
    .where(
      and(
        isDepositMovement,
        isNull(depotsConfirmations.mouvementId),
        lt(caisseMouvements.createdAt, madeBefore),
        scope === null ? undefined : eq(caisseSessions.magasinId, scope),
      ),
    )
    .orderBy(asc(caisseMouvements.createdAt), asc(caisseMouvements.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    magasin: row.magasin,
    categorie: row.categorie as DepositDestination,
    montant: row.montant,
    created_at: row.createdAt.toISOString(),
  }));
}
