import { TILL_MESSAGES, TILL_PATHS } from '@pelote/shared';
import { FilterX, History, SearchX } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Button } from '@/components/button';
import { DataTable } from '@/components/data-table';
import { ExportCsvButton } from '@/components/export-csv-button';
import { Pagination } from '@/components/pagination';
import { EmptyState, ErrorState, LoadingState, QueryErrorState } from '@/components/status';
import { useListParams } from '@/components/use-list-params';
import { useSelectedShop } from '@/lib/selected-shop';
import { TILL_FILTER_KEYS, tillListQuery, useTillSessions } from './till-api';
import { TILL_COLUMN_TEXTS, tillSessionColumns } from './till-session-columns';
import { TillSessionDetailDialog } from './till-session-detail-dialog';
import { TillSessionFilters } from './till-session-filters';
import { TILL_SESSIONS_TEXTS } from './till-sessions-texts';

export { TILL_SESSIONS_TEXTS };

const T = TILL_SESSIONS_TEXTS;

/**
 * 'Sessions de caisse': every shop's sessions for head office (or the top bar's shop, or the one
 * picked in the filter), a gerant's own shop's; 5 per page, newest first, filtered by shop and
 * opening day, with the page and filters in the URL; each opens its detail.
 */
export function TillSessionsSection() {
  const selected = useSelectedShop();
  const list = useListParams(TILL_FILTER_KEYS);
  const [detailId, setDetailId] = useState<number | null>(null);
  const [rangeError, setRangeError] = useState<string | undefined>();
  const query = useTillSessions(
    { page: list.page, shopId: selected.shopId, ...list.filters },
    { enabled: !selected.isLoading },
  );
  const data = query.data;
  const filtered = list.activeFilters > 0;

  const { setPage } = list;
  useEffect(() => {
    if (data && data.total_pages > 0 && list.page > data.total_pages) setPage(data.total_pages);
  }, [data, list.page, setPage]);

  function setDate(key: 'date_debut' | 'date_fin', value: string) {
    const next = { ...list.filters, [key]: value };
    if (next.date_debut && next.date_fin && next.date_debut > next.date_fin) {
      setRangeError(TILL_MESSAGES.dateRange);
      return;
    }
    setRangeError(undefined);
    list.setFilters({ [key]: value });
  }

  const clearButton = (
    <Button
      variant="secondary"
      className="min-h-11"
      icon={<FilterX aria-hidden="true" className="size-4" />}
      onPress={() => {
        setRangeError(undefined);
        list.clearFilters();
      }}
    >
      {T.clearFilters}
    </Button>
  );

  let body: ReactNode;
  if (query.isPending) body = <LoadingState label={T.loading} />;
  else if (query.isError && !data) body = <QueryErrorState title={T.loadError} query={query} />;
  else
    body = (
      <DataTable
        aria-label={T.tableLabel}
        columns={tillSessionColumns((session) => setDetailId(session.id))}
        items={data?.results ?? []}
        getId={(session) => session.id}
        cardAction={{ label: TILL_COLUMN_TEXTS.view, onPress: (session) => setDetailId(session.id) }}
        emptyState={
          filtered ? (
            <EmptyState icon={SearchX} title={T.empty} text={T.noResult} action={clearButton} />
          ) : (
            <EmptyState icon={History} title={T.empty} text={T.emptyText} />
          )
        }
        isBusy={query.isPlaceholderData}
        minWidthClass="min-w-[48rem]"
      />
    );

  return (
    <section aria-labelledby="till-sessions-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="till-sessions-title" className="text-lg font-semibold text-stone-900">
          {T.title}
        </h2>
        <div className="flex flex-wrap items-center gap-3">
          {data ? <span className="text-sm text-stone-600">{T.results(data.count)}</span> : null}
          <ExportCsvButton
            path={TILL_PATHS.list}
            params={tillListQuery({ page: 1, shopId: selected.shopId, ...list.filters })}
            name="sessions-caisse"
            size="sm"
          />
        </div>
      </div>
      <TillSessionFilters
        list={list}
        selected={selected}
        rangeError={rangeError}
        onDate={setDate}
        clearButton={filtered ? clearButton : null}
      />
      <div className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
        {body}
        {query.isError && data ? (
          <div className="border-t border-stone-200">
            <ErrorState
              title={T.loadError}
              error={query.error.message}
              onRetry={() => void query.refetch()}
            />
          </div>
        ) : null}
      </div>
      {data ? (
        <Pagination
          page={Math.min(list.page, Math.max(1, data.total_pages))}
          totalPages={data.total_pages}
          onPageChange={list.setPage}
          label={T.title}
        />
      ) : null}
      {detailId !== null ? (
        <TillSessionDetailDialog sessionId={detailId} onClose={() => setDetailId(null)} />
      ) : null}
    </section>
  );
}
