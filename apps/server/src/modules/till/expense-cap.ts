import { DEPOSIT_CATEGORIES, TILL_MESSAGES, type TillOutCategory } from '@pelote/shared';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { magasins } from '../../db/schema/shops.ts';
import { caisseMouvements, caisseSessions, isExpenseMovement } from '../../db/schema/till.ts';
import type { Tx } from '../../db/types.ts';
import { forbidden } from '../../lib/errors.ts';

/**
 * A shop's daily cap on expenses: what a gerant may take out of the till in one day (Abidjan's,
 * which is UTC) for everything but deposits to the bank or head office and the server's own
 * refunds of cancelled sales. Cash-outs without a category count as expenses (isExpenseMovement,
 * beside the table).
 */

/** A deposit (bank, head office): cash that leaves the till without being spent. */
export const isDeposit = (category: TillOutCategory | null) =>
  category !== null && (DEPOSIT_CATEGORIES as readonly string[]).includes(category);

/** The day of `now` in Abidjan (UTC), as the instants it starts and ends. */
function dayOf(now: Date): { from: Date; to: Date } {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return { from, to: new Date(from.getTime() + 24 * 60 * 60 * 1000) };
}

/** The shop's expenses of the day so far (hundredths). */
export async function expensesOfDay(tx: Tx, magasinId: number, now: Date): Promise<number> {
  const { from, to } = dayOf(now);
  const [row] = await tx
    .select({ montant: sql<string>`coalesce(sum(${caisseMouvements.montant}), 0)` })
    .from(caisseMouvements)
    .innerJoin(caisseSessions, eq(caisseSessions.id, caisseMouvements.sessionId))
    .where(
      and(
        eq(caisseSessions.magasinId, magasinId),
        isExpenseMovement,
        gte(caisseMouvements.createdAt, from),
        lt(caisseMouvements.createdAt, to),
      ),
    );
  return Number(row?.montant ?? 0);
}

/** Refuses (403, with the cap and what is left) an expense of `montant` that would pass the shop's cap. */
export async function checkDailyCap(tx: Tx, magasinId: number, montant: number, now: Date): Promise<void> {
  const [shop] = await tx
    .select({ cap: magasins.plafondDepensesJour })
    .from(magasins)
    .where(eq(magasins.id, magasinId));
  const cap = shop?.cap ?? null;
  if (cap === null) return;
  const spent = await expensesOfDay(tx, magasinId, now);
  if (spent + montant > cap) throw forbidden(TILL_MESSAGES.dailyCap(cap, Math.max(cap - spent, 0)));
}
