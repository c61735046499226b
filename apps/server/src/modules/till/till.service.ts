import {
  type AmountsByMethod,
  refundMotif,
  SALE_REFUND_CATEGORY,
  TILL_MESSAGES,
  type TillCloseInput,
  type TillMovement,
  type TillMovementCreateInput,
  type TillOpenInput,
  type TillSession,
} from '@pelote/shared';
import { and, eq, sql } from 'drizzle-orm';
import { paiements } from '../../db/schema/payments.ts';
import { magasins } from '../../db/schema/shops.ts';
import { caisseMouvements, caisseSessions } from '../../db/schema/till.ts';
import type { Tx } from '../../db/types.ts';
import type { SessionUser } from '../../lib/access.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { NUMBERED, SERIES_NUMBER, takeSeriesNumber } from '../../lib/gapless-series.ts';
import { type ClaimedKey, keptAnswerSql } from '../../lib/idempotency.ts';
import { reachableRow } from '../../lib/shop-row.ts';
import { findShop } from '../../lib/shop-scope.ts';
import type { ServiceContext } from '../../lib/write-route.ts';
import { type JournalContext, journalChanges, journalRowSql, recordJournal } from '../journal/index.ts';
import { checkDailyCap, isDeposit } from './expense-cap.ts';
import {
  expectedAmounts,
  findSession,
  inMethodOrder,
  listMovements,
  sessionSums,
} from './till.repository.ts';
import { lockReceipt } from './till-receipts.ts';
import { lastClosingCash, lockSessionForUpdate, type SaleSession, sessionForSale } from './till-session.ts';

/** What a till write receives (lib/write-route.ts). */
type Ctx = ServiceContext<JournalContext>;

/**
 * The till's writes, each inside the caller's transaction: opening, cash in and out, the close
 * (Z), and the refund of a sale cancelled after its session's close. A write on a session locks
 * its row FOR UPDATE first, so it waits for the sales in flight (they hold it FOR SHARE, see
 * till-session.ts) and a closed session is seen closed: it refuses every write (409).
 */

export { lastClosingCash, type SaleSession, sessionForSale } from './till-session.ts';

const M = TILL_MESSAGES;

/**
 * The session a credit note refunded in cash leaves from: the shop's open one (opened if none),
 * locked FOR UPDATE like a cash-out; 409 'Espèces insuffisantes dans la caisse' when the till
 * should hold less cash than the refund. The refund then lowers its expected cash
 * ('Remboursements', till.repository.ts).
 */
export async function cashRefundSession(
  tx: Tx,
  refund: { magasinId: number; userId: number; montant: number; now: Date },
): Promise<SaleSession> {
  const session = await lockSessionForUpdate(tx, refund);
  const [row] = await tx
    .select({ fond: caisseSessions.fondDeCaisse })
    .from(caisseSessions)
    .where(eq(caisseSessions.id, session.id));
  const sums = await sessionSums(tx, { id: session.id, clotureeAt: null });
  const cash = expectedAmounts(row?.fond ?? 0, sums).especes ?? 0;
  if (refund.montant > cash) throw conflict(M.insufficientCash);
  return session;
}

async function readSession(tx: Tx, id: number): Promise<TillSession> {
  const session = await findSession(tx, id);
  if (!session) throw new Error(`till session ${id} not readable`);
  return session;
}

/** The session row locked FOR UPDATE: 404 when absent, 403 outside a gerant's shop, 409 once closed. */
async function lockOpenSessionForWrite(tx: Tx, user: SessionUser, id: number) {
  const [row] = await tx.select().from(caisseSessions).where(eq(caisseSessions.id, id)).for('update');
  const session = reachableRow(user, row, M.notFound);
  if (session.clotureeAt) throw conflict(M.closed);
  return session;
}

