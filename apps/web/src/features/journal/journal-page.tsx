import { JOURNAL_PATHS } from '@pelote/shared';
import { ScrollText } from 'lucide-react';
import { ExportCsvButton } from '@/components/export-csv-button';
import { ListPage, ResultsCount } from '@/components/list-page';
import { LIST_ACTIONS_TEXTS } from '@/components/list-page-actions';
import { useListScreen } from '@/components/use-list-screen';
import { useShops } from '@/lib/shops-query';
import { JOURNAL_FILTER_KEYS, journalQueryOptions, useJournalUsers } from './journal-api';
import { JournalFilterBar } from './journal-filters';
import { journalTable } from './journal-table';

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
  const list = useListScreen({
    filterKeys: JOURNAL_FILTER_KEYS,
    query: ({ page, filters }) => journalQueryOptions({ page, ...filters }),
    empty: { icon: ScrollText, title: T.empty, text: T.emptyText },
    noResult: { title: T.noResult, text: T.noResultText },
  });
  const users = useJournalUsers();
  const shops = useShops();
  const { data, filtered } = list;

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
      {...list.shell}
      loadingLabel={T.loading}
      loadErrorTitle={T.loadError}
      table={list.table(journalTable)}
    />
  );
}
