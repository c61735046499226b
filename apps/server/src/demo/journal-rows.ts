import type { JournalAction, JournalChanges, JournalEntity, Role } from '@pelote/shared';
import type { journal } from '../db/schema/journal.ts';
import { journalChanges, SYSTEM_CONTEXT } from '../modules/journal/index.ts';

/**
 * The demo's journal rows: one per record it creates, as the API would have written it, dated
 * when the record was made. The server writes them (source `systeme`); what a gerant did in the
 * replayed year (a delivery, a sale) names that gerant, so a user's day reads as it would.
 */

export type DemoAuthor = {
  id: number;
  username: string;
  nom?: string;
  role: Role;
  magasinId: number | null;
};

export type DemoJournalEntry = {
  at: Date;
  author?: DemoAuthor | null;
  magasinId?: number | null;
  action: JournalAction;
  entite: JournalEntity;
  entiteId: number | string;
  entiteLibelle: string;
  /** The record's fields, logged as created (before: nothing). */
  fields?: Record<string, unknown>;
  changements?: JournalChanges;
};

export function demoJournalRow(entry: DemoJournalEntry): typeof journal.$inferInsert {
  const author = entry.author ?? null;
  return {
    userId: author?.id ?? SYSTEM_CONTEXT.userId,
    username: author?.username ?? SYSTEM_CONTEXT.username,
    auteur: author?.nom ?? SYSTEM_CONTEXT.auteur,
    role: author?.role ?? SYSTEM_CONTEXT.role,
    magasinId: entry.magasinId ?? author?.magasinId ?? null,
    createdAt: entry.at,
    deviceTime: null,
    action: entry.action,
    entite: entry.entite,
    entiteId: String(entry.entiteId),
    entiteLibelle: entry.entiteLibelle,
    changements: entry.changements ?? journalChanges(null, entry.fields ?? {}),
    idempotencyKey: null,
    source: SYSTEM_CONTEXT.source,
    adresse: null,
  };
}
