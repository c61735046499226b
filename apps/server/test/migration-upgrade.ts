import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect } from 'vitest';
import { type Database, migrationsFolder, openDatabase } from '../src/db/client.ts';
import { databaseUrl, withAdminClient } from './databases.ts';

/**
 * An upgrade as an installation lives it: a database left at an older migration holds data, then
 * the server of this version migrates it. `useUpgrade()` gives a test file an empty database (PGlite,
 * or a PostgreSQL database of its own) and the committed migrations cut after a given one; both are
 * removed after the file's tests.
 */

const onPostgres = process.env.PELOTE_TEST_DB === 'postgres';

export function useUpgrade() {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  /** A copy of the committed migrations that stops after `lastTag`. */
  function migrationsUpTo(lastTag: string): string {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'pelote-migrations-'));
    cleanups.push(async () => fs.rmSync(folder, { recursive: true, force: true }));
    fs.cpSync(migrationsFolder, folder, { recursive: true });
    const journalFile = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
    const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
    expect(last).toBeGreaterThanOrEqual(0);
    journal.entries = journal.entries.slice(0, last + 1);
    fs.writeFileSync(journalFile, JSON.stringify(journal));
    return folder;
  }

  /** An empty database, closed after the file's tests. */
  async function emptyDatabase(): Promise<Database> {
    let database: Database;
    if (onPostgres) {
      const name = `pelote_upgrade_${crypto.randomBytes(4).toString('hex')}`;
      await withAdminClient((c) => c.query(`create database ${name}`));
      cleanups.push(() =>
        withAdminClient((c) => c.query(`drop database if exists ${name} with (force)`)).then(() => {}),
      );
      database = await openDatabase({ kind: 'postgres', url: databaseUrl(name) }, { migrate: false });
    } else {
      database = await openDatabase({ kind: 'pglite-memory' }, { migrate: false });
    }
    cleanups.push(() => database.close());
    return database;
  }

  return { migrationsUpTo, emptyDatabase, onPostgres };
}
