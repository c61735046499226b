import type { JournalChanges, JournalSource } from '@pelote/shared';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, newestFirstIndexKeys, timestampTz } from '../columns.ts';
import { roleEnum } from './users.ts';

/**
 * The journal: one row per write of the API and per sign-in event, written in the write's own
 * transaction (journal.service.ts). Append-only: a trigger of the migration that creates it refuses
 * every UPDATE, DELETE and TRUNCATE (docs/decisions/005-journal.md).
 *
 * No foreign keys: a row outlives what it names (a shop is deleted for good; a failed sign-in names
 * a user who does not exist), and a key's ON DELETE SET NULL would be an update the trigger refuses.
 * The user's name, their role and the record's name are kept as they were when written.
 */
export const journal = pgTable(
  'journal',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Null for the server itself and for a failed sign-in under a name no user has. */
    userId: integer('user_id'),
    /** The name as it was (or as typed, for a failed sign-in). */
    username: text('username'),
    /** The author's first and last name as they were (null for the server, or an unknown name). */
    auteur: text('auteur'),
    role: roleEnum('role'),
    magasinId: integer('magasin_id'),
    /** Server time: the write's transaction. */
    createdAt: createdAt(),
    /** The device's clock, when the client sent one (offline work). */
    deviceTime: timestampTz('device_time'),
    /** `creation`, `modification`, ... (JOURNAL_ACTIONS of @pelote/shared). */
    action: text('action').notNull(),
    /** `article`, `vente`, `session`, ... (JOURNAL_ENTITIES of @pelote/shared). */
    entite: text('entite').notNull(),
    entiteId: text('entite_id'),
    /** The record's name when written, for a sentence that still reads once it is renamed or gone. */
    entiteLibelle: text('entite_libelle'),
    /** `{ champ: { avant, apres } }`: the fields that changed, never a secret. */
    changements: jsonb('changements').$type<JournalChanges>().notNull().default({}),
    idempotencyKey: text('idempotency_key'),
    source: text('source').$type<JournalSource>().notNull().default('web'),
    adresse: text('adresse'),
  },
  (t) => [
    index('journal_date_idx').on(...newestFirstIndexKeys(t.createdAt, t.id)),
    index('journal_entite_idx').on(t.entite, t.entiteId, ...newestFirstIndexKeys(t.createdAt, t.id)),
    index('journal_user_idx').on(t.userId, ...newestFirstIndexKeys(t.createdAt, t.id)),
    index('journal_magasin_idx').on(t.magasinId, ...newestFirstIndexKeys(t.createdAt, t.id)),
    check('journal_action_ck', sql`${t.action} ~ '^[a-z_]{1,50}$'`),
    check('journal_entite_ck', sql`${t.entite} ~ '^[a-z_]{1,50}$'`),
    check('journal_changements_ck', sql`jsonb_typeof(${t.changements}) = 'object'`),
    check('journal_source_ck', sql`${t.source} in ('web', 'hors_ligne', 'import', 'systeme')`),
  ],
);
export type JournalRow = typeof journal.$inferSelect;
