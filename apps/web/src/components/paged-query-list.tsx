import type { ReactNode } from 'react';
import { Pagination } from './pagination';
import { LoadingState, QueryErrorState } from './status';

type PagedQuery<Row> = {
  isPending: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
  isFetching: boolean;
  error: Error | null;
  refetch: () => unknown;
  data: { results: readonly Row[]; total_pages: number } | undefined;
};

type PagedQueryListProps<Row> = {
  query: PagedQuery<Row>;
  texts: { loading: string; loadError: string; empty: string; pager: string };
  /** The list's accessible name, when it needs one. */
  label?: string;
  page: number;
  onPageChange: (page: number) => void;
  /** One row, an `<li>` (with its key). */
  children: (row: Row) => ReactNode;
};

/**
 * A page of rows read by a query, in a short list: loading, failed (with 'Réessayer'), empty, or the
 * rows (dimmed while the next page loads), then the pager.
 */
export function PagedQueryList<Row>({
  query,
  texts,
  label,
  page,
  onPageChange,
  children,
}: PagedQueryListProps<Row>) {
  const data = query.data;
  let body: ReactNode;
  if (query.isPending) body = <LoadingState label={texts.loading} />;
  else if (query.isError && !data) body = <QueryErrorState title={texts.loadError} query={query} />;
  else if (!data || data.results.length === 0) body = <p className="text-sm text-stone-500">{texts.empty}</p>;
  else
    body = (
      <ul
        aria-label={label}
        aria-busy={query.isPlaceholderData || undefined}
        className={`divide-y divide-stone-100 ${query.isPlaceholderData ? 'opacity-60' : ''}`}
      >
        {data.results.map(children)}
      </ul>
    );
  return (
    <>
      {body}
      {data ? (
        <Pagination
          page={Math.min(page, Math.max(1, data.total_pages))}
          totalPages={data.total_pages}
          onPageChange={onPageChange}
          label={texts.pager}
        />
      ) : null}
    </>
  );
}
