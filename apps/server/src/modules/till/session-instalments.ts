import { PAYMENT_METHODS } from '@pelote/shared';
import { and, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { compteClientMouvements as m } from '../../db/schema/client-accounts.ts';
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
