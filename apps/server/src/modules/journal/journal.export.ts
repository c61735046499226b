import {
  csvDateTime,
  JOURNAL_ACTION_LABELS,
  JOURNAL_ENTITY_LABELS,
  JOURNAL_SOURCE_LABELS,
  type JournalEntry,
  ROLE_LABELS,
} from '@pelote/shared';
import { inArray } from 'drizzle-orm';
import { journal } from '../../db/schema/journal.ts';
import type { DbOrTx } from '../../db/types.ts';
import type { CsvExport } from '../../lib/csv-stream.ts';
import { exportReader } from '../../lib/export-reader.ts';
import { keysetCursor } from '../../lib/keyset.ts';
import { listRowsById, newestFirst } from '../../lib/list-export.ts';
import {
  type JournalFilters,
  type JournalReader,
  journalConditions,
  selectJournal,
  toJournalEntry,
} from './journal.repository.ts';

/** The journal (what its reader may see, its filters), newest first. */

const KEYSET = newestFirst(journal.createdAt, journal.id);

const shown = (value: unknown): string =>
  value === null || value === undefined
    ? '—'
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** A value's French label; an older row's value the labels no longer hold stays as written. */
const label = (labels: Record<string, string>, value: string) => labels[value] ?? value;

/** 'prix_unitaire : 150000 → 175000 | nom : … → …': the fields changed, in one cell. */
export function changesText(changes: JournalEntry['changements']): string {
  return Object.entries(changes ?? {})
    .map(([field, change]) => {
      const { avant, apres } = (change ?? {}) as { avant?: unknown; apres?: unknown };
      return `${field} : ${shown(avant)} → ${shown(apres)}`;
    })
    .join(' | ');
}

export function journalCsv(
  primary: DbOrTx,
  reader: JournalReader,
  filters: JournalFilters,
): CsvExport<JournalEntry> {
  const db = exportReader(primary);
  return {
    name: 'journal',
    columns: [
      { header: 'Date', value: (row) => csvDateTime(row.date) },
      { header: 'Date de l’appareil', value: (row) => csvDateTime(row.date_appareil) },
      { header: 'Utilisateur', value: (row) => row.utilisateur?.username },
      { header: 'Nom', value: (row) => row.utilisateur?.nom },
      { header: 'Rôle', value: (row) => (row.role ? ROLE_LABELS[row.role] : '') },
      { header: 'Magasin', value: (row) => row.magasin?.nom },
      { header: 'Action', value: (row) => label(JOURNAL_ACTION_LABELS, row.action) },
      { header: 'Élément', value: (row) => label(JOURNAL_ENTITY_LABELS, row.entite) },
      { header: 'Identifiant', value: (row) => row.entite_id },
      { header: 'Libellé', value: (row) => row.entite_libelle },
      { header: 'Changements', value: (row) => changesText(row.changements) },
      { header: 'Source', value: (row) => label(JOURNAL_SOURCE_LABELS, row.source) },
      { header: 'Adresse', value: (row) => row.adresse },
    ],
    batches: listRowsById(
      KEYSET,
      journalConditions(reader, filters),
      () => db.select({ id: journal.id, cursor: keysetCursor(KEYSET) }).from(journal),
      async (ids) => (await selectJournal(db).where(inArray(journal.id, ids))).map(toJournalEntry),
    ),
  };
}
