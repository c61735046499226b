// biome-ignore-all lint/a11y/useSemanticElements: a card is laid out as a grid, which a <table>'s rows cannot be; the ARIA roles keep it a table for screen readers.
// biome-ignore-all lint/a11y/useFocusableInteractive: a read-only table's rows and headers take no focus (its links and buttons do).
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import {
  type CardAction,
  type DataTableColumn,
  type DataTableProps,
  headerLabel,
  rowHeaderId,
} from './data-table-parts';

/**
 * A data table on a phone: each row a card, read without scrolling sideways. Its most important
 * column (the `card: 'title'` one, else the row header) is the card's large first line, an
 * `aside` column (an amount) large at its right, every other column a line below with its header
 * beside it, and the row's buttons last, 40 px tall. With a `cardAction` a press anywhere on the
 * card opens the row's detail.
 *
 * It keeps a table's meaning for screen readers (ARIA roles: a table, rows, cells, and the column
 * headers in a row of their own that only they read), so a row is found and named as in the table.
 */
export function CardTable<Item>({
  'aria-label': label,
  columns,
  items,
  getId,
  emptyState,
  isBusy = false,
  cardAction,
}: DataTableProps<Item>) {
  const shown = columns.filter((column) => column.card !== 'hidden');
  const title = titleId(shown);
  return (
    <div
      role="table"
      aria-label={label}
      aria-busy={isBusy || undefined}
      className={`text-sm ${isBusy ? 'opacity-60' : ''}`}
    >
      <div role="rowgroup" className="sr-only">
        <div role="row">
          {shown.map((column) => (
            <span role="columnheader" key={column.id}>
              {column.header}
            </span>
          ))}
        </div>
      </div>
      <div role="rowgroup" className="divide-y divide-stone-100">
        {items.length === 0 && emptyState ? (
          <div role="row">
            <div role="cell">{emptyState}</div>
          </div>
        ) : null}
        {items.map((item) => (
          <div
            role="row"
            key={getId(item)}
            className="relative grid grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-3 gap-y-1.5 px-4 py-3 [&_a]:relative [&_a]:z-10 [&_button]:relative [&_button]:z-10"
          >
            {shown.map((column) => {
              const kind = kindOf(column, title);
              return (
                <CardCell key={column.id} column={column} kind={kind}>
                  {column.cell(item)}
                  {kind === 'title' && cardAction ? <CardPress action={cardAction} item={item} /> : null}
                </CardCell>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}

type CellKind = 'title' | 'aside' | 'actions' | 'line';

const titleId = <Item,>(columns: readonly DataTableColumn<Item>[]) =>
  columns.find((column) => column.card === 'title')?.id ?? rowHeaderId(columns);

function kindOf<Item>(column: DataTableColumn<Item>, title: string | undefined): CellKind {
  if (column.id === title) return 'title';
  if (column.card === 'aside') return 'aside';
  return column.isSticky || column.id === 'actions' ? 'actions' : 'line';
}

const CELL_CLASS: Record<CellKind, string> = {
  // Whatever the title holds (a name, a badge under it) wraps within it rather than stick out.
  title:
    'col-start-1 row-start-1 min-w-0 text-base font-semibold break-words text-stone-900 [&_*]:max-w-full [&_*]:whitespace-normal',
  aside: 'col-start-2 row-start-1 text-right text-base font-semibold whitespace-nowrap text-stone-900',
  actions:
    'col-span-2 flex justify-end pt-1 [&_a]:min-h-10 [&_a]:min-w-10 [&_button]:min-h-10 [&_button]:min-w-10',
  line: 'col-span-2 flex min-w-0 items-baseline justify-between gap-3 text-stone-800',
};

function CardCell<Item>({
  column,
  kind,
  children,
}: {
  column: DataTableColumn<Item>;
  kind: CellKind;
  children: ReactNode;
}) {
  const role = column.isRowHeader ? 'rowheader' : 'cell';
  if (kind !== 'line')
    return (
      <div role={role} className={CELL_CLASS[kind]}>
        {children}
      </div>
    );
  return (
    <div role={role} className={CELL_CLASS.line}>
      <span aria-hidden="true" className="shrink-0 text-stone-600">
        {column.hideHeader ? null : headerLabel(column)}
      </span>
      <span className="flex min-w-0 flex-wrap justify-end gap-1 text-right break-words">{children}</span>
    </div>
  );
}

/**
 * The card's own press, in its title's cell but spread over the whole card, under its buttons and
 * links (which sit above it): a finger anywhere else on the card opens the row's detail. It is for
 * fingers and mice only: the row's own 'Voir' button or link (same label) is the one keyboards and
 * screen readers reach, so it is hidden from them rather than said twice.
 */
function CardPress<Item>({ action, item }: { action: CardAction<Item>; item: Item }) {
  const navigate = useNavigate();
  const href = action.href?.(item);
  return (
    <button
      type="button"
      aria-hidden="true"
      tabIndex={-1}
      title={action.label(item)}
      className="absolute! inset-0 z-0! cursor-pointer rounded-none outline-none"
      onClick={() => (href ? navigate(href) : action.onPress?.(item))}
    />
  );
}
