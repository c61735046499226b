import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type Database, openDatabase } from '../db/client.ts';

/**
 * `npm run db:move -- postgres://…`: every row of a stopped embedded database (DATA_DIR) copied
 * into an empty PostgreSQL database, then checked. Generic over the schema, so a new table moves
 * with no change here:
 * - the tables of `public`, parents before children (their foreign keys), each read in primary-key
 *   order by batches as JSON and written by `json_populate_recordset`, so every type (bytea, jsonb,
 *   arrays, timestamps) crosses exactly as PostgreSQL prints and reads it;
 * - in ONE transaction of the target, with the tables' own triggers off while it runs (the journal's
 *   append-only trigger, the closed till session's, …: the rows are copies, not new writes); the
 *   foreign keys and CHECKs still hold every row;
 * - every sequence set to the source's state (ids, barcodes), the counters (invoice, Z, credit
 *   notes) being rows;
 * - then each table's row count compared, and the stock ledger checked on the target: each lot
 *   equals the sum of its movements, each stock line the sum of its lots.
 */

export type MoveReport = {
  tables: { name: string; rows: number }[];
  sequences: number;
  lots: number;
  lines: number;
};

export class MoveError extends Error {}

export type Query = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function tablesInOrder(query: Query): Promise<string[]> {
  const { rows: tables } = await query(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition order by 1`,
  );
  const { rows: edges } = await query(
    `select child.relname as child, parent.relname as parent from pg_constraint k
     join pg_class child on child.oid = k.conrelid join pg_class parent on parent.oid = k.confrelid
     join pg_namespace n on n.oid = child.relnamespace
     where k.contype = 'f' and n.nspname = 'public' and k.conrelid <> k.confrelid`,
  );
  const names = tables.map((t) => String(t.name));
  const parents = new Map(names.map((name) => [name, new Set<string>()]));
  for (const e of edges) parents.get(String(e.child))?.add(String(e.parent));
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < names.length) {
    const next = names.filter(
      (n) => !placed.has(n) && [...(parents.get(n) ?? [])].every((p) => placed.has(p)),
    );
    if (next.length === 0)
      throw new MoveError('Cycle de clés étrangères entre les tables : copie impossible.');
    for (const n of next) {
      ordered.push(n);
      placed.add(n);
    }
  }
  return ordered;
}

async function columnsOf(query: Query, table: string) {
  const { rows } = await query(
    `select a.attname as name, format_type(a.atttypid, a.atttypmod) as type,
            a.attnum = any(coalesce(i.indkey::int2[], '{}')) as in_key
     from pg_attribute a
     join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
     left join pg_index i on i.indrelid = c.oid and i.indisprimary
     where n.nspname = 'public' and c.relname = $1 and a.attnum > 0 and not a.attisdropped
       and a.attgenerated = '' order by a.attnum`,
    [table],
  );
  return rows.map((r) => ({ name: String(r.name), type: String(r.type), inKey: Boolean(r.in_key) }));
}

async function countRows(query: Query, table: string): Promise<number> {
  const { rows } = await query(`select count(*)::int as n from public.${ident(table)}`);
  return Number(rows[0]?.n ?? 0);
}

export const pgliteQuery =
  (client: PGlite): Query =>
  async (text, params) =>
    (await client.query<Record<string, unknown>>(text, params)) as { rows: Record<string, unknown>[] };

/** Copies the embedded database of `dataDir` into the empty PostgreSQL database at `url`. */
export async function moveToPostgres(options: {
  dataDir: string;
  url: string;
  log?: (line: string) => void;
}): Promise<MoveReport> {
  const log = options.log ?? (() => {});
  if (!fs.existsSync(path.join(options.dataDir, 'pgdata')))
    throw new MoveError(`Aucune base embarquée dans ${options.dataDir}`);

  // Both at the schema of this version (the embedded one locked: Pelote must be stopped).
  let source: Database | null = null;
  let target: Database | null = null;
  try {
    source = await openDatabase({ kind: 'pglite', dataDir: options.dataDir });
    target = await openDatabase({ kind: 'postgres', url: options.url, poolSize: 1 });
    await target.close();
    target = null;
    const from = pgliteQuery(source.pglite as PGlite);
    const client = new pg.Client({ connectionString: options.url });
    await client.connect();
    try {
      const to: Query = (text, params) => client.query(text, params as unknown[]);
      return await copyAll(from, to, log);
    } finally {
      await client.end();
    }
  } finally {
    await target?.close();
    await source?.close();
  }
}

/**
 * Every row and sequence of `from` into the empty tables of `to`, in one transaction of `to`, then
 * checked. `prepare` runs first in that transaction (a restore empties and rebuilds the schema there).
 */
export async function copyAll(
  from: Query,
  to: Query,
  log: (line: string) => void,
  { prepare }: { prepare?: () => Promise<void> } = {},
): Promise<MoveReport> {
  const report: MoveReport = { tables: [], sequences: 0, lots: 0, lines: 0 };
  await to('begin');
  try {
    await prepare?.();
    const tables = await tablesInOrder(from);
    const targetTables = new Set(await tablesInOrder(to));
    const missing = tables.filter((t) => !targetTables.has(t));
    if (missing.length > 0) throw new MoveError(`Tables absentes de la base cible : ${missing.join(', ')}`);
    for (const table of targetTables) {
      if ((await countRows(to, table)) > 0)
        throw new MoveError(
          `La base cible n'est pas vide (table ${table}) : donnez une base PostgreSQL neuve (createdb).`,
        );
    }

    for (const table of tables) await to(`alter table public.${ident(table)} disable trigger user`);
    for (const table of tables) {
      const rows = await copyTable(from, to, table);
      report.tables.push({ name: table, rows });
      if (rows > 0) log(`${table} : ${rows} ligne(s)`);
    }
    for (const table of tables) await to(`alter table public.${ident(table)} enable trigger user`);

    const { rows: sequences } = await from(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'S'`,
    );
    for (const { name } of sequences) {
      const seq = `public.${ident(String(name))}`;
      const { rows } = await from(`select last_value::text as v, is_called from ${seq}`);
      await to('select setval($1::regclass, $2::bigint, $3)', [seq, rows[0]?.v, rows[0]?.is_called]);
      report.sequences += 1;
    }

    for (const { name, rows } of report.tables) {
      const copied = await countRows(to, name);
      if (copied !== rows)
        throw new MoveError(`Table ${name} : ${rows} ligne(s) lues, ${copied} écrites. Rien n'a été gardé.`);
    }
    const ledger = await checkLedger(to);
    if (ledger.broken > 0)
      throw new MoveError(
        `${ledger.broken} stock(s) différent(s) de la somme de leurs mouvements après copie. Rien n'a été gardé.`,
      );
    report.lots = ledger.lots;
    report.lines = ledger.lines;
    await to('commit');
  } catch (error) {
    await to('rollback');
    throw error;
  }
  return report;
}

