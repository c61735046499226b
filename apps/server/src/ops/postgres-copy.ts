import type { PGlite } from '@electric-sql/pglite';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { migrationsFolder, openDatabase } from '../db/client.ts';
import { copyAll, pgliteQuery, type Query } from './db-move.ts';
import { enumValuesUpFront } from './enum-values-up-front.ts';

/**
 * A PostgreSQL backup that needs no pg_dump (for a machine whose pg_dump is missing or older than
 * the server): the rows go through an embedded database, whose backup file is the embedded one's.
 * - backup: every row, read in one snapshot, copied into a new embedded database;
 * - restore: in ONE transaction of the server, its schema dropped and rebuilt from the migrations,
 *   then every row of the backup's embedded database copied back and checked (db-move.ts).
 */

async function withClient<T>(url: string, fn: (query: Query) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn((text, params) => client.query(text, params as unknown[]));
  } finally {
    await client.end();
  }
}

/** Every row of the PostgreSQL database at `url` into a new embedded database in `dataDir`. */
export async function copyPostgresInto(url: string, dataDir: string): Promise<void> {
  const embedded = await openDatabase({ kind: 'pglite', dataDir });
  try {
    await withClient(url, async (from) => {
      await from('begin isolation level repeatable read read only');
      try {
        await copyAll(from, pgliteQuery(embedded.pglite as PGlite), () => {});
      } finally {
        await from('rollback');
      }
    });
  } finally {
    await embedded.close();
  }
}

/** The embedded database of `dataDir` over the PostgreSQL database at `url`, all or nothing. */
export async function copyEmbeddedOver(dataDir: string, url: string): Promise<void> {
  const embedded = await openDatabase({ kind: 'pglite', dataDir });
  try {
    await withClient(url, (to) =>
      copyAll(pgliteQuery(embedded.pglite as PGlite), to, () => {}, { prepare: () => rebuildSchema(to) }),
    );
  } finally {
    await embedded.close();
  }
}

/** The schema of this version, from empty, recorded as drizzle's migrator records it. */
async function rebuildSchema(query: Query): Promise<void> {
  await query('drop schema if exists drizzle cascade');
  await query('drop schema if exists public cascade');
  await query('create schema public');
  await query('create schema drizzle');
  await query(
    'create table drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)',
  );
  // The rows are written in this same transaction: every enum value is there from its type's creation.
  const migrations = readMigrationFiles({ migrationsFolder });
  const statements = enumValuesUpFront(migrations.flatMap((migration) => migration.sql));
  let next = 0;
  for (const migration of migrations) {
    for (const statement of statements.slice(next, next + migration.sql.length))
      if (statement.trim()) await query(statement);
    next += migration.sql.length;
    await query('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', [
      migration.hash,
      migration.folderMillis,
    ]);
  }
}
