import { PAGER_WINDOW } from '@pelote/shared';

/**
 * The page numbers a pager shows: a window of `size` numbers around the current page, shifted
 * to stay within 1..total (5 numbers by default). `pageWindow(7, 10)` → [5, 6, 7, 8, 9].
 */
export function pageWindow(page: number, totalPages: number, size = PAGER_WINDOW): number[] {
  if (totalPages < 1) return [];
  const count = Math.min(size, totalPages);
  const current = Math.min(Math.max(1, page), totalPages);
  const start = Math.min(Math.max(1, current - Math.floor(count / 2)), totalPages - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}
