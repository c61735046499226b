import { lazy, Suspense } from 'react';
import { cellClass, type DataTableProps, headerCellClass, rowClass, tableClass } from './data-table-parts';
import { onIdle } from './lazy-on-use';

// react-aria's grid (its collections, keyboard navigation and selection) weighs as much as the
// rest of a list page: fetched once the page has drawn (while its rows are on their way), not before.
const loadGrid = () => import('./data-table');
const LazyDataTable = lazy(async () => ({ default: (await loadGrid()).DataTable }));
if (typeof window !== 'undefined') onIdle(() => void loadGrid().catch(() => {}), 1000);

/**
 * The `DataTable` of a page whose first paint must not wait for the grid's code: until it has
 * arrived, the same rows are drawn as a plain table, cell for cell the same size (their buttons
 * already work), which the grid then replaces without moving anything.
 */
export function DataTableOnLoad<Item>(props: DataTableProps<Item>) {
  return (
    <Suspense fallback={<StillTable {...props} />}>
      <LazyDataTable {...(props as DataTableProps<unknown>)} />
    </Suspense>
  );
}

function StillTable<Item>({
  'aria-label': label,
  columns,
  items,
  getId,
  emptyState,
  isBusy = false,
  minWidthClass = 'min-w-[40rem]',
}: DataTableProps<Item>) {
  return (
    <div className="relative overflow-x-auto">
      <table aria-label={label} aria-busy={isBusy || undefined} className={tableClass(minWidthClass, isBusy)}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col" className={headerCellClass(column)}>
                {column.hideHeader ? <span className="sr-only">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.length === 0 && emptyState ? (
            <tr>
              <td colSpan={columns.length}>{emptyState}</td>
            </tr>
          ) : null}
          {items.map((item) => (
            <tr key={getId(item)} className={rowClass}>
              {columns.map((column) => (
                <td key={column.id} className={cellClass(column)}>
                  {column.cell(item)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
