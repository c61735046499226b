import { createElement, type ReactNode } from 'react';
import type { Key } from 'react-aria-components';

/**
 * What a data table is made of, and its styles: shared by the table (data-table.tsx) and the still
 * copy drawn while its code arrives (data-table-on-load.tsx), so both look the same to the pixel.
 */

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
  /**
   * Its place on a phone's card (see card-table.tsx): 'title' the card's large first line (default:
   * the row header), 'aside' large at the right of it (an amount), 'hidden' left out because
   * another column already says it; any other column is a line below, its header beside it.
   */
  card?: 'title' | 'aside' | 'hidden';
};

/** A row's buttons, last: kept in view at the right edge, its header for screen readers only. */
export const actionsColumn = <Item>(
  header: string,
  cell: (item: Item) => ReactNode,
): DataTableColumn<Item> => ({
  id: 'actions',
  header,
  align: 'end',
  hideHeader: true,
  isSticky: true,
  cell,
});

export type DataTableProps<Item> = {
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
  /** What pressing a row's card opens on a phone (its detail): a page, or a dialog. */
  cardAction?: CardAction<Item>;
};

/** A card's own press: the whole card is a link (`href`) or a button (`onPress`) named `label`. */
export type CardAction<Item> = {
  label: (item: Item) => string;
  href?: (item: Item) => string;
  onPress?: (item: Item) => void;
};

export const tableClass = (minWidthClass: string, isBusy: boolean) =>
  `w-full border-collapse text-sm ${minWidthClass} ${isBusy ? 'opacity-60' : ''}`;

const alignClass = <Item>(column: DataTableColumn<Item>) =>
  column.align === 'end' ? 'text-right' : 'text-left';

const stickyClass = <Item>(column: DataTableColumn<Item>, background: string) =>
  column.isSticky ? `sticky right-0 ${background} shadow-[-8px_0_8px_-8px_rgb(0_0_0/0.12)]` : '';

export const headerCellClass = <Item>(column: DataTableColumn<Item>) =>
  `border-b border-stone-200 bg-stone-50 px-3 py-3 text-xs font-semibold tracking-wide whitespace-nowrap text-stone-600 uppercase outline-none first:pl-4 ${alignClass(column)} ${stickyClass(column, 'bg-stone-50')} ${column.className ?? ''}`;

export const rowClass =
  'border-b border-stone-100 outline-none last:border-b-0 data-[focus-visible]:bg-rose-50';

export const cellClass = <Item>(column: DataTableColumn<Item>) =>
  `px-3 py-3 align-middle text-stone-800 outline-none first:pl-4 data-[focus-visible]:ring-2 data-[focus-visible]:ring-rose-600 data-[focus-visible]:ring-inset ${alignClass(column)} ${stickyClass(column, 'bg-white')} ${column.className ?? ''}`;

/** The column that names the row for screen readers (default: the first column). */
export const rowHeaderId = <Item>(columns: readonly DataTableColumn<Item>[]) =>
  columns.find((column) => column.isRowHeader)?.id ?? columns[0]?.id;

/** A column's header as drawn: hidden from sight but read by screen readers when `hideHeader`. */
export const headerLabel = <Item>(column: DataTableColumn<Item>): ReactNode =>
  column.hideHeader ? createElement('span', { className: 'sr-only' }, column.header) : column.header;
