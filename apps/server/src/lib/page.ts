/** One page of a list as every list route answers it (count, page, page_size, total_pages, results). */
export function pageOf<Item>(count: number, page: number, pageSize: number, results: Item[]) {
  return { count, page, page_size: pageSize, total_pages: Math.ceil(count / pageSize), results };
}

/** Which page of a list to read: its number (from 1) and how many rows a page holds. */
export type PageWindow = { page: number; pageSize: number };

/** A select not yet run that takes a limit, then an offset (as drizzle's select builder does). */
type PageableSelect<Row> = { limit(limit: number): { offset(offset: number): PromiseLike<Row[]> } };

/**
 * One page of a list: how many rows the whole list holds (`counted`, a `select({ n: count() })`
 * with the list's filters), then the page's rows of `rows`, already filtered and ordered.
 */
export async function readPage<Row>(
  window: PageWindow,
  counted: PromiseLike<{ n: number }[]>,
  rows: PageableSelect<Row>,
): Promise<{ count: number; rows: Row[] }> {
  const [total] = await counted;
  const page = await rows.limit(window.pageSize).offset((window.page - 1) * window.pageSize);
  return { count: total?.n ?? 0, rows: page };
}
