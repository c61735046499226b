import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { sessions, userTokens } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/users.ts';
import type { DbOrTx } from '../../db/types.ts';
import type { SessionUser } from '../../lib/access.ts';

/** Sessions (one per sign-in) and single-use e-mailed tokens; tokens are only ever stored hashed. */

export type SessionRow = typeof sessions.$inferSelect;
export type UserTokenKind = (typeof userTokens.$inferSelect)['kind'];

const liveSession = () => and(isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date()));
const signableUser = and(eq(users.isActive, true), isNull(users.deletedAt));
const signableSessionUser = (db: DbOrTx) =>
  inArray(sessions.userId, db.select({ id: users.id }).from(users).where(signableUser));

export async function insertSession(
  db: DbOrTx,
  values: Pick<typeof sessions.$inferInsert, 'userId' | 'refreshTokenHash' | 'rememberMe' | 'expiresAt'> & {
    userAgent: string | null;
    ip: string | null;
  },
): Promise<SessionRow> {
  const [row] = await db.insert(sessions).values(values).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

/**
 * The user of a live session (not revoked, not expired) whose user is active and not deleted:
 * one query per request, so a role change or a deactivation applies at once.
 */
export async function findSessionUser(
  db: DbOrTx,
  claims: { sessionId: string; userId: number },
): Promise<SessionUser | null> {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      role: users.role,
      magasinId: users.magasinId,
      nomComplet: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.id, claims.sessionId), eq(sessions.userId, claims.userId), liveSession(), signableUser),
    );
  return row ?? null;
}

/**
 * Swaps a live session's refresh token for a new one, in one statement so two concurrent refreshes
 * with the same token cannot both win; the replaced hash is kept as the previous one, with the time.
 * Null when the token matches no live session of a user who may still sign in.
 */
export async function rotateRefreshToken(
  db: DbOrTx,
  hashes: { current: string; next: string },
): Promise<SessionRow | null> {
  const now = new Date();
  const [row] = await db
    .update(sessions)
    .set({
      // Right-hand sides read the row as it was: the previous hash is the one being replaced.
      previousRefreshHash: sql`${sessions.refreshTokenHash}`,
      refreshTokenHash: hashes.next,
      rotatedAt: now,
      lastUsedAt: now,
    })
    .where(and(eq(sessions.refreshTokenHash, hashes.current), liveSession(), signableSessionUser(db)))
    .returning();
  return row ?? null;
}

/** The session whose previous refresh token (rotated away) has this hash, live or not. */
export async function findSessionByPreviousRefreshHash(
  db: DbOrTx,
  previousHash: string,
): Promise<Pick<SessionRow, 'id' | 'rotatedAt'> | null> {
  const [row] = await db
    .select({ id: sessions.id, rotatedAt: sessions.rotatedAt })
    .from(sessions)
    .where(eq(sessions.previousRefreshHash, previousHash));
  return row ?? null;
}

/**
 * A refresh with the previous token of a live session, rotated away after `rotatedAfter`, whose
 * current token is still the one that replaced it (`currentHash`): the session is used again and
 * answered, unchanged. Null otherwise.
 */
export async function touchSessionWithinGrace(
  db: DbOrTx,
  options: { previousHash: string; currentHash: string; rotatedAfter: Date },
): Promise<SessionRow | null> {
  const [row] = await db
    .update(sessions)
    .set({ lastUsedAt: new Date() })
    .where(
      and(
        eq(sessions.previousRefreshHash, options.previousHash),
        eq(sessions.refreshTokenHash, options.currentHash),
        gt(sessions.rotatedAt, options.rotatedAfter),
        liveSession(),
        signableSessionUser(db),
      ),
    )
    .returning();
  return row ?? null;
}

/** Ends a live session; the id of its user, or null when it had already ended (or never was). */
export async function revokeSession(db: DbOrTx, id: string): Promise<number | null> {
  const [row] = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)))
    .returning({ userId: sessions.userId });
  return row?.userId ?? null;
}

/**
 * Revokes the session of a refresh token, current or previous (a tab that signs out with the
 * token another tab has just rotated); its id and user, or null when no session matched.
 */
export async function revokeSessionByRefreshHash(
  db: DbOrTx,
  refreshTokenHash: string,
): Promise<{ id: string; userId: number } | null> {
  const [row] = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        or(
          eq(sessions.refreshTokenHash, refreshTokenHash),
          eq(sessions.previousRefreshHash, refreshTokenHash),
        ),
        isNull(sessions.revokedAt),
      ),
    )
    .returning({ id: sessions.id, userId: sessions.userId });
  return row ?? null;
}

export async function insertUserToken(
  db: DbOrTx,
  values: { userId: number; kind: UserTokenKind; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(userTokens).values(values);
}

/** Forgets a user's unused tokens of a kind (a new link replaces the previous ones). */
export async function deleteUnusedUserTokens(db: DbOrTx, options: { userId: number; kind: UserTokenKind }) {
  await db
    .delete(userTokens)
    .where(
      and(
        eq(userTokens.userId, options.userId),
        eq(userTokens.kind, options.kind),
        isNull(userTokens.usedAt),
      ),
    );
}

/**
 * Marks an unused, unexpired token as used and answers its user id; null when there is no such
 * token. One statement: a link can be used once, even by two clicks at the same moment.
 */
export async function consumeUserToken(
  db: DbOrTx,
  options: { tokenHash: string; kind: UserTokenKind },
): Promise<number | null> {
  const now = new Date();
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(userTokens.tokenHash, options.tokenHash),
        eq(userTokens.kind, options.kind),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, now),
      ),
    )
    .returning({ userId: userTokens.userId });
  return row?.userId ?? null;
}
