import {
  JOURNAL_SESSION_ENTITY,
  type JournalEntry,
  type JournalListQuery,
  type Paginated,
} from '@pelote/shared';
import { and, count, desc, eq, isNotNull, ne, or, type SQL } from 'drizzle-orm';
import { withinDays } from '../../db/filters.ts';
import type { DbOrTx } from '../../db/types.ts';
import { magasins } from '../shops/shops.table.ts';
import { journal } from './journal.table.ts';

/** Reads of the journal: one page, newest first, within what the reader may see. */

/** Who reads: direction sees every row; a gerant their shop's, without other users' sign-in events. */
export type JournalReader = { kind: 'all' } | { kind: 'shop'; magasinId: number; userId: number };

export type JournalFilters = Omit<JournalListQuery, 'page' | 'page_size'>;

const columns = {
  id: journal.id,
  createdAt: journal.createdAt,
  deviceTime: journal.deviceTime,
  userId: journal.userId,
  username: journal.username,
  auteur: journal.auteur,
  role: journal.role,
  magasinId: journal.magasinId,
  magasinNom: magasins.nom,
  action: journal.action,
  entite: journal.entite,
  entiteId: journal.entiteId,
  entiteLibelle: journal.entiteLibelle,
  changements: journal.changements,
  idempotencyKey: journal.idempotencyKey,
  source: journal.source,
  adresse: journal.adresse,
};
function selectJournal(db: DbOrTx) {
  return db.select(columns).from(journal).leftJoin(magasins, eq(magasins.id, journal.magasinId));
}
type Row = Awaited<ReturnType<typeof selectJournal>>[number];

function toDto(row: Row): JournalEntry {
  return {
    id: row.id,
    date: row.createdAt.toISOString(),
    date_appareil: row.deviceTime ? row.deviceTime.toISOString() : null,
    utilisateur: row.username !== null ? { id: row.userId, username: row.username, nom: row.auteur } : null,
    role: row.role,
    magasin: row.magasinId !== null ? { id: row.magasinId, nom: row.magasinNom } : null,
    action: row.action,
    entite: row.entite,
    entite_id: row.entiteId,
    entite_libelle: row.entiteLibelle,
    changements: row.changements ?? {},
    idempotency_key: row.idempotencyKey,
    source: row.source,
    adresse: row.adresse,
  };
}

function conditions(reader: JournalReader, filters: JournalFilters): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (reader.kind === 'shop') {
    where.push(eq(journal.magasinId, reader.magasinId));
    // Another user's sign-in events stay theirs (and direction's), even in the gerant's shop.
    where.push(
      or(
        ne(journal.entite, JOURNAL_SESSION_ENTITY),
        and(isNotNull(journal.userId), eq(journal.userId, reader.userId)),
      ),
    );
  }
  if (filters.magasin !== undefined) where.push(eq(journal.magasinId, filters.magasin));
  if (filters.utilisateur !== undefined) where.push(eq(journal.userId, filters.utilisateur));
  if (filters.entite) where.push(eq(journal.entite, filters.entite));
  if (filters.entite_id) where.push(eq(journal.entiteId, filters.entite_id));
  if (filters.action) where.push(eq(journal.action, filters.action));
  where.push(...withinDays(journal.createdAt, filters.date_debut, filters.date_fin));
  return and(...where);
}

/** One page of the journal rows the reader may see and the filters keep, newest first. */
export async function listJournal(
  db: DbOrTx,
  reader: JournalReader,
  filters: JournalFilters,
  page: { page: number; pageSize: number },
): Promise<Paginated<JournalEntry>> {
  const where = conditions(reader, filters);
  const [total] = await db.select({ n: count() }).from(journal).where(where);
  const rows = await selectJournal(db)
    .where(where)
    .orderBy(desc(journal.createdAt), desc(journal.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  const n = total?.n ?? 0;
  return {
    count: n,
    page: page.page,
    page_size: page.pageSize,
    total_pages: Math.ceil(n / page.pageSize),
    results: rows.map(toDto),
  };
}
