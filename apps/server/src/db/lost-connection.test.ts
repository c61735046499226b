import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUrl, withAdminClient } from '../../test/databases.ts';
import { isDatabaseUnavailable } from '../lib/database-unavailable.ts';
import { type Database, openDatabase } from './client.ts';

/**
 * A connection PostgreSQL cuts (`pg_terminate_backend`, as a restart does to all of them) makes
 * node-postgres emit 'error' on its client: nobody listening, that would end the process. Cut
 * while idle in the pool, or while checked out inside a transaction: the process lives on, the
 * query in flight fails as 'unavailable' (503), and the next query gets a new connection.
 */

const onPostgres = process.env.PELOTE_TEST_DB === 'postgres';
const name = `pelote_lost_${crypto.randomBytes(4).toString('hex')}`;
let database: Database;

const pidOf = async (run: (query: ReturnType<typeof sql>) => Promise<unknown>) => {
  const answer = (await run(sql`select pg_backend_pid() as pid`)) as { rows: { pid: number }[] };
  return Number(answer.rows[0]?.pid);
};
const terminate = (pids: number[]) =>
  withAdminClient((client) =>
    client.query('select pg_terminate_backend(pid) from unnest($1::int[]) pid', [pids]),
  );

describe.runIf(onPostgres)('a connection cut by PostgreSQL', () => {
  beforeAll(async () => {
    await withAdminClient((client) => client.query(`create database ${name}`));
    database = await openDatabase(
      { kind: 'postgres', url: databaseUrl(name), poolSize: 2 },
      { migrate: false },
    );
  });
  afterAll(async () => {
    await database?.close();
    await withAdminClient((client) => client.query(`drop database if exists ${name} with (force)`));
  });

  it('idle in the pool: no crash, and the next query is served', async () => {
    const pid = await pidOf((query) => database.db.execute(query));
    await terminate([pid]);
    // Give the idle client the time to hear it (its 'error' event), then ask again.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const next = await pidOf((query) => database.db.execute(query));
    expect(next).toBeGreaterThan(0);
  });

  it('checked out in a transaction: the query fails as unavailable, no crash, and the next is served', async () => {
    let failure: unknown = null;
    await database.db
      .transaction(async (tx) => {
        const pid = await pidOf((query) => tx.execute(query));
        await terminate([pid]);
        await new Promise((resolve) => setTimeout(resolve, 200));
        await tx.execute(sql`select 1`);
      })
      .catch((error: unknown) => {
        failure = error;
      });
    expect(isDatabaseUnavailable(failure)).toBe(true);
    const next = await pidOf((query) => database.db.execute(query));
    expect(next).toBeGreaterThan(0);
  });

  it('a checked-out connection cut is handed back at once: the pool counts it no more (no leak)', async () => {
    const pool = database.pool;
    if (!pool) throw new Error('no pool');
    const client = await pool.connect();
    const held = pool.totalCount;
    const answer = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    await terminate([Number(answer.rows[0]?.pid)]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Never released by its holder (as after a failed `begin`), it is gone from the pool anyway.
    expect(pool.totalCount).toBe(held - 1);
    expect(() => client.release()).not.toThrow();
    expect(await pidOf((query) => database.db.execute(query))).toBeGreaterThan(0);
  });
});
