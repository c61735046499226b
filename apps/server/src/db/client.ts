import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import * as schema from './schema/index.ts';
import type { Db } from './types.ts';

/** pg_trgm serves the substring searches (migration 0002); PostgreSQL ships it in its contrib. */
export const pgliteExtensions = { pg_trgm };

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string }
  /** In memory, optionally starting from a dump (tests clone an already migrated database). */
  | { kind: 'pglite-memory'; loadDataDir?: Blob | File };

export type Database = {
  db: Db;
  kind: 'postgres' | 'pglite';
  close: () => Promise<void>;
  /** The underlying PGlite instance, when embedded (tests dump it to clone databases). */
  pglite?: PGlite;
  /** The connection pool, on PostgreSQL (tests watch its connections). */
  pool?: pg.Pool;
};

/**
 * Applies the migrations of `folder` not yet applied (drizzle's journal of the folder, its record
 * in the database). Tests point it at a copy cut short to upgrade a database from an older schema.
 */
export async function migrateDatabase(database: Database, folder = migrationsFolder): Promise<void> {
  if (database.kind === 'postgres')
    await migratePg(database.db as unknown as Parameters<typeof migratePg>[0], { migrationsFolder: folder });
  else
    await migratePglite(database.db as unknown as Parameters<typeof migratePglite>[0], {
      migrationsFolder: folder,
    });
}

/**
 * A lost connection (PostgreSQL restarted, a failover, the network cut) must never end the
 * process: node-postgres emits 'error' on the client, and an 'error' event nobody listens to
 * throws. The pool listens on its idle clients only; every client gets a listener of its own as
 * it connects, so one checked out (in a transaction, holding a lock) is covered too. The query in
 * flight still fails (answered 503, lib/database-unavailable.ts), and the pool drops the broken
 * client when it is released, then opens a new one for the next request.
 */
function surviveLostConnections(pool: pg.Pool): pg.Pool {
  const checkedOut = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client));
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      // Idle, the pool's own listener drops it. Checked out, it is handed back at once, broken,
      // for the pool to drop: drizzle releases a transaction's client in a `finally` that a failed
      // `begin` never reaches, and that client would stay counted in the pool for good. Its later
      // release, if any, has nothing left to do.
      if (!checkedOut.has(client)) return;
      const release = client.release;
      client.release = () => {};
      release(error);
    });
  });
  return pool;
}

/**
 * A read-only pool on a PostgreSQL replica (DATABASE_REPLICA_URL), for the statistics and the
 * exports: every transaction is read-only, so a write sent there by mistake fails instead of
 * diverging. Never migrated: the replica follows its primary.
 */
export function openReadReplica(url: string, poolSize = 10): { db: Db; close: () => Promise<void> } {
  const pool = surviveLostConnections(
    new pg.Pool({ connectionString: url, max: poolSize, options: '-c default_transaction_read_only=on' }),
  );
  return { db: drizzlePg(pool, { schema }) as unknown as Db, close: () => pool.end() };
}

/** Opens the database and brings its schema up to date with the committed migrations. */
export async function openDatabase(target: DatabaseTarget, { migrate = true } = {}): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = surviveLostConnections(
      // No connection timeout: under a burst a request waits its turn for a connection rather than
      // fail; while the database is away, connecting fails at once (refused), answered 503.
      new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 20 }),
    );
    const database: Database = {
      db: drizzlePg(pool, { schema }) as unknown as Db,
      kind: 'postgres',
      pool,
      close: () => pool.end(),
    };
    try {
      if (migrate) await migrateDatabase(database);
    } catch (error) {
      await pool.end();
      throw error;
    }
    return database;
  }

  const release = target.kind === 'pglite' ? lockDataDir(target.dataDir) : () => {};
  try {
    const client =
      target.kind === 'pglite'
        ? new PGlite(path.join(target.dataDir, 'pgdata'), { extensions: pgliteExtensions })
        : new PGlite({
            extensions: pgliteExtensions,
            ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
          });
    await client.waitReady;
    const database: Database = {
      db: drizzlePglite(client, { schema }) as unknown as Db,
      kind: 'pglite',
      pglite: client,
      close: async () => {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
    if (migrate) await migrateDatabase(database);
    return database;
  } catch (error) {
    release();
    throw error;
  }
}
