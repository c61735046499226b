import { ScrollText, SearchX } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Button } from '@/components/button';
import { Page } from '@/components/page';
import { Pagination } from '@/components/pagination';
import { EmptyState, ErrorState, LoadingState } from '@/components/status';
import { useListParams } from '@/components/use-list-params';
import { useShops } from '@/lib/shops-query';
import { JOURNAL_FILTER_KEYS, useJournal, useJournalUsers } from './journal-api';
import { JournalFilterBar } from './journal-filters';
import { JournalTable } from './journal-table';

export const JOURNAL_PAGE_TEXTS = {
  title: 'Journal des modifications',
  description: 'Qui a changé quoi, quand et depuis où.',
  results: (n: number, filtered: boolean) => `${n} résultat(s)${filtered ? ' (filtré(s))' : ''}`,
  /** Past 10,000 rows the server estimates the count (to the thousand here) rather than scanning them all. */
  resultsApprox: (n: number, filtered: boolean) =>
    `Environ ${new Intl.NumberFormat('fr-FR').format(Math.round(n / 1000) * 1000)} résultats${filtered ? ' (filtrés)' : ''}`,
  empty: 'Aucune entrée dans le journal',
  emptyText: 'Chaque modification faite dans Pelote sera inscrite ici.',
  noResult: 'Aucune entrée ne correspond à ces filtres',
  noResultText: 'Changez ou effacez les filtres pour voir les autres entrées.',
  clearFilters: 'Effacer les filtres',
  loading: 'Chargement du journal...',
  loadError: 'Erreur lors du chargement du journal',
} as const;

const T = JOURNAL_PAGE_TEXTS;

/**
 * /admin/journal: every write and sign-in event as a sentence, newest first, 5 per page, filtered
 * by the server (user, shop, entity, action, first and last day) with the filters and the page
 * in the URL. Direction only (the route's guard).
 */
export function JournalPage() {
  const list = useListParams(JOURNAL_FILTER_KEYS);
  const query = useJournal({ page: list.page, ...list.filters });
  const users = useJournalUsers();
  const shops = useShops();
  const data = query.data;
  const filtered = list.activeFilters > 0;

  // A page past the end (fewer rows since): the last page.
  const { setPage } = list;
  useEffect(() => {
    if (data && data.total_pages > 0 && list.page > data.total_pages) setPage(data.total_pages);
  }, [data, list.page, setPage]);

  const emptyState = filtered ? (
    <EmptyState
      icon={SearchX}
      title={T.noResult}
      text={T.noResultText}
      action={
        <Button variant="secondary" onPress={list.clearFilters}>
          {T.clearFilters}
        </Button>
      }
    />
  ) : (
    <EmptyState icon={ScrollText} title={T.empty} text={T.emptyText} />
  );

  let body: ReactNode;
  if (query.isPending) body = <LoadingState label={T.loading} />;
  else if (query.isError && !data)
    body = (
      <ErrorState
        title={T.loadError}
        error={query.error.message}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  else
    body = (
      <JournalTable entries={data?.results ?? []} emptyState={emptyState} isBusy={query.isPlaceholderData} />
    );

  return (
    <Page title={T.title} description={T.description}>
      <JournalFilterBar
        filters={list.filters}
        onChange={list.setFilters}
        onClear={list.clearFilters}
        activeFilters={list.activeFilters}
        users={users.data ?? []}
        shops={shops.data ?? []}
      />
      {data ? (
        <p className="text-sm text-stone-600">
          <span className="inline-flex rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-medium text-stone-700">
            {data.count_approx ? T.resultsApprox(data.count, filtered) : T.results(data.count, filtered)}
          </span>
        </p>
      ) : null}
      <section className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
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
      </section>
      {data ? (
        <Pagination
          page={Math.min(list.page, Math.max(1, data.total_pages))}
          totalPages={data.total_pages}
          onPageChange={list.setPage}
        />
      ) : null}
    </Page>
  );
}
