import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseUrl, withAdminClient } from '../../test/databases.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { DATASET_SIZES, generateDataset } from '../demo/generate.ts';
import { type BackupOptions, type BackupTarget, backupDatabase, restoreDatabase } from './backup.ts';
import { installedClientTools, pickClientTool } from './pg-client-tools.ts';

/**
 * docs/operations.md promises a tested backup: back up a filled database, wipe it, restore it, and
 * find every table as it was. Runs on the engine of the project (PGlite or PostgreSQL); on
 * PostgreSQL both ways, with the machine's pg_dump and without any.
 */

const TABLES = [
  'magasins',
  'users',
  'articles',
  'clients',
  'stocks',
  'mouvements_stock',
  'entrees_stock',
  'ventes',
  'vente_lignes',
  'compteurs_factures',
  'stats_ventes_jour',
  'stats_types_jour',
  'stats_articles_jour',
];
const onPostgres = process.env.PELOTE_TEST_DB === 'postgres';

/** Why the test with the machine's pg_dump cannot run here (a newer server, no pg_dump), or null. */
async function whyNoPgDump(): Promise<string | null> {
  if (!onPostgres) return null;
  const major = await withAdminClient(async (c) => {
    const { rows } = await c.query("select current_setting('server_version_num') as v");
    return Math.floor(Number(rows[0].v) / 10000);
  });
  const tools = installedClientTools('pg_dump');
  if (pickClientTool(tools, major)) return null;
  const has =
    tools.length > 0 ? `only pg_dump ${[...new Set(tools.map((t) => t.major))].join(', ')}` : 'no pg_dump';
  return (
    `backs up with pg_dump: not run, the server is PostgreSQL ${major} and this machine has ${has} ` +
    '(pg_dump refuses a newer server); the backup without pg_dump is tested instead'
  );
}
const withoutPgDump = await whyNoPgDump();
if (withoutPgDump) console.warn(withoutPgDump);
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pelote-backup-'));
const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
  fs.rmSync(workDir, { recursive: true, force: true });
});

async function counts(database: Database): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of TABLES) {
    const answer = (await database.db.execute(
      sql.raw(`select count(*)::int as n from ${table}`),
    )) as unknown as {
      rows?: { n: number }[];
    };
    result[table] = Number((answer.rows ?? (answer as unknown as { n: number }[]))[0]?.n);
  }
  return result;
}

/** A filled database of the project's engine, and how to open it again. */
async function filledDatabase(): Promise<{ target: BackupTarget; open: () => Promise<Database> }> {
  if (onPostgres) {
    const name = `pelote_backup_${crypto.randomBytes(4).toString('hex')}`;
    await withAdminClient((c) => c.query(`create database ${name}`));
    cleanups.push(() =>
      withAdminClient((c) => c.query(`drop database if exists ${name} with (force)`)).then(() => {}),
    );
    const url = databaseUrl(name);
    return {
      target: { kind: 'postgres', url },
      open: () => openDatabase({ kind: 'postgres', url }, { migrate: false }),
    };
  }
  const dataDir = path.join(workDir, 'data');
  return {
    target: { kind: 'pglite', dataDir },
    open: () => openDatabase({ kind: 'pglite', dataDir }, { migrate: false }),
  };
}

/** Fills a database, backs it up the way `options` lead to, wipes it, restores it, compares. */
async function roundTrip(options: BackupOptions, how: RegExp) {
  const { target, open } = await filledDatabase();
  const first = await openDatabase(
    target.kind === 'postgres'
      ? { kind: 'postgres', url: target.url }
      : { kind: 'pglite', dataDir: target.dataDir },
  );
  await generateDataset(first.db, DATASET_SIZES.tiny, { seed: 11 });
  const before = await counts(first);
  expect(before.ventes).toBeGreaterThan(0);
  await first.close();

  const file = path.join(workDir, 'pelote.backup');
  expect(await backupDatabase(target, file, options)).toMatch(how);
  expect(fs.statSync(file).size).toBeGreaterThan(1000);

  // Wipe: drop every table, or delete the data directory.
  if (target.kind === 'postgres') {
    const wiping = await open();
    await wiping.db.execute(
      sql`drop schema public cascade; create schema public; drop schema if exists drizzle cascade`,
    );
    await wiping.close();
  } else {
    fs.rmSync(path.join(target.dataDir, 'pgdata'), { recursive: true, force: true });
  }

  await restoreDatabase(target, file, options);
  const restored = await open();
  try {
    expect(await counts(restored)).toEqual(before);
  } finally {
    await restored.close();
  }
}

describe(`backup and restore (${onPostgres ? 'PostgreSQL' : 'embedded database'})`, () => {
  it.skipIf(withoutPgDump !== null)(
    withoutPgDump ?? 'backs up, wipes, restores, and finds every row again',
    () => roundTrip({}, onPostgres ? /^pg_dump \d+ \(.+\) pour le serveur PostgreSQL \d+$/ : /^archive/),
    120_000,
  );

  it.runIf(onPostgres)(
    'backs up without pg_dump (every row copied by Pelote), wipes, restores, and finds every row again',
    () => roundTrip({ clientTools: () => [] }, /^copie de chaque ligne par Pelote, sans pg_dump/),
    240_000, // two embedded databases opened on the way
  );

  it('refuses a missing backup file in French and keeps the data', async () => {
    const target: BackupTarget = { kind: 'pglite', dataDir: path.join(workDir, 'absent') };
    await expect(restoreDatabase(target, path.join(workDir, 'nothing.backup'))).rejects.toThrow(
      'Sauvegarde introuvable',
    );
  });
});
