import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseUrl, withAdminClient } from '../../test/databases.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { DATASET_SIZES, generateDataset } from '../demo/generate.ts';
import { type BackupTarget, backupDatabase, restoreDatabase } from './backup.ts';

/**
 * docs/operations.md promises a tested backup: back up a filled database, wipe it, restore it, and
 * find every table as it was. Runs on the engine of the project (PGlite or PostgreSQL).
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

describe(`backup and restore (${onPostgres ? 'PostgreSQL' : 'embedded database'})`, () => {
  it('backs up, wipes, restores, and finds every row again', async () => {
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
    await backupDatabase(target, file);
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

    await restoreDatabase(target, file);
    const restored = await open();
    try {
      expect(await counts(restored)).toEqual(before);
    } finally {
      await restored.close();
    }
  }, 120_000);

  it('refuses a missing backup file in French and keeps the data', async () => {
    const target: BackupTarget = { kind: 'pglite', dataDir: path.join(workDir, 'absent') };
    await expect(restoreDatabase(target, path.join(workDir, 'nothing.backup'))).rejects.toThrow(
      'Sauvegarde introuvable',
    );
  });
});
