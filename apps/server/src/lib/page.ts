/** One page of a list as every list route answers it (count, page, page_size, total_pages, results). */
export function pageOf<Item>(count: number, page: number, pageSize: number, results: Item[]) {
  return { count, page, page_size: pageSize, total_pages: Math.ceil(count / pageSize), results };
}
