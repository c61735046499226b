import {
  type AccountMovement,
  CLIENT_MESSAGES,
  type ClientAccount,
  type Debtor,
  type ReminderStep,
} from '@pelote/shared';
import { and, asc, count, desc, eq, gt, inArray, isNull, like, max, type SQL, sql } from 'drizzle-orm';
import { compteClientMouvements as m } from '../../db/schema/client-accounts.ts';
import { clients } from '../../db/schema/clients.ts';
import { journal } from '../../db/schema/journal.ts';
import { ventes } from '../../db/schema/sales.ts';
import { magasins } from '../../db/schema/shops.ts';
import type { DbOrTx } from '../../db/types.ts';
import { notFound } from '../../lib/errors.ts';
import { pageOf, readPage } from '../../lib/page.ts';

/**
 * Reading a client's account. What each credit sale still owes is computed here, never stored:
 * what lowered the debt of one sale (its cancellation, its returns) pays that sale first; the
 * instalments and corrections pay the oldest due first (then the oldest written).
 */

/** The journal label of a reminder sent; 'Dernière relance le …' is the latest of them. */
export const REMINDER_LABEL = 'Relance';

type LedgerRow = {
  id: number;
  clientId: number;
  montantDu: number;
  venteId: number | null;
  magasinId: number | null;
  echeance: string | null;
  createdAt: Date;
};

export type OpenDebt = { id: number; magasinId: number | null; echeance: string; reste: number };

/** Each debt row (a credit sale) with what it still owes, oldest due first. */
export function openDebts(rows: LedgerRow[]): OpenDebt[] {
  const debts = rows
    .filter((row) => row.montantDu > 0)
    .map((row) => ({
      id: row.id,
      venteId: row.venteId,
      magasinId: row.magasinId,
      echeance: row.echeance ?? row.createdAt.toISOString().slice(0, 10),
      reste: row.montantDu,
    }))
    .sort((a, b) => a.echeance.localeCompare(b.echeance) || a.id - b.id);
  let pool = 0;
  for (const row of rows) {
    if (row.montantDu >= 0) continue;
    let left = -row.montantDu;
    if (row.venteId !== null) {
      for (const debt of debts) {
        if (debt.venteId !== row.venteId || left === 0) continue;
        const paid = Math.min(left, debt.reste);
        debt.reste -= paid;
        left -= paid;
      }
    }
    pool += left;
  }
  for (const debt of debts) {
    const paid = Math.min(pool, debt.reste);
    debt.reste -= paid;
    pool -= paid;
  }
  return debts.map(({ venteId: _vente, ...debt }) => debt);
}

const ledgerColumns = {
  id: m.id,
  clientId: m.clientId,
  montantDu: m.montantDu,
  venteId: m.venteId,
  magasinId: m.magasinId,
  echeance: m.echeance,
  createdAt: m.createdAt,
};

/** The debt rows of these clients (only rows that move the debt matter). */
async function debtRows(db: DbOrTx, clientIds: number[]): Promise<Map<number, LedgerRow[]>> {
  const byClient = new Map<number, LedgerRow[]>();
  if (clientIds.length === 0) return byClient;
  const rows = await db
    .select(ledgerColumns)
    .from(m)
    .where(and(inArray(m.clientId, clientIds), sql`${m.montantDu} <> 0`))
    .orderBy(asc(m.id));
  for (const row of rows) byClient.set(row.clientId, [...(byClient.get(row.clientId) ?? []), row]);
  return byClient;
}

const todayIso = () => new Date().toISOString().slice(0, 10);

/** Owed past due and the oldest due date still owed, from the open debts. */
function lateness(debts: OpenDebt[], today = todayIso()) {
  const open = debts.filter((debt) => debt.reste > 0);
  return {
    enRetard: open.filter((debt) => debt.echeance < today).reduce((sum, debt) => sum + debt.reste, 0),
    plusAncienne: open[0]?.echeance ?? null,
  };
}

const DAY_MS = 86_400_000;

