import { ENTRY_FILTER_KEYS, ENTRY_MESSAGES, ENTRY_PATHS, type Entry } from '@pelote/shared';
import { PackagePlus } from 'lucide-react';
import { useState } from 'react';
import { ExportCsvButton } from '@/components/export-csv-button';
import { ListPage } from '@/components/list-page';
import { CreateButton, ListToolbar, SearchButton } from '@/components/list-page-actions';
import { useListScreen } from '@/components/use-list-screen';
import { useSelectedShop } from '@/lib/selected-shop';
import { entriesListOptions, entryListQuery } from './entries-api';
import { ENTRY_COLUMN_TEXTS, entryColumns, entryProductName } from './entry-columns';
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
  const [dialog, setDialog] = useState<DialogState>(null);
  const addButton = <CreateButton onPress={openCreate}>{T.add}</CreateButton>;
  const list = useListScreen({
    filterKeys: ENTRY_FILTER_KEYS,
    // The shop list decides the selected shop: wait for it rather than load every shop's entries first.
    query: ({ page, filters }) =>
      entriesListOptions({ page, magasin: selected.shopId, ...filters }, { enabled: !selected.isLoading }),
    shop: selected,
    empty: { icon: PackagePlus, title: ENTRY_MESSAGES.empty, text: T.emptyText, action: addButton },
    noResult: { title: ENTRY_MESSAGES.noResult, text: T.noResultText },
  });

  function openCreate() {
    list.whenShopChosen(ENTRY_MESSAGES.selectShopFirst, () => setDialog({ kind: 'create' }));
  }

  const actions = (
    <>
      {addButton}
      <SearchButton activeFilters={list.activeFilters} onPress={() => setDialog({ kind: 'search' })} />
      {list.clearButton}
      <ExportCsvButton
        path={ENTRY_PATHS.list}
        params={entryListQuery({ page: 1, magasin: selected.shopId, ...list.filters })}
        name="entrees"
      />
    </>
  );

  return (
    <ListPage
      title={T.title}
      description={selected.shop?.nom ?? T.allShops}
      actions={actions}
      toolbar={
        <ListToolbar {...list.toolbar} onSelectShop={selected.isLocked ? undefined : selected.openSelector} />
      }
      {...list.shell}
      loadingLabel={T.loading}
      loadErrorTitle={T.loadError}
      table={list.table({
        'aria-label': T.tableLabel,
        columns: entryColumns((entry) => setDialog({ kind: 'detail', entry })),
        getId: (entry) => entry.id,
        cardAction: {
          label: (entry) => ENTRY_COLUMN_TEXTS.view(entryProductName(entry)),
          onPress: (entry) => setDialog({ kind: 'detail', entry }),
        },
        minWidthClass: 'min-w-[60rem]',
      })}
    >
      {dialog?.kind === 'create' ? (
        <EntryFormDialog
          shop={selected.shop}
          shops={selected.shops}
          onClose={() => setDialog(null)}
          onCreated={() => {
            setDialog(null);
            list.setNotice({ tone: 'success', text: T.created });
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
