import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { type LucideIcon, SearchX } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { DataTableOnLoad } from './data-table-on-load';
import type { DataTableProps } from './data-table-parts';
import { usePageInRange } from './list-page';
import { ClearFiltersButton, type ListNoticeState, useFirstPageOnShopChange } from './list-page-actions';
import { EmptyState } from './status';
import { useListParams } from './use-list-params';
import { useOfflineCopy } from './use-offline-copy';

/** What a list answers: a page of rows (`{ count, total_pages, results }`), or every row at once. */
type Paged = { count: number; total_pages: number; results: readonly unknown[] };
type ListData = Paged | readonly unknown[];

type RowOf<Data> = Data extends readonly (infer Row)[]
  ? Row
  : Data extends { results: readonly (infer Row)[] }
    ? Row
    : never;

type EmptyStateContent = { icon?: LucideIcon; title: string; text?: ReactNode; action?: ReactNode };

/** The page and the filters read from the URL, which the list's query is asked with. */
export type ListScreenState<Key extends string> = { page: number; filters: Record<Key, string> };

const NO_SHOP = { isLoading: false, shopId: null };

type ListScreenOptions<Key extends string, Data extends ListData, QKey extends QueryKey> = {
  /** The filters kept in the URL beside the page. */
  filterKeys: readonly Key[];
  /** The list's query options (its feature's factory), for the page and filters of the URL. */
  query: (state: ListScreenState<Key>) => UseQueryOptions<Data, Error, Data, QKey>;
  /** The shop chosen in the top bar, for a list of one shop: another shop goes back to page 1. */
  shop?: { isLoading: boolean; shopId: number | null };
  /** Whether the filters narrow the list (default: any filter set). */
  isFiltered?: (filters: Record<Key, string>) => boolean;
  /** The table's state with no row at all. */
  empty: EmptyStateContent;
  /**
   * With no row for these filters: 'Effacer les filtres' unless `action` says otherwise (`null`: no
   * button; a function: a button of its own that it hands `clearFilters`), under a crossed-out
   * magnifier unless `icon` says otherwise.
   */
  noResult?: Omit<EmptyStateContent, 'action'> & {
    action?: ReactNode | ((clearFilters: () => void) => ReactNode);
  };
  /** What else clearing the filters forgets (a label kept beside them). */
  onClearFilters?: () => void;
};

/**
 * A list screen's wiring, once for every list: the page and filters in the URL, the query asked
 * with them, back to page 1 when another shop is chosen, the last page when the rows shrink below
 * the page shown, the empty state ('no row yet' or 'no row for these filters'), the pager, and
 * offline the page last seen (use-offline-copy.ts).
 * `shell` goes to `ListPage`, `rows` to the table.
 */
export function useListScreen<const Key extends string, Data extends ListData, QKey extends QueryKey>({
  filterKeys,
  query: queryFor,
  shop = NO_SHOP,
  isFiltered,
  empty,
  noResult,
  onClearFilters,
}: ListScreenOptions<Key, Data, QKey>) {
  const params = useListParams(filterKeys);
  const [notice, setNotice] = useState<ListNoticeState>(null);
  const { page, filters, setPage } = params;
  const options = queryFor({ page, filters });
  const query = useQuery(options);
  const offlineCopy = useOfflineCopy(options.queryKey, query);
  const data = query.data ?? (offlineCopy?.data as Data | undefined);
  const paged = data !== undefined && !isRows(data) ? (data as Paged) : undefined;
  const filtered = isFiltered ? isFiltered(filters) : params.activeFilters > 0;
  useFirstPageOnShopChange(shop, setPage);
  usePageInRange(page, paged?.total_pages, setPage);

  const clearFilters = () => {
    params.clearFilters();
    onClearFilters?.();
  };
  const clearButton = <ClearFiltersButton onPress={clearFilters} />;
  const emptyState =
    filtered && noResult ? (
      <EmptyState
        icon={noResult.icon ?? SearchX}
        title={noResult.title}
        text={noResult.text}
        action={
          noResult.action === undefined
            ? clearButton
            : typeof noResult.action === 'function'
              ? noResult.action(clearFilters)
              : noResult.action
        }
      />
    ) : (
      <EmptyState {...empty} />
    );
  const items = (paged?.results ?? data ?? []) as readonly RowOf<Data>[];
  const isBusy = query.isPlaceholderData;

  return {
    ...params,
    clearFilters,
    filtered,
    query,
    data,
    /** The rows' count once known, for the toolbar. */
    count: paged?.count,
    /** The notice above the list (a shop to pick, a success, a failure), and its setter. */
    notice,
    setNotice,
    /** The notice, the rows' count and the filtered state, for `ListToolbar`. */
    toolbar: { notice, onDismiss: () => setNotice(null), count: paged?.count, filtered },
    /** 'Effacer les filtres' while a filter is on (else nothing), for the page's actions. */
    clearButton: filtered ? clearButton : null,
    /**
     * Opens what needs the shop chosen in the top bar (a new sale, an entry): or, with none
     * chosen, says `pickFirst` above the list instead.
     */
    whenShopChosen: (pickFirst: string, open: () => void) => {
      if (shop.shopId === null) setNotice({ tone: 'warning', text: pickFirst });
      else {
        setNotice(null);
        open();
      }
    },
    /** The query and the pager, for `ListPage`. */
    shell: {
      query: offlineCopy ? { ...query, data, isPending: false, isError: false } : query,
      offlineAt: offlineCopy?.at,
      pager: paged ? { page, totalPages: paged.total_pages, onPageChange: setPage } : undefined,
    },
    /**
     * The list's table: its columns and label from the page, its rows, its empty state and its
     * dimming while another page loads from here (a plain table first paint, react-aria's grid after).
     */
    table: (table: Omit<DataTableProps<RowOf<Data>>, 'items' | 'emptyState' | 'isBusy'>) => (
      <DataTableOnLoad {...table} items={items} emptyState={emptyState} isBusy={isBusy} />
    ),
  };
}

function isRows(data: ListData): data is readonly unknown[] {
  return Array.isArray(data);
}
