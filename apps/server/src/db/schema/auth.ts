import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../columns.ts';
import { users } from './users.ts';

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
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    refreshTokenHash: text('refresh_token_hash').notNull().unique(),
    previousRefreshHash: text('previous_refresh_hash'),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    rememberMe: boolean('remember_me').notNull().default(false),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
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
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: userTokenKindEnum('kind').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
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
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.username, t.address] }),
    index('login_attempts_window_idx').on(t.windowStartedAt),
  ],
);
