import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, timestampTz, timestampTzNow } from '../columns.ts';
import { userRef } from './users.ts';

/**
 * One row per sign-in. Access and refresh tokens carry its id; ending the row ends both.
 * The refresh token itself is never stored: only its SHA-256 hash, and the hash of the token it
 * replaced (`previousRefreshHash`, rotated away at `rotatedAt`): that one is still honoured for a
 * few seconds (two tabs refreshing at once), and ends the session when it comes back later.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef('user_id', 'cascade').notNull(),
    refreshTokenHash: text('refresh_token_hash').notNull().unique(),
    previousRefreshHash: text('previous_refresh_hash'),
    rotatedAt: timestampTz('rotated_at'),
    rememberMe: boolean('remember_me').notNull().default(false),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
    lastUsedAt: timestampTzNow('last_used_at'),
    expiresAt: timestampTz('expires_at').notNull(),
    revokedAt: timestampTz('revoked_at'),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    index('sessions_previous_refresh_idx').on(t.previousRefreshHash),
  ],
);

export const userTokenKindEnum = pgEnum('user_token_kind', ['password_reset', 'email_verification']);

/** Single-use tokens sent by e-mail (password reset, e-mail verification), stored hashed. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: serial('id').primaryKey(),
    userId: userRef('user_id', 'cascade').notNull(),
    kind: userTokenKindEnum('kind').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestampTz('expires_at').notNull(),
    usedAt: timestampTz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('user_tokens_user_idx').on(t.userId, t.kind)],
);

/**
 * Sign-in attempts per username and client address, counted before the password is checked and
 * forgotten on success: the sign-in throttle (login-throttle.ts). A row whose window has ended
 * counts from zero again, and is purged.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    username: text('username').notNull(),
    address: text('address').notNull(),
    attempts: integer('attempts').notNull(),
    windowStartedAt: timestampTz('window_started_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.username, t.address] }),
    index('login_attempts_window_idx').on(t.windowStartedAt),
  ],
);
