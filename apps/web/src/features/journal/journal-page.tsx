import { JOURNAL_PATHS } from '@pelote/shared';
import { ScrollText, SearchX } from 'lucide-react';
import { Button } from '@/components/button';
import { ExportCsvButton } from '@/components/export-csv-button';
import { ListPage, ResultsCount, usePageInRange } from '@/components/list-page';
import { LIST_ACTIONS_TEXTS } from '@/components/list-page-actions';
import { EmptyState } from '@/components/status';
import { useListParams } from '@/components/use-list-params';
import { useShops } from '@/lib/shops-query';
import { JOURNAL_FILTER_KEYS, useJournal, useJournalUsers } from './journal-api';
import { JournalFilterBar } from './journal-filters';
import { JournalTable } from './journal-table';

export const JOURNAL_PAGE_TEXTS = {
  title: 'Journal des modifications',
  description: 'Qui a changé quoi, quand et depuis où.',
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
  usePageInRange(list.page, data?.total_pages, list.setPage);

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

  return (
    <ListPage
      title={T.title}
      description={T.description}
      actions={<ExportCsvButton path={JOURNAL_PATHS.list} params={list.filters} name="journal" />}
      toolbar={
        <>
          <JournalFilterBar
            filters={list.filters}
            onChange={list.setFilters}
            onClear={list.clearFilters}
            activeFilters={list.activeFilters}
            users={users.data ?? []}
            shops={shops.data ?? []}
          />
          {data ? (
            <ResultsCount>
              {data.count_approx
                ? T.resultsApprox(data.count, filtered)
                : LIST_ACTIONS_TEXTS.results(data.count, filtered)}
            </ResultsCount>
          ) : null}
        </>
      }
      query={query}
      loadingLabel={T.loading}
      loadErrorTitle={T.loadError}
      table={
        <JournalTable
          entries={data?.results ?? []}
          emptyState={emptyState}
          isBusy={query.isPlaceholderData}
        />
      }
      pager={data ? { page: list.page, totalPages: data.total_pages, onPageChange: list.setPage } : undefined}
    />
  );
}
