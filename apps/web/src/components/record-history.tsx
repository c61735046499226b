import { JOURNAL_MESSAGES, type JournalEntity } from '@pelote/shared';
import { useQuery } from '@tanstack/react-query';
import { ChevronDown, History } from 'lucide-react';
import { useState } from 'react';
import { Button, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import { journalQueryOptions } from '@/lib/journal-query';
import { JournalEntryView } from './journal-entry-view';
import { PagedQueryList } from './paged-query-list';

export const RECORD_HISTORY_TEXTS = {
  title: 'Historique',
  loading: "Chargement de l'historique...",
  loadError: "Erreur lors du chargement de l'historique",
  empty: JOURNAL_MESSAGES.empty,
  pager: "Pagination de l'historique",
  list: 'Modifications, de la plus récente à la plus ancienne',
} as const;

const T = RECORD_HISTORY_TEXTS;

/** The rows of one record, 5 per page, read only once the block is opened. */
function HistoryRows({ entite, entiteId }: { entite: JournalEntity; entiteId: number | string }) {
  const [page, setPage] = useState(1);
  const query = useQuery(journalQueryOptions({ page, entite, entite_id: String(entiteId) }));

  return (
    <div className="flex flex-col gap-3">
      <PagedQueryList query={query} texts={T} label={T.list} page={page} onPageChange={setPage}>
        {(entry) => (
          <li key={entry.id} className="py-3 first:pt-0 last:pb-0">
            <JournalEntryView entry={entry} />
          </li>
        )}
      </PagedQueryList>
    </div>
  );
}

type RecordHistoryProps = {
  /** The kind of record and its id, as the journal names them ('article', 12). */
  entite: JournalEntity;
  entiteId: number | string;
  className?: string;
};

/**
 * The 'Historique' of one record (an article, a client, a user, a sale): who changed what and
 * when, as sentences, newest first. Folded at first; the rows are read when it is opened, so a
 * screen costs no request until someone asks. A gerant reads only their shop's rows (the API
 * decides).
 */
export function RecordHistory({ entite, entiteId, className = '' }: RecordHistoryProps) {
  const [isExpanded, setExpanded] = useState(false);
  return (
    <Disclosure
      isExpanded={isExpanded}
      onExpandedChange={setExpanded}
      className={`group rounded-xl border border-stone-200 bg-white ${className}`}
    >
      <Heading level={3} className="m-0">
        <Button
          slot="trigger"
          className="flex w-full items-center gap-2 rounded-xl px-4 py-3 text-left text-sm font-semibold text-stone-900 outline-none hover:bg-stone-50 data-[focus-visible]:ring-2 data-[focus-visible]:ring-rose-600"
        >
          <History aria-hidden="true" className="size-4 text-stone-500" />
          <span className="flex-1">{T.title}</span>
          <ChevronDown
            aria-hidden="true"
            className="size-4 text-stone-500 transition-transform group-data-[expanded]:rotate-180 motion-reduce:transition-none"
          />
        </Button>
      </Heading>
      <DisclosurePanel className="px-4 pb-4">
        {isExpanded ? <HistoryRows entite={entite} entiteId={entiteId} /> : null}
      </DisclosurePanel>
    </Disclosure>
  );
}
