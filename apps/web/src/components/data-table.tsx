import { useLayoutEffect, useState } from 'react';
import { Cell, Column, Row, Table, TableBody, TableHeader } from 'react-aria-components';
import { useIsNarrow, useIsTouchOnly } from '@/lib/media-query';
import { CardTable } from './card-table';
import {
  cellClass,
  type DataTableProps,
  headerCellClass,
  headerLabel,
  rowClass,
  rowHeaderId,
  tableClass,
} from './data-table-parts';
import { PlainTable } from './plain-table';

export type { DataTableColumn, DataTableProps } from './data-table-parts';

/**
 * A data table (react-aria: a grid navigable with the arrow keys, cells and their buttons
 * reachable by keyboard). On a narrow screen it scrolls sideways inside its own box, so the page
 * never does.
 *
 * On a narrow screen (a phone held upright) each row is a card instead (card-table.tsx).
 *
 * On a touch screen with no mouse or trackpad (a tablet, a phone on its side) the table stays a plain HTML table
 * (plain-table.tsx): arrow keys need a keyboard, its buttons work the same, and mounting the grid
 * there cost a slow phone a third of a second of frozen screen as the page opened.
 *
 * react-aria builds a table's rows after its first commit, in an effect: drawn from a render that
 * React may paint before its effects (a page's rows arriving, the grid's code replacing the plain
 * copy), the table would show for a frame with no rows at all, and everything under it would jump
 * up and back. So the first render draws the plain copy (the same size), and the grid is mounted
 * from a layout effect: an update React renders at once, with its effects, before the browser
 * paints.
 */
export function DataTable<Item>(props: DataTableProps<Item>) {
  const [isMounted, setMounted] = useState(false);
  const isTouchOnly = useIsTouchOnly();
  const isNarrow = useIsNarrow();
  useLayoutEffect(() => setMounted(true), []);
  if (isNarrow) return <CardTable {...props} />;
  return isMounted && !isTouchOnly ? <Grid {...props} /> : <PlainTable {...props} />;
}

function Grid<Item>({
  'aria-label': label,
  columns,
  items,
  getId,
  emptyState,
  isBusy = false,
  dependencies = [],
  minWidthClass = 'min-w-[40rem]',
}: DataTableProps<Item>) {
  const rowHeader = rowHeaderId(columns);
  return (
    <div className="relative overflow-x-auto">
      <Table aria-label={label} aria-busy={isBusy || undefined} className={tableClass(minWidthClass, isBusy)}>
        <TableHeader columns={columns} dependencies={dependencies}>
          {(column) => (
            <Column id={column.id} isRowHeader={column.id === rowHeader} className={headerCellClass(column)}>
              {headerLabel(column)}
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
              className={rowClass}
            >
              {(column) => <Cell className={cellClass(column)}>{column.cell(item)}</Cell>}
            </Row>
          )}
        </TableBody>
      </Table>
    </div>
  );
}
