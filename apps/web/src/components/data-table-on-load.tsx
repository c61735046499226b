import { lazy, Suspense } from 'react';
import type { DataTableProps } from './data-table-parts';
import { onIdle } from './lazy-on-use';
import { StillTable } from './still-table';

// react-aria's grid (its collections, keyboard navigation and selection) weighs as much as the
// rest of a list page: fetched once the page has drawn (while its rows are on their way), not before.
const loadGrid = () => import('./data-table');
const LazyDataTable = lazy(async () => ({ default: (await loadGrid()).DataTable }));
if (typeof window !== 'undefined') onIdle(() => void loadGrid().catch(() => {}), 1000);

/**
 * The `DataTable` of a page whose first paint must not wait for the grid's code: until it has
 * arrived, the same rows are drawn as a plain table (still-table.tsx), which the grid then
 * replaces without moving anything.
 */
export function DataTableOnLoad<Item>(props: DataTableProps<Item>) {
  return (
    <Suspense fallback={<StillTable {...props} />}>
      <LazyDataTable {...(props as DataTableProps<unknown>)} />
    </Suspense>
  );
}
