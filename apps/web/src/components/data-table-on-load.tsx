import { isNarrow, isTouchOnly, useIsNarrow, useIsTouchOnly } from '@/lib/media-query';
import { CardTable } from './card-table';
import type { DataTableProps } from './data-table-parts';
import { moduleLoader, onIdle, useModuleOnceHere } from './lazy-on-use';
import { PlainTable } from './plain-table';

// react-aria's grid (its collections, keyboard navigation and selection) weighs as much as the
// rest of a list page: fetched once the page has drawn (while its rows are on their way), not
// before; on a phone, not at all (see data-table.tsx).
const grid = moduleLoader(() => import('./data-table'));
if (typeof window !== 'undefined' && !isTouchOnly() && !isNarrow())
  onIdle(() => void grid.load().catch(() => {}), 1000);

/**
 * The `DataTable` of a page whose first paint must not wait for the grid's code: until it has
 * arrived, the same rows are drawn as a plain table (plain-table.tsx), which the grid then replaces
 * without moving anything. If the code cannot be fetched (offline on a first visit), the plain
 * table stays. On a touch-only screen the plain table is the table; on a narrow one, cards.
 */
export function DataTableOnLoad<Item>(props: DataTableProps<Item>) {
  const isTouchOnly = useIsTouchOnly();
  const isNarrow = useIsNarrow();
  if (isNarrow) return <CardTable {...props} />;
  return isTouchOnly ? <PlainTable {...props} /> : <GridOnLoad {...props} />;
}

function GridOnLoad<Item>(props: DataTableProps<Item>) {
  // Asked for as soon as rows are drawn: the plain copy is replaced before anyone reaches for it.
  const module = useModuleOnceHere(grid, { atIdle: false });
  return module ? <module.DataTable {...props} /> : <PlainTable {...props} />;
}
