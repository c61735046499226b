import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from '../db/client.ts';
import { lockDataDir } from '../db/data-dir-lock.ts';

/**
 * Backup and restore of either database (docs/operations.md):
 * - PostgreSQL: `pg_dump --format=custom`, restored with `pg_restore --clean` in one transaction;
 * - embedded (PGlite): a gzip tarball of the data directory (`dumpDataDir`), restored into an
 *   emptied `DATA_DIR/pgdata`. The server must be stopped (the data directory lock says so).
 */

export type BackupTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

const pgdata = (dataDir: string) => path.join(dataDir, 'pgdata');

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.error)
    throw new Error(`${command} introuvable ou impossible à lancer : ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${command} a échoué : ${result.stderr.trim()}`);
}

export async function backupDatabase(target: BackupTarget, file: string): Promise<void> {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  if (target.kind === 'postgres') {
    run('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, target.url]);
    return;
  }
  if (!fs.existsSync(pgdata(target.dataDir))) throw new Error(`Aucune base embarquée dans ${target.dataDir}`);
  const release = lockDataDir(target.dataDir);
  try {
    const client = new PGlite(pgdata(target.dataDir), { extensions: pgliteExtensions });
    await client.waitReady;
    try {
      const dump = await client.dumpDataDir('gzip');
      fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

export async function restoreDatabase(target: BackupTarget, file: string): Promise<void> {
  if (!fs.existsSync(file)) throw new Error(`Sauvegarde introuvable : ${file}`);
  if (target.kind === 'postgres') {
    run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      `--dbname=${target.url}`,
      file,
    ]);
    return;
  }
  fs.mkdirSync(target.dataDir, { recursive: true });
  const release = lockDataDir(target.dataDir);
  try {
    // The current data goes aside until the restored copy is known good.
    const aside = `${pgdata(target.dataDir)}.avant-restauration`;
    fs.rmSync(aside, { recursive: true, force: true });
    if (fs.existsSync(pgdata(target.dataDir))) fs.renameSync(pgdata(target.dataDir), aside);
    try {
      const dump = new Blob([fs.readFileSync(file)], { type: 'application/x-gzip' });
      const client = new PGlite(pgdata(target.dataDir), { loadDataDir: dump, extensions: pgliteExtensions });
      await client.waitReady;
      await client.query('select 1');
      await client.close();
      fs.rmSync(aside, { recursive: true, force: true });
    } catch (error) {
      fs.rmSync(pgdata(target.dataDir), { recursive: true, force: true });
      if (fs.existsSync(aside)) fs.renameSync(aside, pgdata(target.dataDir));
      throw error;
    }
  } finally {
    release();
  }
}
