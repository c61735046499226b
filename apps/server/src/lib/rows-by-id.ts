/**
 * The rows `read` answers for these ids (a figure per id: a count's lines, a transfer's totals),
 * by id. Nothing is read for no ids: SQL has no empty `in ()`.
 */
export async function readRowsById<Row extends { id: number }>(
  ids: number[],
  read: (ids: number[]) => PromiseLike<Row[]>,
): Promise<Map<number, Row>> {
  if (ids.length === 0) return new Map();
  return new Map((await read(ids)).map((row) => [row.id, row]));
}