/** Batch size: a few rows at a time when a row may hold a photo (up to 2 MB). */
const batchOf = (columns: { type: string }[]) => (columns.some((c) => c.type === 'bytea') ? 8 : 2000);

async function copyTable(from: Query, to: Query, table: string): Promise<number> {
  const columns = await columnsOf(from, table);
  const list = columns.map((c) => ident(c.name)).join(', ');
  const key = columns.filter((c) => c.inKey).map((c) => ident(c.name));
  const order = key.length > 0 ? key.join(', ') : list;
  const descending = (key.length > 0 ? key : columns.map((c) => ident(c.name)))
    .map((k) => `${k} desc`)
    .join(', ');
  const qualified = `public.${ident(table)}`;
  const batch = batchOf(columns);
  let after: string | null = null;
  let total = 0;
  for (;;) {
    // Keyset on the primary key: the last row read, typed by the table itself.
    const where =
      after === null || key.length === 0
        ? ''
        : `where (${key.join(', ')}) > (select ${key.join(', ')} from json_populate_record(null::${qualified}, $1::json))`;
    const limit = key.length === 0 ? '' : `limit ${batch}`;
    const { rows } = await from(
      `select count(*)::int as n, coalesce(json_agg(t order by ${order}), '[]')::text as rows,
              (array_agg(row_to_json(t)::text order by ${descending}))[1] as last
       from (select ${list} from ${qualified} ${where} order by ${order} ${limit}) t`,
      after === null || key.length === 0 ? [] : [after],
    );
    const count = Number(rows[0]?.n ?? 0);
    if (count === 0) break;
    await to(
      `insert into ${qualified} (${list}) overriding system value
       select ${list} from json_populate_recordset(null::${qualified}, $1::json)`,
      [rows[0]?.rows],
    );
    total += count;
    if (key.length === 0 || count < batch) break;
    after = String(rows[0]?.last);
  }
  return total;
}

/** The ledger on the target: lots against their movements, lines against their lots. */
async function checkLedger(to: Query) {
  const { rows } = await to(`
    select
      (select count(*)::int from stock_bains) as lots,
      (select count(*)::int from stocks) as lines,
      (select count(*)::int from stock_bains b
         full join (select magasin_id, article_id, bain, sum(quantite) as total
                    from mouvements_stock group by 1, 2, 3) m
           on m.magasin_id = b.magasin_id and m.article_id = b.article_id and m.bain = b.bain
         where b.quantite is distinct from coalesce(m.total, 0)::int or b.id is null)
      + (select count(*)::int from stocks s
         full join (select magasin_id, article_id, sum(quantite) as total
                    from stock_bains group by 1, 2) b
           on b.magasin_id = s.magasin_id and b.article_id = s.article_id
         where s.quantite is distinct from coalesce(b.total, 0)::int or s.id is null) as broken`);
  return { lots: Number(rows[0]?.lots), lines: Number(rows[0]?.lines), broken: Number(rows[0]?.broken) };
}
