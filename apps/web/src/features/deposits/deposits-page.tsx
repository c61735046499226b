import {
  can,
  DEPOSIT_DESTINATION_LABELS,
  DEPOSIT_STATUS_LABELS,
  DEPOSIT_STATUSES,
  type Deposit,
  type DepositStatus,
  formatMoney,
} from '@pelote/shared';
import { Landmark } from 'lucide-react';
import { useMemo, useState } from 'react';
import { ALL_CHOICES, ChoiceFilter } from '@/components/choice-filter';
import { ExportCsvButton } from '@/components/export-csv-button';
import { lazyOnUse, usePrefetchOnIdle } from '@/components/lazy-on-use';
import { ListPage } from '@/components/list-page';
import { ListToolbar } from '@/components/list-page-actions';
import { useListScreen } from '@/components/use-list-screen';
import { useSelectedShop } from '@/lib/selected-shop';
import { useSession } from '@/lib/session';
import { depositColumns } from './deposit-columns';
import { DEPOSIT_LIST_PATH, depositListQuery, depositsQueryOptions } from './deposits-api';
import { DepositsInTransitFigures } from './deposits-in-transit';

const DepositConfirmDialog = lazyOnUse(
  async () => (await import('./deposit-confirm-dialog')).DepositConfirmDialog,
);

export const DEPOSITS_PAGE_TEXTS = {
  title: 'Dépôts',
  allShops: 'Tous les magasins',
  status: 'Statut',
  allStatuses: 'Tous les statuts',
  tableLabel: 'Liste des dépôts',
  empty: 'Aucun dépôt',
  emptyText:
    "Une sortie de caisse « Dépôt en banque » ou « Dépôt au siège » s'affiche ici jusqu'à sa confirmation.",
  noResult: 'Aucun dépôt ne correspond à ce statut.',
  loading: 'Chargement des dépôts...',
  loadError: 'Erreur lors du chargement des dépôts',
  confirmed: (destination: string, shop: string, amount: string) =>
    `Dépôt confirmé (${destination}, ${shop}) : ${amount} reçus`,
} as const;

const T = DEPOSITS_PAGE_TEXTS;
const statusOf = (value: string): DepositStatus | '' =>
  (DEPOSIT_STATUSES as readonly string[]).includes(value) ? (value as DepositStatus) : '';
const STATUS_OPTIONS = [
  { id: ALL_CHOICES, label: T.allStatuses },
  ...DEPOSIT_STATUSES.map((statut) => ({ id: statut, label: DEPOSIT_STATUS_LABELS[statut] })),
];

/**
 * /depots: the deposits to the bank and head office of the selected shop (a gerant's own; every
 * shop for direction with none selected), newest first, 5 a page, filtered by status; above them
 * the cash in transit per destination. Direction confirms a deposit in transit.
 */
export function DepositsPage() {
  const selected = useSelectedShop();
  const canConfirm = can(useSession().user?.role, 'deposits:confirm');
  const [confirming, setConfirming] = useState<Deposit | null>(null);
  const list = useListScreen({
    filterKeys: ['statut'],
    query: ({ page, filters }) =>
      depositsQueryOptions(
        { page, magasin: selected.shopId, statut: statusOf(filters.statut) },
        !selected.isLoading,
      ),
    shop: selected,
    isFiltered: (filters) => statusOf(filters.statut) !== '',
    empty: { icon: Landmark, title: T.empty, text: T.emptyText },
    noResult: { title: T.noResult },
  });
  usePrefetchOnIdle(DepositConfirmDialog.prefetch);
  const statut = statusOf(list.filters.statut);
  const columns = useMemo(() => depositColumns({ canConfirm, onConfirm: setConfirming }), [canConfirm]);

  return (
    <ListPage
      title={T.title}
      description={selected.shop?.nom ?? T.allShops}
      actions={
        <>
          <ExportCsvButton
            path={DEPOSIT_LIST_PATH}
            params={depositListQuery({ page: 1, magasin: selected.shopId, statut })}
            name="depots"
          />
          {list.clearButton}
        </>
      }
      toolbar={
        <>
          <DepositsInTransitFigures totals={list.data?.en_transit} />
          <ListToolbar {...list.toolbar}>
            <ChoiceFilter
              setFilters={list.setFilters}
              name="statut"
              label={T.status}
              options={STATUS_OPTIONS}
              value={statut}
              className="w-full sm:w-64"
            />
          </ListToolbar>
        </>
      }
      {...list.shell}
      loadingLabel={T.loading}
      loadErrorTitle={T.loadError}
      table={list.table({
        'aria-label': T.tableLabel,
        columns,
        getId: (deposit) => deposit.id,
        dependencies: [canConfirm],
        minWidthClass: 'min-w-[56rem]',
      })}
    >
      {confirming ? (
        <DepositConfirmDialog
          key={confirming.id}
          deposit={confirming}
          onClose={() => setConfirming(null)}
          onConfirmed={(deposit) => {
            setConfirming(null);
            list.setNotice({
              tone: 'success',
              text: T.confirmed(
                DEPOSIT_DESTINATION_LABELS[deposit.categorie],
                deposit.magasin.nom,
                formatMoney(deposit.confirmation?.montant_recu ?? deposit.montant),
              ),
            });
          }}
        />
      ) : null}
    </ListPage>
  );
}
