import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper.ts';

/** The journal is append-only in the database itself: raw SQL cannot rewrite or remove a row. */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The message of a refused statement, whichever driver wrapped it. */
async function refusal(statement: string): Promise<string> {
  try {
    await t.db.execute(sql.raw(statement));
  } catch (error) {
    const e = error as { message?: string; cause?: { message?: string } };
    return `${e.message ?? ''} ${e.cause?.message ?? ''}`;
  }
  return 'accepted';
}

async function rows() {
  const answer = (await t.db.execute(
    sql`select id, action, entite, entite_id from journal order by id`,
  )) as unknown as { rows: { action: string; entite: string; entite_id: string | null }[] };
  return answer.rows;
}

describe(`journal: append-only (${process.env.PELOTE_TEST_DB === 'postgres' ? 'PostgreSQL' : 'embedded database'})`, () => {
  beforeAll(async () => {
    await t.db.execute(
      sql`insert into journal (action, entite, entite_id) values ('creation', 'article', '7'), ('modification', 'article', '7')`,
    );
  });

  it('accepts new rows', async () => {
    expect(await rows()).toEqual([
      expect.objectContaining({ action: 'creation', entite: 'article', entite_id: '7' }),
      expect.objectContaining({ action: 'modification', entite: 'article', entite_id: '7' }),
    ]);
  });

  it.each([
    ['UPDATE', "update journal set action = 'suppression' where entite_id = '7'"],
    ['UPDATE', "update journal set changements = '{}' where false"],
    ['DELETE', 'delete from journal'],
    ['DELETE', "delete from journal where entite_id = '7'"],
    ['TRUNCATE', 'truncate journal'],
  ])('refuses %s with a clear error: %s', async (operation, statement) => {
    const message = await refusal(statement);
    expect(message).toContain(`Le journal est en ajout seul : ${operation} refusé`);
    expect(await rows()).toEqual([
      expect.objectContaining({ action: 'creation' }),
      expect.objectContaining({ action: 'modification' }),
    ]);
  });

  it('refuses a change even inside a transaction that then writes something else', async () => {
    const message = await t.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into journal (action, entite) values ('creation', 'client')`);
        await tx.execute(sql`delete from journal where entite = 'article'`);
        return 'accepted';
      })
      .catch((error: { message?: string; cause?: { message?: string } }) => {
        return `${error.message ?? ''} ${error.cause?.message ?? ''}`;
      });
    expect(message).toContain('Le journal est en ajout seul : DELETE refusé');
    expect((await rows()).map((row) => row.entite)).toEqual(['article', 'article']);
  });
});
