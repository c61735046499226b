import {
  can,
  PURCHASE_ORDER_MESSAGES,
  PURCHASE_ORDER_STATUS_LABELS,
  PURCHASE_ORDER_STATUSES,
  type PurchaseOrderStatus,
} from '@pelote/shared';
import { ClipboardList } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ALL_CHOICES, ChoiceFilter } from '@/components/choice-filter';
import { ExportCsvButton } from '@/components/export-csv-button';
import { lazyOnUse, usePrefetchOnIdle } from '@/components/lazy-on-use';
import { ListPage } from '@/components/list-page';
import { CreateButton, ListToolbar } from '@/components/list-page-actions';
import { useListScreen } from '@/components/use-list-screen';
import { useSelectedShop } from '@/lib/selected-shop';
import { useSession } from '@/lib/session';
import { useSupplierChoices } from '@/lib/supplier-choices';
import { ORDER_COLUMN_TEXTS, orderColumns, orderPath } from './purchase-order-columns';
import { ORDER_LIST_PATH, orderListQuery, ordersListOptions } from './purchase-orders-api';

// The form is not needed to draw the list: fetched on idle, or on first press.
const PurchaseOrderFormDialog = lazyOnUse(
  async () => (await import('./purchase-order-form-dialog')).PurchaseOrderFormDialog,
);

export const ORDERS_PAGE_TEXTS = {
  title: 'Bons de commande',
  allShops: 'Tous les magasins',
  add: 'Nouveau bon de commande',
  status: 'Statut',
  allStatuses: 'Tous les statuts',
  supplier: 'Fournisseur',
  allSuppliers: 'Tous les fournisseurs',
  tableLabel: 'Liste des bons de commande',
  empty: PURCHASE_ORDER_MESSAGES.empty,
  emptyText:
    'Commandez aux fournisseurs, puis réceptionnez chaque livraison : le stock entre à la réception.',
  noResult: PURCHASE_ORDER_MESSAGES.noResult,
  loading: 'Chargement des bons de commande...',
  loadError: PURCHASE_ORDER_MESSAGES.loadError,
} as const;

const T = ORDERS_PAGE_TEXTS;
const statusOf = (value: string): PurchaseOrderStatus | '' =>
  (PURCHASE_ORDER_STATUSES as readonly string[]).includes(value) ? (value as PurchaseOrderStatus) : '';
const STATUS_OPTIONS = [
  { id: ALL_CHOICES, label: T.allStatuses },
  ...PURCHASE_ORDER_STATUSES.map((statut) => ({ id: statut, label: PURCHASE_ORDER_STATUS_LABELS[statut] })),
];
const supplierOf = (value: string) => (/^\d+$/.test(value) ? Number(value) : null);

/**
 * /bons-de-commande: the orders of the selected shop (or every shop), 5 a page, newest first,
 * filtered by status and supplier (in the URL); direction drafts a new one; each opens its page.
 */
export function PurchaseOrdersPage() {
  const selected = useSelectedShop();
  const { user } = useSession();
  const navigate = useNavigate();
  const canManage = can(user?.role, 'purchase-orders:manage');
  const [creating, setCreating] = useState(false);
  const suppliers = useSupplierChoices();
  usePrefetchOnIdle(PurchaseOrderFormDialog.prefetch);
  const addButton = canManage ? (
    <CreateButton onPress={() => setCreating(true)}>{T.add}</CreateButton>
  ) : undefined;
  const list = useListScreen({
    filterKeys: ['statut', 'fournisseur'],
    query: ({ page, filters }) =>
      ordersListOptions(
        {
          page,
          magasin: selected.shopId,
          statut: statusOf(filters.statut),
          fournisseur: supplierOf(filters.fournisseur),
        },
        !selected.isLoading,
      ),
    shop: selected,
    empty: {
      icon: ClipboardList,
      title: T.empty,
      text: T.emptyText,
      ...(addButton ? { action: addButton } : {}),
    },
    noResult: { title: T.noResult },
  });
  const statut = statusOf(list.filters.statut);
  const fournisseur = supplierOf(list.filters.fournisseur);
  const supplierOptions = [
    { id: ALL_CHOICES, label: T.allSuppliers },
    ...(suppliers.data ?? []).map((supplier) => ({ id: String(supplier.id), label: supplier.nom })),
  ];

  return (
    <ListPage
      title={T.title}
      description={selected.shop?.nom ?? T.allShops}
      actions={
        <>
          {addButton}
          <ExportCsvButton
            path={ORDER_LIST_PATH}
            params={orderListQuery({ magasin: selected.shopId, statut, fournisseur })}
            name="bons-de-commande"
          />
          {list.clearButton}
        </>
      }
      toolbar={
        <ListToolbar {...list.toolbar}>
          <div className="grid gap-3 sm:flex sm:flex-wrap sm:items-end">
            <ChoiceFilter
              setFilters={list.setFilters}
              name="statut"
              label={T.status}
              options={STATUS_OPTIONS}
              value={statut}
            />
            <ChoiceFilter
              setFilters={list.setFilters}
              name="fournisseur"
              label={T.supplier}
              options={supplierOptions}
              value={fournisseur === null ? '' : String(fournisseur)}
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
        columns: orderColumns(),
        getId: (row) => row.id,
        cardAction: { label: (row) => ORDER_COLUMN_TEXTS.view(row.numero), href: (row) => orderPath(row.id) },
        minWidthClass: 'min-w-[52rem]',
      })}
    >
      {creating ? (
        <PurchaseOrderFormDialog
          order={null}
          initialShop={selected.shopId}
          onClose={() => setCreating(false)}
          onSaved={(order) => navigate(orderPath(order.id))}
        />
      ) : null}
    </ListPage>
  );
}
