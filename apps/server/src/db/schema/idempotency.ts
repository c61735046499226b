import { integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns.ts';
import { userRef } from './users.ts';

/** Answers already given to a write sent with an Idempotency-Key, so a retry gets the same answer. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: userRef('user_id', 'cascade').notNull(),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.scope, t.key] })],
);
