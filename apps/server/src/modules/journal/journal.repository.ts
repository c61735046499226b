import {
  JOURNAL_SESSION_ENTITY,
  type JournalEntry,
  type JournalListQuery,
  type Paginated,
} from '@pelote/shared';
import { and, count, desc, eq, isNotNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { withinDays } from '../../db/filters.ts';
import { journal } from '../../db/schema/journal.ts';
import { magasins } from '../../db/schema/shops.ts';
import type { DbOrTx } from '../../db/types.ts';
import { pageOf } from '../../lib/page.ts';

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
export function selectJournal(db: DbOrTx) {
  return db.select(columns).from(journal).leftJoin(magasins, eq(magasins.id, journal.magasinId));
}
type Row = Awaited<ReturnType<typeof selectJournal>>[number];

export function toJournalEntry(row: Row): JournalEntry {
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

export function journalConditions(reader: JournalReader, filters: JournalFilters): SQL | undefined {
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

/**
 * Up to this many rows a list counts them exactly; past it, it says « about » with the planner's
 * estimate (`count_approx`). Counting a million rows is a scan of them all (70 ms, a gerant's shop
 * 200 ms with its sign-in filter, bench/RESULTS.md 'Journal'); stopping at 10,001 costs a few ms.
 * 10,000 rows are 2,000 pages of 5: nobody pages that far, they filter.
 */
export const JOURNAL_EXACT_COUNT = 10_000;

/**
 * How many rows `where` keeps: exact up to `exactUpTo`, else the planner's estimate (never below
 * `exactUpTo + 1`, which is known). For the whole journal that estimate is the row count autovacuum
 * last measured (pg_class.reltuples) scaled to the table's size now: close on an append-only
 * table. A filtered one is the planner's guess from the columns' statistics.
 */
async function countRows(
  db: DbOrTx,
  where: SQL | undefined,
  exactUpTo: number,
): Promise<{ n: number; approx: boolean }> {
  const capped = db
    .select({ one: sql`1`.as('one') })
    .from(journal)
    .where(where)
    .limit(exactUpTo + 1)
    .as('capped');
  const [exact] = await db.select({ n: count() }).from(capped);
  const n = exact?.n ?? 0;
  if (n <= exactUpTo) return { n, approx: false };
  return { n: Math.max(exactUpTo + 1, await estimate(db, where)), approx: true };
}

/** The planner's estimate of the rows `where` keeps (EXPLAIN, nothing run). */
async function estimate(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const result = await db.execute<{ 'QUERY PLAN': unknown }>(
    sql`explain (format json) select 1 from ${journal} ${where ? sql`where ${where}` : sql``}`,
  );
  const rows = Array.isArray(result) ? result : (result as { rows: { 'QUERY PLAN': unknown }[] }).rows;
  const plan = rows[0]?.['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: { 'Plan Rows': number } }];
  return Math.round(parsed[0]?.Plan['Plan Rows'] ?? 0);
}

/**
 * One page of the journal rows the reader may see and the filters keep, newest first; `count`
 * exact up to `exactCountUpTo` rows, an estimate past it (`count_approx`).
 */
export async function listJournal(
  db: DbOrTx,
  reader: JournalReader,
  filters: JournalFilters,
  page: { page: number; pageSize: number },
  exactCountUpTo = JOURNAL_EXACT_COUNT,
): Promise<Paginated<JournalEntry> & { count_approx: boolean }> {
  const where = journalConditions(reader, filters);
  const [total, rows] = await Promise.all([
    countRows(db, where, exactCountUpTo),
    selectJournal(db)
      .where(where)
      .orderBy(desc(journal.createdAt), desc(journal.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
  ]);
  return {
    ...pageOf(total.n, page.page, page.pageSize, rows.map(toJournalEntry)),
    count_approx: total.approx,
  };
}
