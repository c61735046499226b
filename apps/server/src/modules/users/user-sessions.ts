import { and, eq, isNull, ne } from 'drizzle-orm';
import { sessions } from '../../db/schema/auth.ts';
import type { DbOrTx } from '../../db/types.ts';

/** Ends every session of a user, except `keep` (the session making the change) when given. */
export async function revokeUserSessions(db: DbOrTx, options: { userId: number; keep?: string }) {
  const conditions = [eq(sessions.userId, options.userId), isNull(sessions.revokedAt)];
  if (options.keep) conditions.push(ne(sessions.id, options.keep));
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(...conditions));
}
