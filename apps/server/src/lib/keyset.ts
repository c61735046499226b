import { asc, desc, type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * Reading a whole list in batches with flat memory, on PGlite and PostgreSQL alike: each batch
 * starts after the last row of the previous one (keyset pagination), in the list's own order, so
 * the database walks its index once instead of skipping ever more rows as an offset would.
 *
 * The order is a tuple of keys ending on a unique one (the id), all in one direction; a batch
 * starts at `(k1, k2, …) > (last k1, last k2, …)`, a row comparison the database reads from an
 * index on those columns. The last row's keys travel as text (`::text`) and are cast back to their
 * type, so a timestamp keeps its microseconds (a JavaScript Date would cut them to milliseconds and
 * could skip or repeat a row).
 */

/** The SQL type a key's text is cast back to. */
export type KeyType = 'int' | 'bigint' | 'text' | 'timestamptz' | 'article_type';

export type Keyset = {
  keys: readonly { expr: SQLWrapper; type: KeyType }[];
  direction: 'asc' | 'desc';
};

export const EXPORT_BATCH_SIZE = 1000;

/** The ORDER BY of the keyset. */
export function keysetOrder(keyset: Keyset): SQL[] {
  const by = keyset.direction === 'asc' ? asc : desc;
  return keyset.keys.map((key) => by(key.expr));
}

/** A select column holding the row's keys as a JSON array of texts. */
export function keysetCursor(keyset: Keyset): SQL<string> {
  const texts = keyset.keys.map((key) => sql`(${key.expr})::text`);
  return sql<string>`json_build_array(${sql.join(texts, sql`, `)})::text`;
}

/** The rows after the one whose cursor is given, in the keyset's order. */
export function keysetAfter(keyset: Keyset, cursor: string): SQL {
  const values = JSON.parse(cursor) as string[];
  const left = sql.join(
    keyset.keys.map((key) => sql`${key.expr}`),
    sql`, `,
  );
  const right = sql.join(
    keyset.keys.map((key, i) => sql`${values[i] ?? null}::${sql.raw(key.type)}`),
    sql`, `,
  );
  return keyset.direction === 'asc' ? sql`(${left}) > (${right})` : sql`(${left}) < (${right})`;
}

/**
 * Every row, batch after batch: `fetch` reads at most `limit` rows after `after` (undefined for
 * the first batch) in the keyset's order, each with its `cursor` (`keysetCursor`).
 */
export async function* keysetBatches<Row extends { cursor: string }>(
  keyset: Keyset,
  fetch: (after: SQL | undefined, limit: number) => Promise<Row[]>,
  limit = EXPORT_BATCH_SIZE,
): AsyncGenerator<Row[]> {
  let after: SQL | undefined;
  for (;;) {
    const rows = await fetch(after, limit);
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (rows.length < limit || !last) return;
    after = keysetAfter(keyset, last.cursor);
  }
}

/**
 * Every row, batch after batch, in two steps per batch: the ids of the batch from the list's own
 * filters (`ids`, with each id's `cursor`), then those rows in full (`rows`, read by the list's
 * own reader), handed on in the ids' order.
 */
export async function* keysetRowsById<Row>(
  keyset: Keyset,
  ids: (after: SQL | undefined, limit: number) => Promise<{ id: number; cursor: string }[]>,
  rows: (ids: number[]) => Promise<Row[]>,
  idOf: (row: Row) => number,
): AsyncGenerator<Row[]> {
  for await (const batch of keysetBatches(keyset, ids)) {
    const byId = new Map((await rows(batch.map((row) => row.id))).map((row) => [idOf(row), row]));
    yield batch.flatMap((row) => byId.get(row.id) ?? []);
  }
}
