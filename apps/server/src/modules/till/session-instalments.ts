import { PAYMENT_METHODS } from '@pelote/shared';
import { and, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { compteClientMouvements as m } from '../../db/schema/client-accounts.ts';
import { miseDeCoteAcomptes as d } from '../../db/schema/layaways.ts';
import { caisseSessions } from '../../db/schema/till.ts';
import type { DbOrTx } from '../../db/types.ts';

/**
 * The instalments a till session took, per method ('Versements clients'): the rows 'versement' paid
 * in money that name the session. Rows written before an instalment kept its session (no
 * session_id) are read as they always were: in the session's shop while it was open (an
 * instalment held the open session, shared like a sale, so its time falls within it).
 */
export async function clientInstalmentsOf(db: DbOrTx, sessionId: number): Promise<Record<string, number>> {
  const rows = await db
    .select({ methode: m.methode, montant: sql<string>`coalesce(sum(-${m.montantDu}), 0)` })
    .from(m)
    .innerJoin(caisseSessions, eq(caisseSessions.id, sessionId))
    .where(
      and(
        eq(m.kind, 'versement'),
        inArray(m.methode, [...PAYMENT_METHODS]),
        or(
          eq(m.sessionId, sessionId),
          and(
            isNull(m.sessionId),
            eq(m.magasinId, caisseSessions.magasinId),
            gte(m.createdAt, caisseSessions.ouverteAt),
            or(isNull(caisseSessions.clotureeAt), lt(m.createdAt, caisseSessions.clotureeAt)),
          ),
        ),
      ),
    )
    .groupBy(m.methode);
  const byMethod: Record<string, number> = {};
  for (const row of rows) {
    const montant = Number(row.montant);
    if (row.methode && montant !== 0) byMethod[row.methode] = montant;
  }
  return Object.fromEntries(
    PAYMENT_METHODS.filter((methode) => methode in byMethod).map((methode) => [
      methode,
      byMethod[methode] ?? 0,
    ]),
  );
}

/**
 * The layaways' deposits a till session took, per method ('Acomptes reçus'), and the deposits it
 * refunded in cash ('Acomptes remboursés'): money the shop owes the clients until their pickup.
 */
export async function layawayDepositsOf(
  db: DbOrTx,
  sessionId: number,
): Promise<{ recus: Record<string, number>; rembourses: number }> {
  const rows = await db
    .select({
      kind: d.kind,
      methode: d.methode,
      montant: sql<string>`coalesce(sum(${d.montant}), 0)`,
    })
    .from(d)
    .where(and(eq(d.sessionId, sessionId), inArray(d.kind, ['versement', 'remboursement'])))
    .groupBy(d.kind, d.methode);
  const recus: Record<string, number> = {};
  let rembourses = 0;
  for (const row of rows) {
    if (row.kind === 'remboursement') rembourses -= Number(row.montant);
    else if (row.methode) recus[row.methode] = Number(row.montant);
  }
  return {
    recus: Object.fromEntries(PAYMENT_METHODS.filter((m) => m in recus).map((m) => [m, recus[m] ?? 0])),
    rembourses,
  };
}
