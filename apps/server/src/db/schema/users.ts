import { sql } from 'drizzle-orm';
import { boolean, check, index, pgEnum, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, idRef, type OnDelete, timestampTz, updatedAt } from '../columns.ts';
import { shopRef } from './shops.ts';

export const roleEnum = pgEnum('role', ['direction', 'gerant']);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased and trimmed; unique among users that are not deleted. */
    username: text('username').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: roleEnum('role').notNull().default('gerant'),
    nationalite: text('nationalite').notNull().default('FR'),
    telephone: text('telephone').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    magasinId: shopRef(),
    emailVerifiedAt: timestampTz('email_verified_at'),
    lastLogin: timestampTz('last_login'),
    dateJoined: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    uniqueIndex('users_username_uq').on(t.username).where(sql`${t.deletedAt} is null`),
    index('users_email_idx').on(sql`lower(${t.email})`),
    index('users_magasin_idx').on(t.magasinId),
    check(
      'users_role_shop_ck',
      sql`(${t.role} = 'gerant' and ${t.magasinId} is not null) or (${t.role} = 'direction' and ${t.magasinId} is null)`,
    ),
  ],
);

/**
 * A column naming a user (`user_id` unless named otherwise): who wrote a row, kept with it, or with
 * `cascade` the user a row belongs to and goes with (a session, a token, a kept answer).
 */
export const userRef = (name = 'user_id', onDelete: OnDelete = 'restrict') =>
  idRef(name, () => users.id, onDelete);
