import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { loginAttempts } from '../../db/schema/auth.ts';
import type { DbOrTx } from '../../db/types.ts';

/**
 * The sign-in throttle, kept in the database so a restart or a second process sees the same counts
 * (docs/decisions/004-sign-in-throttle.md):
 * - every attempt is counted per (username, client address) *before* its password is checked, in
 *   one statement, so a burst of parallel attempts cannot get more than `maxFailures` checks through;
 *   past that, the pair is locked until its window (counted from its first attempt) ends;
 * - per username alone nothing is locked (a stranger could lock `admin` out for everyone): once the
 *   failures from all addresses pass `SLOWDOWN_AFTER_LOCKS` locked addresses' worth, each attempt on
 *   that username first waits a delay that doubles with every further failure, up to a few seconds;
 * - the right password forgets the pair's attempts. Unknown usernames count too, so the throttle
 *   tells nothing about which accounts exist.
 */

export const LOGIN_WINDOW_MS = 15 * 60_000;
/** The per-username slow-down starts beyond the failures of this many locked addresses. */
export const SLOWDOWN_AFTER_LOCKS = 2;
/** The first delay of the slow-down; it doubles with each further failure... */
export const SLOWDOWN_FIRST_DELAY_MS = 250;
/** ...up to this. */
export const SLOWDOWN_MAX_DELAY_MS = 3_000;

export type LoginAttempt =
  /** Refused without checking the password, for `retryAfterSeconds` more. */
  | { locked: true; retryAfterSeconds: number }
  /** The password may be checked, after waiting `delayMs`. */
  | { locked: false; delayMs: number };

export type LoginThrottle = {
  begin: (username: string, address: string) => Promise<LoginAttempt>;
  /** The right password: the attempts of this (username, address) are forgotten. */
  succeeded: (username: string, address: string) => Promise<void>;
  /** A wrong password: rows whose window has ended are purged, so the table stays small. */
  failed: () => Promise<void>;
};

/** The slow-down before checking a password, given the failures of a username from all addresses. */
export function slowdownDelayMs(usernameFailures: number, maxFailures: number): number {
  const beyond = usernameFailures - SLOWDOWN_AFTER_LOCKS * maxFailures;
  if (beyond <= 0) return 0;
  return Math.min(SLOWDOWN_MAX_DELAY_MS, SLOWDOWN_FIRST_DELAY_MS * 2 ** Math.min(beyond - 1, 16));
}

export function createLoginThrottle(options: {
  db: DbOrTx;
  maxFailures: number;
  now?: () => Date;
}): LoginThrottle {
  const { db, maxFailures } = options;
  const clock = options.now ?? (() => new Date());
  const pair = (username: string, address: string) =>
    and(eq(loginAttempts.username, username), eq(loginAttempts.address, address));

  return {
    async begin(username, address) {
      const now = clock();
      const windowStart = new Date(now.getTime() - LOGIN_WINDOW_MS);
      // One statement: parallel attempts of one pair queue on its row and each read its own count.
      const stale = sql`${loginAttempts.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz`;
      const [row] = await db
        .insert(loginAttempts)
        .values({ username, address, attempts: 1, windowStartedAt: now })
        .onConflictDoUpdate({
          target: [loginAttempts.username, loginAttempts.address],
          set: {
            attempts: sql`case when ${stale} then 1 else ${loginAttempts.attempts} + 1 end`,
            windowStartedAt: sql`case when ${stale} then ${now.toISOString()}::timestamptz else ${loginAttempts.windowStartedAt} end`,
          },
        })
        .returning({ attempts: loginAttempts.attempts, windowStartedAt: loginAttempts.windowStartedAt });
      if (!row) throw new Error('upsert returned nothing');
      if (row.attempts > maxFailures) {
        const endsIn = row.windowStartedAt.getTime() + LOGIN_WINDOW_MS - now.getTime();
        return { locked: true, retryAfterSeconds: Math.max(1, Math.ceil(endsIn / 1000)) };
      }

      // Attempts refused by a lock never reached a password: each address counts `maxFailures` at most.
      const [total] = await db
        .select({
          failures: sql<number>`coalesce(sum(least(${loginAttempts.attempts}, ${maxFailures})), 0)::int`,
        })
        .from(loginAttempts)
        .where(and(eq(loginAttempts.username, username), gt(loginAttempts.windowStartedAt, windowStart)));
      // The count includes this attempt, which has not failed (yet).
      return { locked: false, delayMs: slowdownDelayMs(Number(total?.failures ?? 0) - 1, maxFailures) };
    },

    async succeeded(username, address) {
      await db.delete(loginAttempts).where(pair(username, address));
    },

    async failed() {
      const windowStart = new Date(clock().getTime() - LOGIN_WINDOW_MS);
      await db.delete(loginAttempts).where(lte(loginAttempts.windowStartedAt, windowStart));
    },
  };
}
