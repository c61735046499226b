import {
  type AmountsByMethod,
  EXPENSE_CATEGORIES,
  type Paginated,
  receiptUrl,
  SALE_REFUND_CATEGORY,
  TILL_METHODS,
  type TillMovement,
  type TillReport,
  type TillSession,
  UNCLASSIFIED,
} from '@pelote/shared';
import { aliasedTable, and, asc, count, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { withinDays } from '../../db/filters.ts';
import { paiements } from '../../db/schema/payments.ts';
import { retours } from '../../db/schema/returns.ts';
import { venteLignes, ventes } from '../../db/schema/sales.ts';
import { magasins } from '../../db/schema/shops.ts';
import { caisseMouvements, caisseSessions } from '../../db/schema/till.ts';
import { users } from '../../db/schema/users.ts';
import type { DbOrTx } from '../../db/types.ts';
import { pageOf, readPage } from '../../lib/page.ts';
import { personColumns, personOf } from '../users/index.ts';
import { clientInstalmentsOf, layawayDepositsOf } from './session-instalments.ts';

/** Reading till sessions, their movements and their figures. */

const opener = aliasedTable(users, 'opener');
const closer = aliasedTable(users, 'closer');

export function selectSessions(db: DbOrTx) {
  return db
    .select({
      session: caisseSessions,
      magasinNom: magasins.nom,
      opener: personColumns(opener),
      closer: personColumns(closer),
    })
    .from(caisseSessions)
    .innerJoin(magasins, eq(magasins.id, caisseSessions.magasinId))
    .leftJoin(opener, eq(opener.id, caisseSessions.ouvertePar))
    .leftJoin(closer, eq(closer.id, caisseSessions.clotureePar));
}

type SessionRow = Awaited<ReturnType<ReturnType<typeof selectSessions>['where']>>[number];

export function toSession(row: SessionRow): TillSession {
  const s = row.session;
  return {
    id: s.id,
    magasin: { id: s.magasinId, nom: row.magasinNom },
    statut: s.clotureeAt ? 'cloturee' : 'ouverte',
    ouverte_at: s.ouverteAt.toISOString(),
    ouverte_par: personOf(row.opener),
    ouverture_auto: s.ouvertureAuto,
    fond_de_caisse: s.fondDeCaisse,
    fond_propose: s.fondPropose,
    ecart_fond: s.fondPropose === null ? null : s.fondDeCaisse - s.fondPropose,
    cloturee_at: s.clotureeAt?.toISOString() ?? null,
    cloturee_par: personOf(row.closer),
    numero_z: s.numeroZ,
    attendus: s.attendus && inMethodOrder(s.attendus),
    comptes: s.comptes && inMethodOrder(s.comptes),
    ecarts: s.ecarts && inMethodOrder(s.ecarts),
    commentaires: s.commentaires && inMethodOrder(s.commentaires),
  };
}

/** The session as answers give it; undefined when absent. */
export async function findSession(db: DbOrTx, id: number): Promise<TillSession | undefined> {
  const [row] = await selectSessions(db).where(eq(caisseSessions.id, id));
  return row ? toSession(row) : undefined;
}

/** The shop's open session; undefined when none. */
export async function findOpenSession(db: DbOrTx, magasinId: number): Promise<TillSession | undefined> {
  const [row] = await selectSessions(db).where(
    and(eq(caisseSessions.magasinId, magasinId), isNull(caisseSessions.clotureeAt)),
  );
  return row ? toSession(row) : undefined;
}

/** The session's cash movements, oldest first. */
export async function listMovements(db: DbOrTx, sessionId: number): Promise<TillMovement[]> {
  const rows = await db
    .select({
      movement: caisseMouvements,
      user: personColumns(users),
    })
    .from(caisseMouvements)
    .leftJoin(users, eq(users.id, caisseMouvements.userId))
    .where(eq(caisseMouvements.sessionId, sessionId))
    .orderBy(asc(caisseMouvements.createdAt), asc(caisseMouvements.id));
  return rows.map(({ movement, user }) => ({
    id: movement.id,
    session: movement.sessionId,
    sens: movement.sens,
    montant: movement.montant,
    categorie: movement.categorie ?? null,
    motif: movement.motif,
    utilisateur: personOf(user),
    created_at: movement.createdAt.toISOString(),
    justificatif_url: movement.justificatifEtag ? receiptUrl(movement.id) : null,
  }));
}

/** The sums a session's figures are made of. */
export type SessionSums = {
  nombreVentes: number;
  /** Takings per method (cash: received − change), methods with none left out. */
  encaissements: AmountsByMethod;
  monnaieRendue: number;
  entrees: number;
  sorties: number;
  /** The cash-outs per category ('non_classee' for those without one), in the categories' order. */
  sortiesParCategorie: AmountsByMethod;
  /** Cash handed back for credit notes refunded from this session. */
  remboursements: number;
  /** Instalments of client accounts taken into this till, per method. */
  versements: AmountsByMethod;
  /** Layaways' deposits taken into this till, per method, and those refunded from it in cash. */
  acomptes?: AmountsByMethod;
  acomptesRembourses?: number;
  /** Σ (catalogue price × quantity − net) of its sales' lines: discounts and price-list prices. */
  remises: number;
};

/**
 * A sale's payments are takings of its session while the sale is validated. A sale cancelled after
 * its session's close stays in that Z (its cash refund is a cash-out of a later session).
 */
const countedSale = (closedAt: Date | null): SQL =>
  closedAt
    ? sql`(${ventes.statut} = 'validee' or ${ventes.annuleeAt} >= ${closedAt.toISOString()}::timestamptz)`
    : sql`${ventes.statut} = 'validee'`;

export async function sessionSums(
  db: DbOrTx,
  session: { id: number; clotureeAt: Date | null },
): Promise<SessionSums> {
  const counted = countedSale(session.clotureeAt);
  // One after the other: `db` may be a transaction, whose connection runs one query at a time.
  const taken = await db
    .select({
      methode: paiements.methode,
      montant: sql<string>`coalesce(sum(${paiements.montant}), 0)`,
      monnaie: sql<string>`coalesce(sum(${paiements.monnaieRendue}), 0)`,
    })
    .from(paiements)
    .innerJoin(ventes, eq(ventes.id, paiements.venteId))
    // A credit balance spent ('Avoir client') brings no money into the till.
    .where(and(eq(paiements.sessionId, session.id), counted, inArray(paiements.methode, [...TILL_METHODS])))
    .groupBy(paiements.methode);
  const sales = await db
    .select({ n: count() })
    .from(ventes)
    .where(and(eq(ventes.sessionId, session.id), counted));
  const discounted = await db
    .select({
      montant: sql<string>`coalesce(sum(${venteLignes.prixCatalogue} * ${venteLignes.quantite} - ${venteLignes.prixTotal}), 0)`,
    })
    .from(venteLignes)
    .innerJoin(ventes, eq(ventes.id, venteLignes.venteId))
    .where(and(eq(ventes.sessionId, session.id), counted));
  const moved = await db
    .select({
      sens: caisseMouvements.sens,
      categorie: caisseMouvements.categorie,
      montant: sql<string>`sum(${caisseMouvements.montant})`,
    })
    .from(caisseMouvements)
    .where(eq(caisseMouvements.sessionId, session.id))
    .groupBy(caisseMouvements.sens, caisseMouvements.categorie);
  const refunded = await db
    .select({ montant: sql<string>`coalesce(sum(${retours.montant}), 0)` })
    .from(retours)
    .where(and(eq(retours.sessionId, session.id), eq(retours.methodeRemboursement, 'especes')));
  const versements = await clientInstalmentsOf(db, session.id);
  const deposits = await layawayDepositsOf(db, session.id);
  const encaissements: AmountsByMethod = {};
  let monnaieRendue = 0;
  for (const row of taken) {
    encaissements[row.methode] = Number(row.montant);
    monnaieRendue += Number(row.monnaie);
  }
  return {
    nombreVentes: sales[0]?.n ?? 0,
    encaissements: inMethodOrder(encaissements),
    monnaieRendue,
    ...movedSums(moved),
    remboursements: Number(refunded[0]?.montant ?? 0),
    versements,
    acomptes: deposits.recus,
    acomptesRembourses: deposits.rembourses,
    remises: Number(discounted[0]?.montant ?? 0),
  };
}

const OUT_CATEGORY_ORDER: readonly string[] = [...EXPENSE_CATEGORIES, SALE_REFUND_CATEGORY, UNCLASSIFIED];

/** Cash in, cash out, and the cash out per category in the categories' order. */
function movedSums(rows: { sens: string; categorie: string | null; montant: string }[]) {
  let entrees = 0;
  const byCategory = new Map<string, number>();
  for (const row of rows) {
    const montant = Number(row.montant);
    if (row.sens === 'entree') entrees += montant;
    else {
      const key = row.categorie ?? UNCLASSIFIED;
      byCategory.set(key, (byCategory.get(key) ?? 0) + montant);
    }
  }
  const sortiesParCategorie = Object.fromEntries(
    [...byCategory].sort(([a], [b]) => OUT_CATEGORY_ORDER.indexOf(a) - OUT_CATEGORY_ORDER.indexOf(b)),
  );
  const sorties = [...byCategory.values()].reduce((sum, montant) => sum + montant, 0);
  return { entrees, sorties, sortiesParCategorie };
}

/** The amounts with their keys in the fixed method order (unknown methods last). */
export function inMethodOrder<Value>(amounts: Record<string, Value>): Record<string, Value> {
  const order = (method: string) => {
    const n = (TILL_METHODS as readonly string[]).indexOf(method);
    return n === -1 ? TILL_METHODS.length : n;
  };
  return Object.fromEntries(
    Object.entries(amounts).sort(([a], [b]) => order(a) - order(b) || a.localeCompare(b)),
  );
}

/**
 * What the till should hold per method: cash = float + cash takings + cash in − cash out − cash
 * refunds of credit notes (always given); each other method = its takings.
 */
export function expectedAmounts(fond: number, sums: SessionSums): AmountsByMethod {
  const attendus: AmountsByMethod = {
    especes: fond + (sums.encaissements.especes ?? 0) + sums.entrees - sums.sorties - sums.remboursements,
  };
  for (const [method, amount] of Object.entries(sums.encaissements)) {
    if (method !== 'especes') attendus[method] = amount;
  }
  for (const [method, amount] of [
    ...Object.entries(sums.versements ?? {}),
    ...Object.entries(sums.acomptes ?? {}),
  ]) {
    attendus[method] = (attendus[method] ?? 0) + amount;
  }
  if (sums.acomptesRembourses) attendus.especes = (attendus.especes ?? 0) - sums.acomptesRembourses;
  return inMethodOrder(attendus);
}

/** The offline sales of a session made before the previous close ('reçues après clôture'), oldest first. */
async function receivedAfterCloseIn(db: DbOrTx, sessionId: number) {
  const rows = await db
    .select({
      id: ventes.id,
      numero_facture: ventes.numeroFacture,
      date_appareil: ventes.dateAppareil,
      total: ventes.total,
    })
    .from(ventes)
    .where(
      and(eq(ventes.sessionId, sessionId), eq(ventes.recueApresCloture, true), eq(ventes.statut, 'validee')),
    )
    .orderBy(asc(ventes.dateAppareil), asc(ventes.id));
  return rows.map((row) => ({ ...row, date_appareil: row.date_appareil?.toISOString() ?? null }));
}

/** The X report of a session (for a closed one, its Z's expected amounts). */
export async function sessionReport(db: DbOrTx, session: TillSession, now: Date): Promise<TillReport> {
  const sums = await sessionSums(db, {
    id: session.id,
    clotureeAt: session.cloturee_at ? new Date(session.cloturee_at) : null,
  });
  return {
    session: session.id,
    magasin: session.magasin,
    genere_at: now.toISOString(),
    fond_de_caisse: session.fond_de_caisse,
    nombre_ventes: sums.nombreVentes,
    encaissements: sums.encaissements,
    monnaie_rendue: sums.monnaieRendue,
    entrees: sums.entrees,
    sorties: sums.sorties,
    sorties_par_categorie: sums.sortiesParCategorie,
    remboursements: sums.remboursements,
    versements_clients: sums.versements,
    acomptes_recus: sums.acomptes ?? {},
    acomptes_rembourses: sums.acomptesRembourses ?? 0,
    remises_accordees: sums.remises,
    recues_apres_cloture: await receivedAfterCloseIn(db, session.id),
    attendus: session.attendus ?? expectedAmounts(session.fond_de_caisse, sums),
  };
}

export type SessionFilters = {
  magasin: number | null;
  utilisateur?: number | undefined;
  date_debut?: string;
  date_fin?: string;
};

/** The sessions list's filters: shop (null: every shop), who opened or closed it, opening days. */
export function sessionConditions(filters: SessionFilters): SQL | undefined {
  const where: SQL[] = [];
  if (filters.magasin !== null) where.push(eq(caisseSessions.magasinId, filters.magasin));
  if (filters.utilisateur !== undefined) {
    const by = or(
      eq(caisseSessions.ouvertePar, filters.utilisateur),
      eq(caisseSessions.clotureePar, filters.utilisateur),
    );
    if (by) where.push(by);
  }
  where.push(...withinDays(caisseSessions.ouverteAt, filters.date_debut, filters.date_fin));
  return and(...where);
}

/** One page of sessions, newest first: `magasin` null for every shop. */
export async function listSessions(
  db: DbOrTx,
  filters: SessionFilters,
  page: { page: number; pageSize: number },
): Promise<Paginated<TillSession>> {
  const condition = sessionConditions(filters);
  const found = await readPage(
    page,
    db.select({ n: count() }).from(caisseSessions).where(condition),
    selectSessions(db).where(condition).orderBy(desc(caisseSessions.ouverteAt), desc(caisseSessions.id)),
  );
  return pageOf(found.count, page.page, page.pageSize, found.rows.map(toSession));
}
