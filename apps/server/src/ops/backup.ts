import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { pgliteExtensions } from '../db/client.ts';
import { lockDataDir } from '../db/data-dir-lock.ts';
import { type ClientTool, installedClientTools, pickClientTool } from './pg-client-tools.ts';
import { copyEmbeddedOver, copyPostgresInto } from './postgres-copy.ts';

/**
 * Backup and restore of either database (docs/operations.md):
 * - PostgreSQL: `pg_dump --format=custom` of the server's major version or newer (pg-client-tools.ts),
 *   restored with `pg_restore --clean` in one transaction; with no such pg_dump on the machine, the
 *   rows copied through an embedded database (postgres-copy.ts), whose backup file is then written;
 * - embedded (PGlite): a gzip tarball of the data directory (`dumpDataDir`), restored into an
 *   emptied `DATA_DIR/pgdata`. The server must be stopped (the data directory lock says so).
 */

export type BackupTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

/** Where to look for pg_dump and pg_restore (tests give none, to take the road without them). */
export type BackupOptions = { clientTools?: (tool: 'pg_dump' | 'pg_restore') => ClientTool[] };

const pgdata = (dataDir: string) => path.join(dataDir, 'pgdata');

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.error)
    throw new Error(`${command} introuvable ou impossible à lancer : ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${command} a échoué : ${result.stderr.trim()}`);
}

async function serverMajor(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ v: string }>("select current_setting('server_version_num') as v");
    return Math.floor(Number(rows[0]?.v) / 10000);
  } finally {
    await client.end();
  }
}

async function inTempDir(fn: (dir: string) => Promise<void>): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pelote-copie-'));
  try {
    await fn(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A backup written by pg_dump (custom format), rather than an embedded database's tarball. */
const isPgDumpArchive = (file: string) => {
  const head = Buffer.alloc(5);
  const fd = fs.openSync(file, 'r');
  try {
    fs.readSync(fd, head, 0, 5, 0);
  } finally {
    fs.closeSync(fd);
  }
  return head.toString('latin1') === 'PGDMP';
};

/** Writes the backup, and says how: with which pg_dump, or by a copy of the rows. */
export async function backupDatabase(
  target: BackupTarget,
  file: string,
  { clientTools = installedClientTools }: BackupOptions = {},
): Promise<string> {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  if (target.kind === 'postgres') {
    const major = await serverMajor(target.url);
    const pgDump = pickClientTool(clientTools('pg_dump'), major);
    if (pgDump) {
      run(pgDump.path, ['--format=custom', '--no-owner', `--file=${file}`, target.url]);
      return `pg_dump ${pgDump.major} (${pgDump.path}) pour le serveur PostgreSQL ${major}`;
    }
    await inTempDir(async (dataDir) => {
      await copyPostgresInto(target.url, dataDir);
      await dumpEmbedded(dataDir, file);
    });
    return `copie de chaque ligne par Pelote, sans pg_dump (aucun pg_dump ${major} ou plus récent sur cette machine)`;
  }
  await dumpEmbedded(target.dataDir, file);
  return 'archive de la base embarquée';
}

async function dumpEmbedded(dataDir: string, file: string): Promise<void> {
  if (!fs.existsSync(pgdata(dataDir))) throw new Error(`Aucune base embarquée dans ${dataDir}`);
  const release = lockDataDir(dataDir);
  try {
    const client = new PGlite(pgdata(dataDir), { extensions: pgliteExtensions });
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

export async function restoreDatabase(
  target: BackupTarget,
  file: string,
  { clientTools = installedClientTools }: BackupOptions = {},
): Promise<void> {
  if (!fs.existsSync(file)) throw new Error(`Sauvegarde introuvable : ${file}`);
  if (target.kind === 'postgres' && !isPgDumpArchive(file)) {
    await inTempDir(async (dataDir) => {
      await restoreDatabase({ kind: 'pglite', dataDir }, file);
      await copyEmbeddedOver(dataDir, target.url);
    });
    return;
  }
  if (target.kind === 'postgres') {
    const pgRestore = pickClientTool(clientTools('pg_restore'), await serverMajor(target.url));
    run(pgRestore?.path ?? 'pg_restore', [
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
