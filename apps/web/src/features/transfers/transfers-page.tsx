import { TRANSFER_STATUS_LABELS, TRANSFER_STATUSES, type TransferStatus } from '@pelote/shared';
import { ArrowLeftRight } from 'lucide-react';
import { useState } from 'react';
import { ALL_CHOICES, ChoiceFilter } from '@/components/choice-filter';
import { ListPage } from '@/components/list-page';
import { CreateButton, ListToolbar } from '@/components/list-page-actions';
import { useListScreen } from '@/components/use-list-screen';
import { useSelectedShop } from '@/lib/selected-shop';
import { TRANSFER_COLUMN_TEXTS, transferColumns } from './transfer-columns';
import { TransferDetailDialog } from './transfer-detail-dialog';
import { TransferFormDialog } from './transfer-form-dialog';
import { transfersListOptions } from './transfers-api';

export const TRANSFERS_PAGE_TEXTS = {
  title: 'Transferts',
  allShops: 'Tous les magasins',
  add: 'Nouveau transfert',
  status: 'Statut',
  allStatuses: 'Tous les statuts',
  tableLabel: 'Liste des transferts',
  empty: 'Aucun transfert',
  emptyText: "Envoyez du stock d'un magasin à un autre : il reste « en transit » jusqu'à sa réception.",
  noResult: 'Aucun transfert ne correspond à ce statut.',
  loading: 'Chargement des transferts...',
  loadError: 'Erreur lors du chargement des transferts',
  created: (id: number) => `Transfert n° ${id} créé : expédiez-le quand le colis part.`,
  selectShopFirst: 'Choisissez le magasin de départ dans le sélecteur de magasin.',
} as const;

const T = TRANSFERS_PAGE_TEXTS;
const statusOf = (value: string): TransferStatus | '' =>
  (TRANSFER_STATUSES as readonly string[]).includes(value) ? (value as TransferStatus) : '';
const STATUS_OPTIONS = [
  { id: ALL_CHOICES, label: T.allStatuses },
  ...TRANSFER_STATUSES.map((statut) => ({ id: statut, label: TRANSFER_STATUS_LABELS[statut] })),
];

type DialogState = { kind: 'create' } | { kind: 'detail'; id: number } | null;

/** /transferts: the transfers from or to the selected shop (or every shop), 5 a page, filtered by status. */
export function TransfersPage() {
  const selected = useSelectedShop();
  const [dialog, setDialog] = useState<DialogState>(null);
  const addButton = (
    <CreateButton
      onPress={() => {
        if (selected.shops.length === 0) list.setNotice({ tone: 'warning', text: T.selectShopFirst });
        else setDialog({ kind: 'create' });
      }}
    >
      {T.add}
    </CreateButton>
  );
  const list = useListScreen({
    filterKeys: ['statut'],
    query: ({ page, filters }) =>
      transfersListOptions(
        { page, magasin: selected.shopId, statut: statusOf(filters.statut) },
        !selected.isLoading,
      ),
    shop: selected,
    isFiltered: (filters) => statusOf(filters.statut) !== '',
    empty: { icon: ArrowLeftRight, title: T.empty, text: T.emptyText, action: addButton },
    noResult: { title: T.noResult },
  });
  const statut = statusOf(list.filters.statut);

  return (
    <ListPage
      title={T.title}
      description={selected.shop?.nom ?? T.allShops}
      actions={
        <>
          {addButton}
          {list.clearButton}
        </>
      }
      toolbar={
        <ListToolbar {...list.toolbar}>
          <div className="flex flex-wrap items-end gap-3">
            <ChoiceFilter
              setFilters={list.setFilters}
              name="statut"
              label={T.status}
              options={STATUS_OPTIONS}
              value={statut}
              className="w-full sm:w-64"
            />
          </div>
        </ListToolbar>
      }
      {...list.shell}
      loadingLabel={T.loading}
      loadErrorTitle={T.loadError}
      table={list.table({
        'aria-label': T.tableLabel,
        columns: transferColumns((row) => setDialog({ kind: 'detail', id: row.id })),
        getId: (row) => row.id,
        cardAction: {
          label: (row) => TRANSFER_COLUMN_TEXTS.view(row.id),
          onPress: (row) => setDialog({ kind: 'detail', id: row.id }),
        },
        minWidthClass: 'min-w-[44rem]',
      })}
    >
      {dialog?.kind === 'create' ? (
        <TransferFormDialog
          shops={selected.shops}
          initialSource={
            selected.shopId ?? (selected.shops.length === 1 ? (selected.shops[0]?.id ?? null) : null)
          }
          onClose={() => setDialog(null)}
          onCreated={(transfer) => {
            list.setNotice({ tone: 'success', text: T.created(transfer.id) });
            setDialog({ kind: 'detail', id: transfer.id });
          }}
        />
      ) : null}
      {dialog?.kind === 'detail' ? (
        <TransferDetailDialog id={dialog.id} onClose={() => setDialog(null)} />
      ) : null}
    </ListPage>
  );
}