/** Opens the shop's till with the float counted; 409 when one is already open. */
export async function openSession(
  { tx, user, journal, now }: Ctx,
  input: TillOpenInput,
): Promise<TillSession> {
  const shop = await findShop(tx, user, input.magasin, M.shopNotFound);
  const fondPropose = await lastClosingCash(tx, shop.id);
  // Two openings at once: the second waits on the one-open-session index, then does nothing.
  const [opened] = await tx
    .insert(caisseSessions)
    .values({
      magasinId: shop.id,
      ouvertePar: user.id,
      ouverteAt: now,
      fondDeCaisse: input.fond_de_caisse,
      fondPropose,
      ouvertureAuto: false,
    })
    .onConflictDoNothing({
      target: caisseSessions.magasinId,
      where: sql`${caisseSessions.clotureeAt} is null`,
    })
    .returning({ id: caisseSessions.id });
  if (!opened) throw conflict(M.alreadyOpen);
  await recordJournal(tx, {
    ...journal,
    magasinId: shop.id,
    action: 'ouverture',
    entite: 'caisse',
    entiteId: opened.id,
    entiteLibelle: shop.nom,
    changements: journalChanges(null, {
      magasin: shop.id,
      fond_de_caisse: input.fond_de_caisse,
      fond_propose: fondPropose,
    }),
  });
  return readSession(tx, opened.id);
}

/**
 * Cash put in or taken out; a cash-out above the cash the till should hold is refused (409), and a
 * gerant's expense that would pass the shop's daily cap (403). A cash-out may name its receipt's
 * photo, uploaded before (400 when the server holds no such photo). The session's row, locked first, is
 * the one every cash-out of the shop goes through: two cash-outs at once are checked one after the
 * other, so they cannot both pass the cap.
 */
export async function addMovement(
  { tx, user, journal, now }: Ctx,
  sessionId: number,
  input: TillMovementCreateInput,
): Promise<TillMovement> {
  const session = await lockOpenSessionForWrite(tx, user, sessionId);
  const categorie = input.sens === 'sortie' ? (input.categorie ?? null) : null;
  if (input.sens === 'sortie') {
    const sums = await sessionSums(tx, { id: session.id, clotureeAt: null });
    const cash = expectedAmounts(session.fondDeCaisse, sums).especes ?? 0;
    if (input.montant > cash) throw conflict(M.insufficientCash);
    if (user.role === 'gerant' && !isDeposit(categorie))
      await checkDailyCap(tx, session.magasinId, input.montant, now);
  }
  const justificatif =
    input.sens === 'sortie' && input.justificatif ? await lockReceipt(tx, input.justificatif) : null;
  const [movement] = await tx
    .insert(caisseMouvements)
    .values({
      sessionId: session.id,
      sens: input.sens,
      montant: input.montant,
      categorie,
      motif: input.motif,
      userId: user.id,
      createdAt: now,
      justificatifEtag: justificatif,
    })
    .returning({ id: caisseMouvements.id });
  if (!movement) throw new Error('addMovement: movement not written');
  await recordJournal(tx, {
    ...journal,
    magasinId: session.magasinId,
    action: 'mouvement_caisse',
    entite: 'caisse',
    entiteId: session.id,
    changements: journalChanges(null, {
      sens: input.sens,
      montant: input.montant,
      categorie,
      motif: input.motif,
      ...(justificatif ? { justificatif } : {}),
    }),
  });
  const movements = await listMovements(tx, session.id);
  const written = movements.find((row) => row.id === movement.id);
  if (!written) throw new Error('addMovement: movement not readable');
  return written;
}

/**
 * Counts against expected amounts: every method expected or counted (a method not counted counts
 * 0), its difference (counted − expected), and the comments of the methods that differ — each of
 * them needs one (400 otherwise).
 */
export function closingFigures(attendus: AmountsByMethod, input: TillCloseInput) {
  const counted: AmountsByMethod = { ...input.comptes } as AmountsByMethod;
  const methods = Object.keys(inMethodOrder({ ...attendus, ...counted }));
  const comptes: AmountsByMethod = {};
  const expected: AmountsByMethod = {};
  const ecarts: AmountsByMethod = {};
  const commentaires: Record<string, string> = {};
  const given = (input.commentaires ?? {}) as Record<string, string | undefined>;
  for (const method of methods) {
    comptes[method] = counted[method] ?? 0;
    expected[method] = attendus[method] ?? 0;
    ecarts[method] = comptes[method] - expected[method];
    const comment = given[method]?.trim();
    if (ecarts[method] !== 0 && !comment) throw badRequest(M.commentRequired);
    if (comment) commentaires[method] = comment;
  }
  return { comptes, attendus: expected, ecarts, commentaires };
}

