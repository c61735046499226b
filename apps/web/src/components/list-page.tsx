import { formatDateTime } from '@pelote/shared';
import { WifiOff } from 'lucide-react';
import { type ReactNode, useDeferredValue, useEffect } from 'react';
import { Page } from './page';
import { Pagination } from './pagination';
import { ErrorState, LoadingState } from './status';

/** What the shell reads of the list's query (TanStack Query's result fits). */
export type ListQueryState = {
  data?: unknown;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  isFetching: boolean;
  refetch: () => unknown;
};

export type ListPageProps = {
  title: string;
  description?: ReactNode;
  /** The buttons beside the title: create, search, clear the filters, export... */
  actions?: ReactNode;
  /** Above the table: a notice, a search field, filters, the results count. */
  toolbar?: ReactNode;
  query: ListQueryState;
  loadingLabel: string;
  /** 'Erreur lors du chargement des …', with the server's message and 'Réessayer'. */
  loadErrorTitle: string;
  /** The table, shown once there is data (it holds its own empty state). */
  table: ReactNode;
  /** Offline: when the page shown came from the server (ms), said above it instead of an error. */
  offlineAt?: number;
  /** The pager, for a paged list. */
  pager?: { page: number; totalPages: number; onPageChange: (page: number) => void };
  /** The page's dialogs. */
  children?: ReactNode;
};

/**
 * The frame of a list screen: the title and its actions, a toolbar, the table in its card (which
 * scrolls sideways inside itself on a phone) with its loading, empty and failed states, and the
 * pager. A failed reload keeps the rows shown and says so under them; offline, the rows last seen
 * show under 'Hors ligne — liste du HH:MM' instead.
 */
export function ListPage({
  title,
  description,
  actions,
  toolbar,
  query,
  loadingLabel,
  loadErrorTitle,
  table,
  offlineAt,
  pager,
  children,
}: ListPageProps) {
  const hasData = query.data !== undefined;
  const failure = (isRetrying?: boolean) => (
    <ErrorState
      title={loadErrorTitle}
      error={query.error?.message}
      onRetry={() => void query.refetch()}
      isRetrying={isRetrying}
    />
  );
  let body: ReactNode;
  if (query.isPending) body = <LoadingState label={loadingLabel} />;
  else if (query.isError && !hasData) body = failure(query.isFetching);
  else body = table;
  const list = (
    <>
      {offlineAt !== undefined ? <OfflineListNotice at={offlineAt} /> : null}
      <section className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
        {body}
        {query.isError && hasData ? <div className="border-t border-stone-200">{failure()}</div> : null}
      </section>
      {pager && hasData ? (
        <Pagination
          page={Math.min(pager.page, Math.max(1, pager.totalPages))}
          totalPages={pager.totalPages}
          onPageChange={pager.onPageChange}
        />
      ) : null}
    </>
  );
  // The rows arriving (or a new page of them) are drawn in the background: React splits that work
  // in short tasks and keeps what is shown (the loading state, the previous rows) until they are
  // ready, instead of one long task that blocks the page. The pager comes with them, never before
  // them, so that it does not move when they take their room.
  const shownList = useDeferredValue(list);

  return (
    <Page title={title} description={description} actions={actions}>
      {toolbar}
      {shownList}
      {children}
    </Page>
  );
}

export const LIST_PAGE_TEXTS = {
  offlineList: (time: string) => `Hors ligne — liste du ${time}`,
} as const;

/** The time a list was seen: its hour and minute today ('14:05'), else its date too. */
function seenAt(at: number): string {
  const shown = formatDateTime(at);
  return shown.startsWith(formatDateTime(Date.now()).slice(0, 10)) ? shown.slice(11) : shown;
}

/** 'Hors ligne — liste du 14:05': the rows are the last the server sent, not today's news. */
function OfflineListNotice({ at }: { at: number }) {
  return (
    <p className="flex items-center gap-2 rounded-lg bg-stone-100 px-3 py-2 text-sm font-medium text-stone-700">
      <WifiOff aria-hidden="true" className="size-4 shrink-0" />
      {LIST_PAGE_TEXTS.offlineList(seenAt(at))}
    </p>
  );
}

/**
 * '12 résultat(s) (filtré(s))': the count of a list, as a small badge above it. `placeholder`: an
 * empty line of the same height, hidden from screen readers, while the count is not known.
 */
export function ResultsCount({
  children,
  placeholder = false,
}: {
  children?: ReactNode;
  placeholder?: boolean;
}) {
  if (placeholder)
    return (
      <p aria-hidden="true" className="text-sm">
        <span className="inline-flex px-2.5 py-0.5 text-xs">{'\u00a0'}</span>
      </p>
    );
  return (
    <p className="text-sm text-stone-600">
      <span className="inline-flex rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-medium text-stone-700">
        {children}
      </span>
    </p>
  );
}

/** After a deletion or a new filter leaves fewer pages, a page past the end shows the last one. */
export function usePageInRange(
  page: number,
  totalPages: number | undefined,
  setPage: (page: number) => void,
) {
  useEffect(() => {
    if (totalPages !== undefined && totalPages > 0 && page > totalPages) setPage(totalPages);
  }, [page, totalPages, setPage]);
}
