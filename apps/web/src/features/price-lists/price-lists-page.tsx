import { can, PRICE_LIST_MESSAGES, type PriceListSummary } from '@pelote/shared';
import { Tags } from 'lucide-react';
import { useMemo, useState } from 'react';
import { lazyOnUse, usePrefetchOnIdle } from '@/components/lazy-on-use';
import { CreateButton } from '@/components/list-page-actions';
import { PENDING_DESCRIPTION } from '@/components/page';
import { PlainButton } from '@/components/plain-button';
import { SearchedListPage } from '@/components/searched-list-page';
import { useListScreen } from '@/components/use-list-screen';
import { useSession } from '@/lib/session';
import { useShops } from '@/lib/shops-query';
import { PRICE_LIST_COLUMN_TEXTS, priceListColumns } from './price-list-columns';
import { PRICE_LIST_LIST_PATH, priceListsQueryOptions } from './price-lists-api';

// The forms and the confirmation are not needed to draw the list: fetched on idle, or on first press.
const PriceListFormDialog = lazyOnUse(
  async () => (await import('./price-list-form-dialog')).PriceListFormDialog,
);
const PriceListEditDialog = lazyOnUse(
  async () => (await import('./price-list-edit-dialog')).PriceListEditDialog,
);
const PriceListDeleteDialog = lazyOnUse(
  async () => (await import('./price-list-delete-dialog')).PriceListDeleteDialog,
);

export const PRICE_LISTS_PAGE_TEXTS = {
  title: 'Tarifs',
  add: 'Nouveau tarif',
  tableLabel: 'Liste des tarifs',
  search: 'Rechercher un tarif',
  searchPlaceholder: 'Nom du tarif...',
  empty: PRICE_LIST_MESSAGES.empty,
  emptyText:
    'Un tarif donne d’autres prix : aux revendeuses à qui on l’attribue, ou à tous les clients le temps d’une promotion.',
  noMatch: 'Aucun résultat trouvé',
  noMatchText: 'Aucun tarif ne correspond à cette recherche.',
  clearSearch: 'Effacer la recherche',
  loading: 'Chargement des tarifs...',
  loadError: 'Erreur lors du chargement des tarifs',
  count: (count: number) => `${count} tarif${count > 1 ? 's' : ''}`,
} as const;

const T = PRICE_LISTS_PAGE_TEXTS;

type DialogState =
  | { kind: 'create' }
  | { kind: 'edit'; priceList: PriceListSummary }
  | { kind: 'delete'; priceList: PriceListSummary }
  | null;

/**
 * /tarifs: the price lists 5 per page by name, searched by the server, page and search in the URL,
 * cards on a phone; direction creates, edits and deletes them (one dialog host), a gerant reads.
 */
export function PriceListsPage() {
  const { user } = useSession();
  const canManage = can(user?.role, 'price-lists:manage');
  const [dialog, setDialog] = useState<DialogState>(null);
  const shops = useShops();
  const addButton = canManage ? (
    <CreateButton onPress={() => setDialog({ kind: 'create' })}>{T.add}</CreateButton>
  ) : undefined;
  const list = useListScreen({
    filterKeys: ['search'],
    query: ({ page, filters }) => priceListsQueryOptions({ page, search: filters.search }),
    empty: { icon: Tags, title: T.empty, text: T.emptyText, ...(addButton ? { action: addButton } : {}) },
    noResult: {
      title: T.noMatch,
      text: T.noMatchText,
      action: (clearFilters) => (
        <PlainButton variant="secondary" onPress={clearFilters}>
          {T.clearSearch}
        </PlainButton>
      ),
    },
  });
  const data = list.data;
  usePrefetchOnIdle(
    PriceListFormDialog.prefetch,
    PriceListEditDialog.prefetch,
    PriceListDeleteDialog.prefetch,
  );

  const shopNames = useMemo(
    () => new Map((shops.data ?? []).map((shop) => [shop.id, shop.nom])),
    [shops.data],
  );
  const columns = useMemo(
    () =>
      priceListColumns({
        canManage,
        shopName: (id) => shopNames.get(id),
        onEdit: (priceList) => setDialog({ kind: 'edit', priceList }),
        onDelete: (priceList) => setDialog({ kind: 'delete', priceList }),
      }),
    [canManage, shopNames],
  );

  return (
    <SearchedListPage
      title={T.title}
      description={data ? T.count(data.count) : PENDING_DESCRIPTION}
      addButton={addButton}
      csv={{ path: PRICE_LIST_LIST_PATH, name: 'tarifs' }}
      search={{
        value: list.filters.search,
        onChange: (search) => list.setFilters({ search }),
        label: T.search,
        placeholder: T.searchPlaceholder,
      }}
      {...list.shell}
      loadingLabel={T.loading}
      loadErrorTitle={T.loadError}
      table={list.table({
        'aria-label': T.tableLabel,
        columns,
        getId: (priceList) => priceList.id,
        ...(canManage
          ? {
              cardAction: {
                label: (priceList: PriceListSummary) => PRICE_LIST_COLUMN_TEXTS.edit(priceList.nom),
                onPress: (priceList: PriceListSummary) => setDialog({ kind: 'edit', priceList }),
              },
            }
          : {}),
        dependencies: [canManage, shopNames],
        minWidthClass: 'min-w-[56rem]',
      })}
    >
      {dialog?.kind === 'create' ? (
        <PriceListFormDialog priceList={null} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'edit' ? (
        <PriceListEditDialog
          key={dialog.priceList.id}
          id={dialog.priceList.id}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <PriceListDeleteDialog priceList={dialog.priceList} onClose={() => setDialog(null)} />
      ) : null}
    </SearchedListPage>
  );
}