/**
 * Closes the session (the Z): the counts are compared with what was expected, then one last
 * statement takes the shop's next Z number of the year (the counter row, created or incremented,
 * stays locked until commit, so a close rolled back gives its number back and the series stays
 * gapless), writes the Z on the session, its journal row and, with a claimed Idempotency-Key, the
 * answer a retry will get.
 */
export async function closeSession(
  { tx, user, journal, now, claimed }: Ctx & { claimed: ClaimedKey | null },
  sessionId: number,
  input: TillCloseInput,
): Promise<TillSession> {
  const session = await lockOpenSessionForWrite(tx, user, sessionId);
  const [shop] = await tx
    .select({ id: magasins.id, code: magasins.code, nom: magasins.nom })
    .from(magasins)
    .where(eq(magasins.id, session.magasinId));
  if (!shop) throw notFound(M.shopNotFound);
  const sums = await sessionSums(tx, { id: session.id, clotureeAt: null });
  const figures = closingFigures(expectedAmounts(session.fondDeCaisse, sums), input);
  const before = await readSession(tx, session.id);
  const closer = {
    id: user.id,
    username: user.username,
    nom: user.nomComplet ?? user.username,
  };
  const answer = (numero: string): TillSession => ({
    ...before,
    statut: 'cloturee',
    cloturee_at: now.toISOString(),
    cloturee_par: closer,
    numero_z: numero,
    ...figures,
  });

  const label = { ...NUMBERED, field: 'numero_z' };
  const journalRow = journalRowSql(
    {
      ...journal,
      magasinId: shop.id,
      action: 'cloture',
      entite: 'caisse',
      entiteId: session.id,
      changements: journalChanges({ statut: 'ouverte' }, { statut: 'cloturee', ...figures }),
    },
    label,
  );
  const kept = claimed ? [keptAnswerSql(claimed, { statusCode: 200, body: answer('') }, label)] : [];
  const json = (value: object) => sql`${JSON.stringify(value)}::jsonb`;
  const numero = await takeSeriesNumber(tx, {
    letters: 'Z',
    shop,
    year: now.getUTCFullYear(),
    stamps: {
      closed: sql`update caisse_sessions
        set cloturee_at = ${now.toISOString()}::timestamptz, cloturee_par = ${user.id}::int,
          numero_z = ${SERIES_NUMBER}, comptes = ${json(figures.comptes)},
          attendus = ${json(figures.attendus)}, ecarts = ${json(figures.ecarts)},
          commentaires = ${json(figures.commentaires)}
        where id = ${session.id}`,
    },
    also: sql.join([journalRow, ...kept], sql`,`),
  });
  return answer(numero);
}

/**
 * A sale being cancelled: while its session is open, its payments simply stop being takings. Once
 * that session is closed, its cash was counted in the Z, so the cash handed back is a cash-out of
 * the shop's open session (opened if none), 'Remboursement de la facture {numéro}'. The sale's
 * session is locked FOR SHARE first, so a close in progress and this cancellation never miss each
 * other. Called by the cancellation before it touches stock (lock order: sale, session, stock).
 */
export async function refundOnCancel(
  tx: Tx,
  sale: { id: number; magasinId: number; sessionId: number | null; numeroFacture: string },
  user: SessionUser,
  now: Date = new Date(),
): Promise<void> {
  if (sale.sessionId === null) return;
  const [own] = await tx
    .select({ clotureeAt: caisseSessions.clotureeAt })
    .from(caisseSessions)
    .where(eq(caisseSessions.id, sale.sessionId))
    .for('share');
  if (!own?.clotureeAt) return;
  const [cash] = await tx
    .select({ montant: sql<string>`coalesce(sum(${paiements.montant}), 0)` })
    .from(paiements)
    .where(and(eq(paiements.venteId, sale.id), eq(paiements.methode, 'especes')));
  const montant = Number(cash?.montant ?? 0);
  if (montant <= 0) return;
  const session = await sessionForSale(tx, { magasinId: sale.magasinId, userId: user.id, now });
  await tx.insert(caisseMouvements).values({
    sessionId: session.id,
    sens: 'sortie',
    montant,
    categorie: SALE_REFUND_CATEGORY,
    motif: refundMotif(sale.numeroFacture),
    userId: user.id,
    createdAt: now,
  });
}
