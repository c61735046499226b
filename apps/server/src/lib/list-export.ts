import { and, type SQL, type SQLWrapper } from 'drizzle-orm';
import { type Keyset, keysetBatches, keysetOrder, keysetRowsById } from './keyset.ts';

/**
 * How an export reads its whole list (lib/keyset.ts): the list's own select and joins, with
 * `keysetCursor` among its columns, under the list's filters, in the keyset's order. An export
 * names its query and its filters; the walk from batch to batch is written here once.
 */

/**
 * A select with its joins, not yet filtered. The export gives a function making a new one for
 * each batch, as a drizzle builder keeps the WHERE it was given.
 */
export type ListQuery<Row> = {
  where(where: SQL | undefined): { orderBy(...order: SQL[]): { limit(limit: number): PromiseLike<Row[]> } };
};

/** The newest rows first: by their date, then by their id. */
export function newestFirst(date: SQLWrapper, id: SQLWrapper): Keyset {
  return {
    keys: [
      { expr: date, type: 'timestamptz' },
      { expr: id, type: 'int' },
    ],
    direction: 'desc',
  };
}

function fetchAfter<Row>(keyset: Keyset, where: SQL | undefined, query: () => ListQuery<Row>) {
  return async (after: SQL | undefined, limit: number): Promise<Row[]> =>
    await query()
      .where(and(where, after))
      .orderBy(...keysetOrder(keyset))
      .limit(limit);
}

/** Every row the query reads under `where`, batch after batch in the keyset's order. */
export function listBatches<Row extends { cursor: string }>(
  keyset: Keyset,
  where: SQL | undefined,
  query: () => ListQuery<Row>,
): AsyncGenerator<Row[]> {
  return keysetBatches(keyset, fetchAfter(keyset, where, query));
}

/**
 * Every row of a list read by its ids: `ids` selects a batch's ids (with their cursor) under
 * `where`, `rows` reads those rows in full with the list's own reader.
 */
export function listRowsById<Row extends { id: number }>(
  keyset: Keyset,
  where: SQL | undefined,
  ids: () => ListQuery<{ id: number; cursor: string }>,
  rows: (ids: number[]) => Promise<Row[]>,
): AsyncGenerator<Row[]> {
  return keysetRowsById(keyset, fetchAfter(keyset, where, ids), rows, (row) => row.id);
}

/** Each batch made into the rows the file shows (their DTOs, their lines). */
export async function* mapBatches<From, To>(
  batches: AsyncIterable<From[]>,
  map: (rows: From[]) => To[] | Promise<To[]>,
): AsyncGenerator<To[]> {
  for await (const rows of batches) yield await map(rows);
}
