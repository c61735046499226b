import {
  cellClass,
  type DataTableProps,
  headerCellClass,
  headerLabel,
  rowClass,
  tableClass,
} from './data-table-parts';

/**
 * The rows of a `DataTable` as a plain HTML table, cell for cell the same size as the grid's (their
 * buttons work, Tab reaches them). On a phone it is the table (see data-table.tsx); elsewhere it is
 * drawn until react-aria's grid has its code and has built its rows, which it then replaces
 * without moving anything.
 */
export function PlainTable<Item>({
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
                {headerLabel(column)}
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
