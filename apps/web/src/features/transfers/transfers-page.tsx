import { TRANSFER_STATUS_LABELS, TRANSFER_STATUSES, type TransferStatus } from '@pelote/shared';
import { ArrowLeftRight, Plus, SearchX } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/button';
import { DataTable } from '@/components/data-table';
import { ListPage, ResultsCount, usePageInRange } from '@/components/list-page';
import {
  ClearFiltersButton,
  LIST_ACTIONS_TEXTS,
  ListNotice,
  type ListNoticeState,
  useFirstPageOnShopChange,
} from '@/components/list-page-actions';
import { SelectField } from '@/components/select-field';
import { EmptyState } from '@/components/status';
import { useListParams } from '@/components/use-list-params';
import { useSelectedShop } from '@/lib/selected-shop';
import { transferColumns } from './transfer-columns';
import { TransferDetailDialog } from './transfer-detail-dialog';
import { TransferFormDialog } from './transfer-form-dialog';
import { useTransfers } from './transfers-api';

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
const FILTERS = ['statut'] as const;
const STATUS_OPTIONS = [
  { id: 'tous', label: T.allStatuses },
  ...TRANSFER_STATUSES.map((statut) => ({ id: statut, label: TRANSFER_STATUS_LABELS[statut] })),
];

type DialogState = { kind: 'create' } | { kind: 'detail'; id: number } | null;

/** /transferts: the transfers from or to the selected shop (or every shop), 5 a page, filtered by status. */
export function TransfersPage() {
  const selected = useSelectedShop();
  const list = useListParams(FILTERS);
  const [dialog, setDialog] = useState<DialogState>(null);
  const [notice, setNotice] = useState<ListNoticeState>(null);
  const statut = (TRANSFER_STATUSES as readonly string[]).includes(list.filters.statut)
    ? (list.filters.statut as TransferStatus)
    : '';
  const query = useTransfers({ page: list.page, magasin: selected.shopId, statut }, !selected.isLoading);
  const data = query.data;
  useFirstPageOnShopChange(selected, list.setPage);
  usePageInRange(list.page, data?.total_pages, list.setPage);

  const addButton = (
    <Button
      icon={<Plus aria-hidden="true" className="size-4" />}
      onPress={() => {
        if (selected.shops.length === 0) setNotice({ tone: 'warning', text: T.selectShopFirst });
        else setDialog({ kind: 'create' });
      }}
    >
      {T.add}
    </Button>
  );
  const clearButton = <ClearFiltersButton onPress={list.clearFilters} />;

  return (
    <ListPage
      title={T.title}
      description={selected.shop?.nom ?? T.allShops}
      actions={
        <>
          {addButton}
          {statut ? clearButton : null}
        </>
      }
      toolbar={
        <>
          <ListNotice notice={notice} onDismiss={() => setNotice(null)} />
          <div className="flex flex-wrap items-end gap-3">
            <SelectField
              label={T.status}
              options={STATUS_OPTIONS}
              value={statut || 'tous'}
              onChange={(value) => list.setFilters({ statut: value === 'tous' ? '' : value })}
              className="w-full sm:w-64"
            />
          </div>
          {data ? (
            <ResultsCount>{LIST_ACTIONS_TEXTS.results(data.count, Boolean(statut))}</ResultsCount>
          ) : null}
        </>
      }
      query={query}
      loadingLabel={T.loading}
      loadErrorTitle={T.loadError}
      table={
        <DataTable
          aria-label={T.tableLabel}
          columns={transferColumns((row) => setDialog({ kind: 'detail', id: row.id }))}
          items={data?.results ?? []}
          getId={(row) => row.id}
          emptyState={
            statut ? (
              <EmptyState icon={SearchX} title={T.noResult} action={clearButton} />
            ) : (
              <EmptyState icon={ArrowLeftRight} title={T.empty} text={T.emptyText} action={addButton} />
            )
          }
          isBusy={query.isPlaceholderData}
          minWidthClass="min-w-[44rem]"
        />
      }
      pager={data ? { page: list.page, totalPages: data.total_pages, onPageChange: list.setPage } : undefined}
    >
      {dialog?.kind === 'create' ? (
        <TransferFormDialog
          shops={selected.shops}
          initialSource={
            selected.shopId ?? (selected.shops.length === 1 ? (selected.shops[0]?.id ?? null) : null)
          }
          onClose={() => setDialog(null)}
          onCreated={(transfer) => {
            setNotice({ tone: 'success', text: T.created(transfer.id) });
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