/** Days from a due date ('yyyy-mm-dd') to today: 3 when 3 days late, -2 when due in 2 days. */
export const daysLate = (due: string, today = todayIso()): number =>
  Math.round((Date.parse(today) - Date.parse(due)) / DAY_MS);

/** The reminder step of the oldest open debt (see REMINDER_STEPS), from today's date. */
export function reminderStep(oldestDue: string | null, today = todayIso()): ReminderStep | null {
  if (oldestDue === null) return null;
  const days = daysLate(oldestDue, today);
  if (days >= 10) return 'retard_10';
  if (days >= 3) return 'retard_3';
  if (days >= -2 && days <= 0) return 'bientot';
  return null;
}

/** The latest reminder recorded for each client. */
async function lastReminders(db: DbOrTx, clientIds: number[]): Promise<Map<number, string>> {
  if (clientIds.length === 0) return new Map();
  const rows = await db
    .select({ id: journal.entiteId, at: max(journal.createdAt) })
    .from(journal)
    .where(
      and(
        eq(journal.entite, 'client'),
        inArray(journal.entiteId, clientIds.map(String)),
        like(journal.entiteLibelle, `${REMINDER_LABEL}%`),
      ),
    )
    .groupBy(journal.entiteId);
  return new Map(
    rows
      .filter((row) => row.at !== null)
      .map((row) => [Number(row.id), new Date(row.at as Date).toISOString()]),
  );
}

const movementSelect = {
  id: m.id,
  kind: m.kind,
  createdAt: m.createdAt,
  montantDu: m.montantDu,
  montantAvoir: m.montantAvoir,
  soldeDuApres: m.soldeDuApres,
  soldeAvoirApres: m.soldeAvoirApres,
  methode: m.methode,
  reference: m.reference,
  echeance: m.echeance,
  venteId: ventes.id,
  numeroFacture: ventes.numeroFacture,
  magasinId: magasins.id,
  magasinNom: magasins.nom,
};

type MovementRow = {
  [K in keyof typeof movementSelect]: (typeof movementSelect)[K]['_']['data'] | null;
};

function toMovement(row: MovementRow, reste: Map<number, number>): AccountMovement {
  return {
    id: row.id ?? 0,
    kind: row.kind ?? 'correction',
    date: (row.createdAt ?? new Date(0)).toISOString(),
    montant_du: row.montantDu ?? 0,
    montant_avoir: row.montantAvoir ?? 0,
    solde_du_apres: row.soldeDuApres ?? 0,
    solde_avoir_apres: row.soldeAvoirApres ?? 0,
    methode: row.methode,
    reference: row.reference,
    echeance: row.echeance,
    reste_du: (row.montantDu ?? 0) > 0 ? (reste.get(row.id ?? 0) ?? 0) : null,
    vente: row.venteId !== null ? { id: row.venteId, numero_facture: row.numeroFacture ?? '' } : null,
    magasin: row.magasinId !== null ? { id: row.magasinId, nom: row.magasinNom ?? '' } : null,
  };
}

function movementsQuery(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(movementSelect)
    .from(m)
    .leftJoin(ventes, eq(ventes.id, m.venteId))
    .leftJoin(magasins, eq(magasins.id, m.magasinId))
    .where(where);
}

async function resteByRow(db: DbOrTx, clientId: number) {
  const rows = (await debtRows(db, [clientId])).get(clientId) ?? [];
  const debts = openDebts(rows);
  return { debts, reste: new Map(debts.map((debt) => [debt.id, debt.reste])) };
}

export async function accountMovementById(
  db: DbOrTx,
  clientId: number,
  id: number,
): Promise<AccountMovement> {
  const [row] = await movementsQuery(db, eq(m.id, id));
  if (!row) throw new Error(`account row ${id} not readable`);
  return toMovement(row, (await resteByRow(db, clientId)).reste);
}

