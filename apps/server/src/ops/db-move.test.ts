import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUrl, withAdminClient } from '../../test/databases.ts';
import { openDatabase } from '../db/client.ts';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock.ts';
import { DATASET_SIZES, generateDataset } from '../demo/generate.ts';
import { storePhoto } from '../modules/shops/index.ts';
import { MoveError, moveToPostgres } from './db-move.ts';

/**
 * The move from the embedded database to PostgreSQL: a PGlite on disk filled by the demo generator
 * (sales, deliveries, till sessions, journal) and a photo, copied into a fresh PostgreSQL database.
 * It needs both engines, so it runs in the PostgreSQL project.
 */
const onPostgres = process.env.PELOTE_TEST_DB === 'postgres';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  crypto.randomBytes(4096),
]);
let dataDir: string;
let url: string;
let name: string;
let sourceCounts: Record<string, number>;
let sequences: Record<string, string>;

async function rowsOf<T>(
  db: { execute: (q: ReturnType<typeof sql>) => Promise<unknown> },
  q: ReturnType<typeof sql>,
) {
  const result = (await db.execute(q)) as { rows?: T[] };
  return result.rows ?? (result as unknown as T[]);
}

describe.skipIf(!onPostgres)(
  'npm run db:move (embedded → PostgreSQL; runs in the PostgreSQL project)',
  () => {
    beforeAll(async () => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pelote-move-'));
      const source = await openDatabase({ kind: 'pglite', dataDir });
      await generateDataset(source.db, DATASET_SIZES.tiny, { seed: 11 });
      const [shop] = await rowsOf<{ id: number }>(
        source.db,
        sql`select id from magasins order by id limit 1`,
      );
      // A photo a shop shows, and one uploaded that no shop uses yet: both cross.
      const stored = await storePhoto(source.db, { bytes: PNG, type: 'image/png' });
      await source.db.execute(
        sql`update magasins set photo_url = ${stored.url}, photo_etag = ${stored.etag}, photo_alt = 'Devanture' where id = ${Number(shop?.id)}`,
      );
      await storePhoto(source.db, {
        bytes: Buffer.concat([PNG, Buffer.from('orpheline')]),
        type: 'image/png',
      });
      const tables = await rowsOf<{ name: string }>(
        source.db,
        sql`select relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and relkind = 'r'`,
      );
      sourceCounts = {};
      for (const { name: table } of tables) {
        const [row] = await rowsOf<{ n: number }>(
          source.db,
          sql.raw(`select count(*)::int as n from "${table}"`),
        );
        sourceCounts[table] = Number(row?.n);
      }
      sequences = {};
      for (const seq of ['magasins_id_seq', 'ventes_id_seq', 'journal_id_seq']) {
        const [row] = await rowsOf<{ v: string }>(
          source.db,
          sql.raw(`select last_value::text as v from ${seq}`),
        );
        sequences[seq] = String(row?.v);
      }
      await source.close();
      name = `pelote_move_${crypto.randomBytes(5).toString('hex')}`;
      await withAdminClient((c) => c.query(`create database ${name}`));
      url = databaseUrl(name);
    }, 180_000);

    afterAll(async () => {
      if (name) await withAdminClient((c) => c.query(`drop database if exists ${name} with (force)`));
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('refuses while the embedded database is open (its lock is held)', async () => {
      const release = lockDataDir(dataDir);
      try {
        await expect(moveToPostgres({ dataDir, url })).rejects.toBeInstanceOf(DataDirLockedError);
      } finally {
        release();
      }
    });

    it('copies every row, sets the sequences, checks counts and ledger, and keeps the triggers', async () => {
      const lines: string[] = [];
      const report = await moveToPostgres({ dataDir, url, log: (l) => lines.push(l) });
      expect(Object.fromEntries(report.tables.map((t) => [t.name, t.rows]))).toEqual(sourceCounts);
      expect(sourceCounts.ventes).toBeGreaterThan(100);
      expect(sourceCounts.journal).toBeGreaterThan(100);
      expect(report.lots).toBeGreaterThan(0);
      expect(report.lines).toBeGreaterThan(0);
      expect(lines.some((l) => l.startsWith('ventes : '))).toBe(true);

      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        for (const [table, n] of Object.entries(sourceCounts)) {
          const { rows } = await client.query(`select count(*)::int as n from "${table}"`);
          expect(rows[0].n, table).toBe(n);
        }
        for (const [seq, value] of Object.entries(sequences)) {
          const { rows } = await client.query(`select last_value::text as v from ${seq}`);
          expect(rows[0].v, seq).toBe(value);
        }
        const photo = await client.query(
          'select p.contenu from photos p join magasins m on m.photo_etag = p.etag',
        );
        expect(photo.rows).toHaveLength(1);
        expect(Buffer.compare(photo.rows[0].contenu, PNG)).toBe(0);
        expect(sourceCounts.photos).toBe(2);
        // The next sale's id follows the copied ones; the journal is append-only again.
        const { rows: next } = await client.query(
          "select nextval('ventes_id_seq')::int as id, (select max(id) from ventes) as max",
        );
        expect(next[0].id).toBeGreaterThan(next[0].max);
        await expect(client.query('delete from journal')).rejects.toThrow();
        const invoices = await client.query(
          'select count(*)::int as n from ventes v where numero_facture is null',
        );
        expect(invoices.rows[0].n).toBe(0);
      } finally {
        await client.end();
      }
    }, 180_000);

    it('refuses a target that is not empty, and changes nothing there', async () => {
      await expect(moveToPostgres({ dataDir, url })).rejects.toThrow(MoveError);
      await expect(moveToPostgres({ dataDir, url })).rejects.toThrow("La base cible n'est pas vide");
    }, 60_000);
  },
);
