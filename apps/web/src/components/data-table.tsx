import type { ReactNode } from 'react';
import { Cell, Column, type Key, Row, Table, TableBody, TableHeader } from 'react-aria-components';

export type DataTableColumn<Item> = {
  id: string;
  header: ReactNode;
  cell: (item: Item) => ReactNode;
  /** The column that names the row for screen readers (default: the first column). */
  isRowHeader?: boolean;
  align?: 'start' | 'end';
  /** Keep the header for screen readers only (e.g. an actions column). */
  hideHeader?: boolean;
  /** Keep the column in view at the right edge while the table scrolls sideways (actions). */
  isSticky?: boolean;
  className?: string;
};

type DataTableProps<Item> = {
  'aria-label': string;
  columns: readonly DataTableColumn<Item>[];
  items: readonly Item[];
  getId: (item: Item) => Key;
  /** Shown in the table body when there are no items. */
  emptyState?: ReactNode;
  /** Dims the rows while a new page loads (the old rows stay readable). */
  isBusy?: boolean;
  /** Values the cells read besides the item (e.g. the user's rights): rows re-render when they change. */
  dependencies?: readonly unknown[];
  /** The narrowest the table may be before its card scrolls sideways (a Tailwind min-w-* class). */
  minWidthClass?: string;
};

/**
 * A data table (react-aria: a grid navigable with the arrow keys, cells and their buttons
 * reachable by keyboard). On a narrow screen it scrolls sideways inside its own box, so the page
 * never does.
 */
export function DataTable<Item>({
  'aria-label': label,
  columns,
  items,
  getId,
  emptyState,
  isBusy = false,
  dependencies = [],
  minWidthClass = 'min-w-[40rem]',
}: DataTableProps<Item>) {
  const rowHeader = columns.find((column) => column.isRowHeader)?.id ?? columns[0]?.id;
  const alignClass = (column: DataTableColumn<Item>) => (column.align === 'end' ? 'text-right' : 'text-left');
  const stickyClass = (column: DataTableColumn<Item>, background: string) =>
    column.isSticky ? `sticky right-0 ${background} shadow-[-8px_0_8px_-8px_rgb(0_0_0/0.12)]` : '';
  return (
    <div className="relative overflow-x-auto">
      <Table
        aria-label={label}
        aria-busy={isBusy || undefined}
        className={`w-full border-collapse text-sm ${minWidthClass} ${isBusy ? 'opacity-60' : ''}`}
      >
        <TableHeader columns={columns} dependencies={dependencies}>
          {(column) => (
            <Column
              id={column.id}
              isRowHeader={column.id === rowHeader}
              className={`border-b border-stone-200 bg-stone-50 px-3 py-3 text-xs font-semibold tracking-wide whitespace-nowrap text-stone-600 uppercase outline-none first:pl-4 ${alignClass(column)} ${stickyClass(column, 'bg-stone-50')} ${column.className ?? ''}`}
            >
              {column.hideHeader ? <span className="sr-only">{column.header}</span> : column.header}
            </Column>
          )}
        </TableHeader>
        <TableBody
          items={items}
          dependencies={[columns, ...dependencies]}
          renderEmptyState={emptyState ? () => emptyState : undefined}
        >
          {(item) => (
            <Row
              id={getId(item)}
              columns={columns}
              dependencies={[columns, ...dependencies]}
              className="border-b border-stone-100 outline-none last:border-b-0 data-[focus-visible]:bg-rose-50"
            >
              {(column) => (
                <Cell
                  className={`px-3 py-3 align-middle text-stone-800 outline-none first:pl-4 data-[focus-visible]:ring-2 data-[focus-visible]:ring-rose-600 data-[focus-visible]:ring-inset ${alignClass(column)} ${stickyClass(column, 'bg-white')} ${column.className ?? ''}`}
                >
                  {column.cell(item)}
                </Cell>
              )}
            </Row>
          )}
        </TableBody>
      </Table>
    </div>
  );
}
