import { ENTRY_FILTER_KEYS, ENTRY_MESSAGES, ENTRY_PATHS, type Entry } from '@pelote/shared';
import { PackagePlus, Plus, SearchX } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/button';
import { DataTable } from '@/components/data-table';
import { ExportCsvButton } from '@/components/export-csv-button';
import { ListPage, usePageInRange } from '@/components/list-page';
import {
  ClearFiltersButton,
  type ListNoticeState,
  ListToolbar,
  SearchButton,
  useFirstPageOnShopChange,
} from '@/components/list-page-actions';
import { EmptyState } from '@/components/status';
import { useListParams } from '@/components/use-list-params';
import { useSelectedShop } from '@/lib/selected-shop';
import { entryListQuery, useEntries } from './entries-api';
import { entryColumns } from './entry-columns';
import { EntryDetailDialog } from './entry-detail-dialog';
import { EntryFormDialog } from './entry-form-dialog';
import { EntrySearchDialog } from './entry-search-dialog';

export const ENTRIES_PAGE_TEXTS = {
  title: 'Entrées de stock',
  allShops: 'Tous les magasins',
  add: 'Nouvelle entrée',
  tableLabel: 'Liste des entrées de stock',
  emptyText: 'Enregistrez ici les livraisons de vos fournisseurs.',
  noResultText: 'Aucune entrée de stock ne correspond à ces filtres.',
  loading: 'Chargement des entrées de stock...',
  loadError: 'Erreur lors du chargement des entrées de stock',
  created: 'Entrée de stock créée avec succès',
} as const;

const T = ENTRIES_PAGE_TEXTS;

type DialogState = { kind: 'create' } | { kind: 'search' } | { kind: 'detail'; entry: Entry } | null;

/**
 * /entrees: the entries of the selected shop (or of every shop),
 * 5 per page, filtered by the server with the filters and the page in the URL; the new entry,
 * advanced search and detail dialogs from one host.
 */
export function EntriesPage() {
  const selected = useSelectedShop();
  const list = useListParams(ENTRY_FILTER_KEYS);
  const [dialog, setDialog] = useState<DialogState>(null);
  const [notice, setNotice] = useState<ListNoticeState>(null);
  // The shop list decides the selected shop: wait for it rather than load every shop's entries first.
  const query = useEntries(
    { page: list.page, magasin: selected.shopId, ...list.filters },
    { enabled: !selected.isLoading },
  );
  const data = query.data;
  const filtered = list.activeFilters > 0;

  useFirstPageOnShopChange(selected, list.setPage);
  usePageInRange(list.page, data?.total_pages, list.setPage);

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
  const clearButton = <ClearFiltersButton onPress={list.clearFilters} />;

  const actions = (
    <>
      {addButton}
      <SearchButton activeFilters={list.activeFilters} onPress={() => setDialog({ kind: 'search' })} />
      {filtered ? clearButton : null}
      <ExportCsvButton
        path={ENTRY_PATHS.list}
        params={entryListQuery({ page: 1, magasin: selected.shopId, ...list.filters })}
        name="entrees"
      />
    </>
  );

  const emptyState = filtered ? (
    <EmptyState icon={SearchX} title={ENTRY_MESSAGES.noResult} text={T.noResultText} action={clearButton} />
  ) : (
    <EmptyState icon={PackagePlus} title={ENTRY_MESSAGES.empty} text={T.emptyText} action={addButton} />
  );

  return (
    <ListPage
      title={T.title}
      description={selected.shop?.nom ?? T.allShops}
      actions={actions}
      toolbar={
        <ListToolbar
          notice={notice}
          onDismiss={() => setNotice(null)}
          onSelectShop={selected.isLocked ? undefined : selected.openSelector}
          count={data?.count}
          filtered={filtered}
        />
      }
      query={query}
      loadingLabel={T.loading}
      loadErrorTitle={T.loadError}
      table={
        <DataTable
          aria-label={T.tableLabel}
          columns={entryColumns((entry) => setDialog({ kind: 'detail', entry }))}
          items={data?.results ?? []}
          getId={(entry) => entry.id}
          emptyState={emptyState}
          isBusy={query.isPlaceholderData}
          minWidthClass="min-w-[60rem]"
        />
      }
      pager={data ? { page: list.page, totalPages: data.total_pages, onPageChange: list.setPage } : undefined}
    >
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
    </ListPage>
  );
}
