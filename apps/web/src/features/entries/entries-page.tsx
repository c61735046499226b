import { ENTRY_FILTER_KEYS, ENTRY_MESSAGES, type Entry } from '@pelote/shared';
import { FilterX, PackagePlus, Plus, Search, SearchX } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { DataTable } from '@/components/data-table';
import { Page } from '@/components/page';
import { Pagination } from '@/components/pagination';
import { EmptyState, ErrorState, LoadingState } from '@/components/status';
import { useListParams } from '@/components/use-list-params';
import { useSelectedShop } from '@/lib/selected-shop';
import { useEntries } from './entries-api';
import { entryColumns } from './entry-columns';
import { EntryDetailDialog } from './entry-detail-dialog';
import { EntryFormDialog } from './entry-form-dialog';
import { EntrySearchDialog } from './entry-search-dialog';

export const ENTRIES_PAGE_TEXTS = {
  title: 'Entrées de stock',
  allShops: 'Tous les magasins',
  add: 'Nouvelle entrée',
  search: 'Recherche avancée',
  activeFilters: (n: number) => `${n} filtre${n > 1 ? 's' : ''} actif${n > 1 ? 's' : ''}`,
  clearFilters: 'Effacer les filtres',
  results: (n: number, filtered: boolean) => `${n} résultat(s)${filtered ? ' (filtré(s))' : ''}`,
  tableLabel: 'Liste des entrées de stock',
  emptyText: 'Enregistrez ici les livraisons de vos fournisseurs.',
  noResultText: 'Aucune entrée de stock ne correspond à ces filtres.',
  loading: 'Chargement des entrées de stock...',
  loadError: 'Erreur lors du chargement des entrées de stock',
  created: 'Entrée de stock créée avec succès',
  selectShop: 'Sélectionner un magasin',
  dismiss: 'Fermer',
} as const;

const T = ENTRIES_PAGE_TEXTS;

type DialogState = { kind: 'create' } | { kind: 'search' } | { kind: 'detail'; entry: Entry } | null;
type Notice = { tone: 'warning' | 'success'; text: string } | null;

/**
 * /entrees: the entries of the selected shop (or of every shop),
 * 5 per page, filtered by the server with the filters and the page in the URL; the new entry,
 * advanced search and detail dialogs from one host.
 */
export function EntriesPage() {
  const selected = useSelectedShop();
  const list = useListParams(ENTRY_FILTER_KEYS);
  const [dialog, setDialog] = useState<DialogState>(null);
  const [notice, setNotice] = useState<Notice>(null);
  // The shop list decides the selected shop: wait for it rather than load every shop's entries first.
  const query = useEntries(
    { page: list.page, magasin: selected.shopId, ...list.filters },
    { enabled: !selected.isLoading },
  );
  const data = query.data;
  const filtered = list.activeFilters > 0;

  // Another shop: back to page 1. A page past the end (fewer rows since): the last page.
  const { setPage } = list;
  const shopRef = useRef<number | null | undefined>(undefined);
  useEffect(() => {
    if (selected.isLoading) return;
    const previous = shopRef.current;
    shopRef.current = selected.shopId;
    if (previous !== undefined && previous !== selected.shopId) setPage(1);
  }, [selected.isLoading, selected.shopId, setPage]);
  useEffect(() => {
    if (data && data.total_pages > 0 && list.page > data.total_pages) setPage(data.total_pages);
  }, [data, list.page, setPage]);

  function openCreate() {
    if (selected.shopId === null) setNotice({ tone: 'warning', text: ENTRY_MESSAGES.selectShopFirst });
    else {
      setNotice(null);
      setDialog({ kind: 'create' });
    }
  }

  const addButton = (
    <Button icon={<Plus aria-hidden="true" className="size-4" />} onPress={openCreate}>
      {T.add}
    </Button>
  );
  const clearButton = (
    <Button
      variant="secondary"
      icon={<FilterX aria-hidden="true" className="size-4" />}
      onPress={list.clearFilters}
    >
      {T.clearFilters}
    </Button>
  );

  const actions = (
    <>
      {addButton}
      <Button
        variant="secondary"
        icon={<Search aria-hidden="true" className="size-4" />}
        onPress={() => setDialog({ kind: 'search' })}
        className={filtered ? 'border-sky-300 bg-sky-50 text-sky-800 hover:bg-sky-100' : ''}
      >
        {T.search}
        {filtered ? (
          <span
            role="img"
            aria-label={T.activeFilters(list.activeFilters)}
            className="inline-flex min-w-5 items-center justify-center rounded-full bg-sky-700 px-1.5 text-xs font-semibold text-white"
          >
            {list.activeFilters}
          </span>
        ) : null}
      </Button>
      {filtered ? clearButton : null}
    </>
  );

  const emptyState = filtered ? (
    <EmptyState icon={SearchX} title={ENTRY_MESSAGES.noResult} text={T.noResultText} action={clearButton} />
  ) : (
    <EmptyState icon={PackagePlus} title={ENTRY_MESSAGES.empty} text={T.emptyText} action={addButton} />
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
      <DataTable
        aria-label={T.tableLabel}
        columns={entryColumns((entry) => setDialog({ kind: 'detail', entry }))}
        items={data?.results ?? []}
        getId={(entry) => entry.id}
        emptyState={emptyState}
        isBusy={query.isPlaceholderData}
        minWidthClass="min-w-[60rem]"
      />
    );

  return (
    <Page title={T.title} description={selected.shop?.nom ?? T.allShops} actions={actions}>
      {notice ? (
        <Alert tone={notice.tone}>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
            <span>{notice.text}</span>
            <div className="flex gap-2">
              {notice.tone === 'warning' && !selected.isLocked ? (
                <Button size="sm" variant="secondary" onPress={selected.openSelector}>
                  {T.selectShop}
                </Button>
              ) : null}
              <Button size="sm" variant="ghost" onPress={() => setNotice(null)}>
                {T.dismiss}
              </Button>
            </div>
          </div>
        </Alert>
      ) : null}
      {data ? (
        <p className="text-sm text-stone-600">
          <span className="inline-flex rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-medium text-stone-700">
            {T.results(data.count, filtered)}
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

      {dialog?.kind === 'create' ? (
        <EntryFormDialog
          shop={selected.shop}
          shops={selected.shops}
          onClose={() => setDialog(null)}
          onCreated={() => {
            setDialog(null);
            setNotice({ tone: 'success', text: T.created });
          }}
        />
      ) : null}
      {dialog?.kind === 'search' ? (
        <EntrySearchDialog
          filters={list.filters}
          onApply={(filters) => {
            list.setFilters(filters);
            setDialog(null);
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'detail' ? (
        <EntryDetailDialog entryId={dialog.entry.id} onClose={() => setDialog(null)} />
      ) : null}
    </Page>
  );
}
