import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { caisseSessions } from '../../db/schema/till.ts';
import type { DbOrTx, Tx } from '../../db/types.ts';

/** The open session of a shop as a sale needs it. */
export type SaleSession = { id: number; magasinId: number; ouvertureAuto: boolean };

const saleSessionColumns = {
  id: caisseSessions.id,
  magasinId: caisseSessions.magasinId,
  ouvertureAuto: caisseSessions.ouvertureAuto,
};

/** The cash counted at the shop's last close: the float proposed for its next session (null for a first). */
export async function lastClosingCash(db: DbOrTx, magasinId: number): Promise<number | null> {
  const [last] = await db
    .select({ comptes: caisseSessions.comptes })
    .from(caisseSessions)
    .where(and(eq(caisseSessions.magasinId, magasinId), isNotNull(caisseSessions.clotureeAt)))
    .orderBy(desc(caisseSessions.clotureeAt), desc(caisseSessions.id))
    .limit(1);
  if (!last) return null;
  return last.comptes?.especes ?? 0;
}

/** Who asks for a shop's session, and when. */
type SessionFor = { magasinId: number; userId: number | null; now: Date };

/** The shop's open session, locked with `strength` until the end of the transaction; undefined if none. */
async function lockOpenSession(
  tx: Tx,
  magasinId: number,
  strength: 'share' | 'update',
): Promise<SaleSession | undefined> {
  const [open] = await tx
    .select(saleSessionColumns)
    .from(caisseSessions)
    .where(and(eq(caisseSessions.magasinId, magasinId), isNull(caisseSessions.clotureeAt)))
    .for(strength);
  return open;
}

/**
 * Opens the shop's session as a sale does: its float is the last closing cash count (0 for a shop's
 * first), `ouverture_auto` true. Undefined when another transaction opened one first: the insert
 * does nothing on the one-open-session-per-shop index (waiting for the other's commit).
 */
async function openAsASale(tx: Tx, { magasinId, userId, now }: SessionFor): Promise<SaleSession | undefined> {
  const fond = await lastClosingCash(tx, magasinId);
  const [opened] = await tx
    .insert(caisseSessions)
    .values({
      magasinId,
      ouvertePar: userId,
      ouverteAt: now,
      fondDeCaisse: fond ?? 0,
      fondPropose: fond,
      ouvertureAuto: true,
    })
    .onConflictDoNothing({
      target: caisseSessions.magasinId,
      where: sql`${caisseSessions.clotureeAt} is null`,
    })
    .returning(saleSessionColumns);
  return opened;
}

/** The open session locked with `strength`, or the one opened here; another's opening is locked on the next turn. */
async function openSessionLocked(
  tx: Tx,
  who: SessionFor,
  strength: 'share' | 'update',
): Promise<SaleSession> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const open = await lockOpenSession(tx, who.magasinId, strength);
    if (open) return open;
    const opened = await openAsASale(tx, who);
    if (opened) return opened;
    // Another transaction opened one first: loop to lock it (or, if it was closed meanwhile, open anew).
  }
  throw new Error(`No till session for shop ${who.magasinId} after three tries`);
}

/**
 * The shop's open session locked FOR UPDATE (a cash refund, which must see the cash every sale in
 * flight brings), or one it opens as a sale would; FOR UPDATE from the start, never upgraded from a
 * shared lock, so two refunds cannot deadlock on one session.
 */
export function lockSessionForUpdate(tx: Tx, who: SessionFor): Promise<SaleSession> {
  return openSessionLocked(tx, who, 'update');
}

/**
 * The till session a sale (or a refund) of this shop goes into: the open one, locked FOR SHARE so a
 * close waits for the sales in flight (the sale is then in that Z, or — if the close went first —
 * in the next session, never lost). With none open, one is opened by the sale itself: its float is
 * the last closing cash count (0 for a shop's first), `ouverture_auto` true. Two first sales at once
 * end in one session: the insert does nothing on the one-open-session-per-shop index (waiting for
 * the other's commit), and the next select, with a fresh snapshot, finds and locks the winner's.
 */
export function sessionForSale(tx: Tx, who: SessionFor): Promise<SaleSession> {
  return openSessionLocked(tx, who, 'share');
}
