import { asc, gt, max } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/helper.ts';
import { type JournalRow, journal } from '../../db/schema/journal.ts';

/**
 * For the journal-writes tests: the rows a request added. Each test file runs its requests one
 * after another, so the rows past the last id seen before a request are that request's.
 */

/** The journal's last id (0 when empty): rows written later are past it. */
export async function journalMark(t: TestApp): Promise<number> {
  const [row] = await t.db.select({ id: max(journal.id) }).from(journal);
  return Number(row?.id ?? 0);
}

/** The rows written after `mark`, oldest first. */
export async function journalSince(t: TestApp, mark: number): Promise<JournalRow[]> {
  return t.db.select().from(journal).where(gt(journal.id, mark)).orderBy(asc(journal.id));
}

/** Runs `act` and answers the one journal row it wrote (failing when it wrote none or several). */
export async function onlyRowOf<Result>(
  t: TestApp,
  act: () => Promise<Result>,
): Promise<{ row: JournalRow; result: Result }> {
  const mark = await journalMark(t);
  const result = await act();
  const rows = await journalSince(t, mark);
  expect(
    rows.map((r) => `${r.action} ${r.entite} ${r.entiteId}`),
    'exactly one journal row',
  ).toHaveLength(1);
  return { row: rows[0] as JournalRow, result };
}

/** Runs `act` and checks it wrote no journal row. */
export async function noRowOf<Result>(t: TestApp, act: () => Promise<Result>): Promise<Result> {
  const mark = await journalMark(t);
  const result = await act();
  expect(await journalSince(t, mark), 'no journal row').toEqual([]);
  return result;
}
