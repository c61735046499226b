import type { JournalAction, JournalEntity } from '@pelote/shared';
import type { DbOrTx } from '../../db/types.ts';
import { type JournalContext, recordJournal } from './journal.service.ts';
import { journalChanges } from './journal-changes.ts';

/** A row as its journal entry names it: its id, its label, its fields as the API shows them. */
export type JournalledRow = { id: number; label: string; fields: Record<string, unknown> };

/** Who wrote, about what: the context (with the shop the row is on), the entity, what no form writes. */
export type RowChangeAbout = JournalContext & { entite: JournalEntity; ignore: readonly string[] };

/**
 * The journal row of a create, edit or delete of one row (a client, an article, a shop): named
 * after the row as it is after the write (as it was, for a delete), with its fields before →
 * after, null on the side where the row does not exist.
 */
export function recordRowChange(
  tx: DbOrTx,
  { ignore, ...about }: RowChangeAbout,
  action: JournalAction,
  before: JournalledRow | null,
  after: JournalledRow | null,
): Promise<number> {
  const row = (after ?? before) as JournalledRow;
  return recordJournal(tx, {
    ...about,
    action,
    entiteId: row.id,
    entiteLibelle: row.label,
    changements: journalChanges(before?.fields ?? null, after?.fields ?? null, { ignore }),
  });
}