/** The client's account with a page of its movements (newest first); null for an unknown client. */
export async function clientAccount(
  db: DbOrTx,
  clientId: number,
  page: { page: number; page_size: number },
): Promise<ClientAccount | null> {
  const [client] = await db
    .select({ du: clients.soldeDu, avoir: clients.soldeAvoir, plafond: clients.plafondCredit })
    .from(clients)
    .where(and(eq(clients.id, clientId), isNull(clients.deletedAt)));
  if (!client) return null;
  const { debts, reste } = await resteByRow(db, clientId);
  const late = lateness(debts);
  const found = await readPage(
    { page: page.page, pageSize: page.page_size },
    db.select({ n: count() }).from(m).where(eq(m.clientId, clientId)),
    movementsQuery(db, eq(m.clientId, clientId)).orderBy(desc(m.id)),
  );
  return {
    solde_du: client.du,
    solde_avoir: client.avoir,
    plafond_credit: client.plafond,
    disponible: Math.max(0, client.plafond - client.du),
    en_retard: late.enRetard,
    plus_ancienne_echeance: late.plusAncienne,
    derniere_relance: (await lastReminders(db, [clientId])).get(clientId) ?? null,
    mouvements: pageOf(
      found.count,
      page.page,
      page.page_size,
      found.rows.map((row) => toMovement(row, reste)),
    ),
  };
}

/** Every movement of a client between two days (inclusive), oldest first, for the statement. */
export async function statementMovements(db: DbOrTx, clientId: number, from?: string, to?: string) {
  const where = [eq(m.clientId, clientId)];
  if (from) where.push(sql`${m.createdAt} >= ${from}::date`);
  if (to) where.push(sql`${m.createdAt} < ${to}::date + 1`);
  const { reste } = await resteByRow(db, clientId);
  const rows = await movementsQuery(db, and(...where)).orderBy(asc(m.id));
  return rows.map((row) => toMovement(row, reste));
}

/**
 * The clients who owe, most owed first or oldest due first. With a shop, only what its credit sales
 * still owe counts; `enRetard` keeps those owing past due.
 */
export async function debtors(
  db: DbOrTx,
  filters: {
    magasin: number | null;
    enRetard?: boolean | undefined;
    aRelancer?: boolean | undefined;
    ordering: '-solde_du' | 'echeance';
  },
): Promise<Debtor[]> {
  const owing = await db
    .select({ id: clients.id, nom: clients.nom, prenom: clients.prenom, contact: clients.contact })
    .from(clients)
    .where(and(gt(clients.soldeDu, 0), isNull(clients.deletedAt)));
  const rows = await debtRows(
    db,
    owing.map((client) => client.id),
  );
  const reminders = await lastReminders(
    db,
    owing.map((client) => client.id),
  );
  const list: Debtor[] = [];
  for (const client of owing) {
    const debts = openDebts(rows.get(client.id) ?? []).filter(
      (debt) => debt.reste > 0 && (filters.magasin === null || debt.magasinId === filters.magasin),
    );
    const soldeDu = debts.reduce((sum, debt) => sum + debt.reste, 0);
    if (soldeDu === 0) continue;
    const late = lateness(debts);
    if (filters.enRetard && late.enRetard === 0) continue;
    const step = reminderStep(late.plusAncienne);
    if (filters.aRelancer && step === null) continue;
    list.push({
      ...client,
      solde_du: soldeDu,
      en_retard: late.enRetard,
      plus_ancienne_echeance: late.plusAncienne,
      derniere_relance: reminders.get(client.id) ?? null,
      etape_relance: step,
    });
  }
  return list.sort((a, b) =>
    filters.ordering === 'echeance'
      ? (a.plus_ancienne_echeance ?? '').localeCompare(b.plus_ancienne_echeance ?? '') || a.id - b.id
      : b.solde_du - a.solde_du || a.id - b.id,
  );
}

/** The client an account belongs to (not deleted): 404 otherwise. */
export async function accountHolder(db: DbOrTx, id: number) {
  const [client] = await db
    .select({ id: clients.id, nom: clients.nom, prenom: clients.prenom, contact: clients.contact })
    .from(clients)
    .where(and(eq(clients.id, id), isNull(clients.deletedAt)));
  if (!client) throw notFound(CLIENT_MESSAGES.notFound);
  return client;
}
