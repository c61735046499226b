import { invoiceFileName, SALE_MESSAGES, type Sale, type SaleDetail } from '@pelote/shared';
import { FilterX, History, Plus, Receipt, Search, SearchX } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { DataTable } from '@/components/data-table';
import { Page } from '@/components/page';
import { Pagination } from '@/components/pagination';
import { EmptyState, ErrorState, LoadingState } from '@/components/status';
import { useListParams } from '@/components/use-list-params';
import { DIALOG_LINKS, useDialogLink } from '@/lib/dialog-link';
import { downloadInvoice } from '@/lib/invoice-download';
import { useSelectedShop } from '@/lib/selected-shop';
import { saleColumns } from './sale-columns';
import { SaleDetailDialog } from './sale-detail-dialog';
import { SaleFormDialog } from './sale-form-dialog';
import { SaleHistoryDialog } from './sale-history-dialog';
import { SaleSearchDialog } from './sale-search-dialog';
import { SALE_FILTER_KEYS, useSales } from './sales-api';

export const SALES_PAGE_TEXTS = {
  title: 'Ventes',
  allShops: 'Tous les magasins',
  add: 'Nouvelle vente',
  search: 'Recherche avancée',
  history: 'Historique des ventes',
  activeFilters: (n: number) => `${n} filtre${n > 1 ? 's' : ''} actif${n > 1 ? 's' : ''}`,
  clearFilters: 'Effacer les filtres',
  results: (n: number, filtered: boolean) => `${n} résultat(s)${filtered ? ' (filtré(s))' : ''}`,
  tableLabel: 'Liste des ventes',
  emptyText: 'Enregistrez la première vente de ce magasin avec « Nouvelle vente ».',
  noResultText: 'Aucune vente ne correspond à ces filtres.',
  loadError: 'Erreur lors du chargement des ventes',
  selectShop: 'Sélectionner un magasin',
  dismiss: 'Fermer',
} as const;

const T = SALES_PAGE_TEXTS;

type DialogState =
  | { kind: 'create' }
  | { kind: 'search' }
  | { kind: 'history' }
  | { kind: 'detail'; saleId: number; initial?: SaleDetail; isNew: boolean }
  | null;
type Notice = { tone: 'warning' | 'success' | 'error'; text: string } | null;

/**
 * /ventes: the sales of the selected shop (or of every shop), 5 per page,
 * searched and paged by the server with the filters and the page in the URL; the new sale,
 * advanced search, history and invoice dialogs from one host.
 */
export function SalesPage() {
  const selected = useSelectedShop();
  const list = useListParams(SALE_FILTER_KEYS);
  const [dialog, setDialog] = useState<DialogState>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [clientLabel, setClientLabel] = useState('');
  const query = useSales(
    { page: list.page, shopId: selected.shopId, ...list.filters },
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
    if (selected.shopId === null) setNotice({ tone: 'warning', text: SALE_MESSAGES.selectShopFirst });
    else {
      setNotice(null);
      setDialog({ kind: 'create' });
    }
  }

  // '/ventes?nouvelle=1' (the dashboard's 'Nouvelle vente'): open the form once the shop is known.
  useDialogLink(DIALOG_LINKS.newSale, openCreate, !selected.isLoading);

  async function download(sale: Sale) {
    try {
      await downloadInvoice(sale.id, invoiceFileName(sale.numero_facture));
    } catch {
      setNotice({ tone: 'error', text: SALE_MESSAGES.pdfFailed });
    }
  }

  const clearFilters = () => {
    list.clearFilters();
    setClientLabel('');
  };
  const addButton = (
    <Button icon={<Plus aria-hidden="true" className="size-4" />} onPress={openCreate}>
      {T.add}
    </Button>
  );
  const clearButton = (
    <Button
      variant="secondary"
      icon={<FilterX aria-hidden="true" className="size-4" />}
      onPress={clearFilters}
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
      <Button
        variant="secondary"
        icon={<History aria-hidden="true" className="size-4" />}
        onPress={() => setDialog({ kind: 'history' })}
      >
        {T.history}
      </Button>
    </>
  );

  const emptyState = filtered ? (
    <EmptyState icon={SearchX} title={SALE_MESSAGES.noResult} text={T.noResultText} action={clearButton} />
  ) : (
    <EmptyState icon={Receipt} title={SALE_MESSAGES.empty} text={T.emptyText} action={addButton} />
  );

  let body: ReactNode;
  if (query.isPending) body = <LoadingState label={SALE_MESSAGES.loading} />;
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
        columns={saleColumns({
          onView: (sale) => setDialog({ kind: 'detail', saleId: sale.id, isNew: false }),
          onDownload: (sale) => void download(sale),
        })}
        items={data?.results ?? []}
        getId={(sale) => sale.id}
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
      </section>
      {data ? (
        <Pagination
          page={Math.min(list.page, Math.max(1, data.total_pages))}
          totalPages={data.total_pages}
          onPageChange={list.setPage}
        />
      ) : null}

      {dialog?.kind === 'create' ? (
        <SaleFormDialog
          shop={selected.shop}
          onClose={() => setDialog(null)}
          onCreated={(sale) => {
            setNotice({ tone: 'success', text: SALE_MESSAGES.created });
            setDialog({ kind: 'detail', saleId: sale.id, initial: sale, isNew: true });
          }}
        />
      ) : null}
      {dialog?.kind === 'search' ? (
        <SaleSearchDialog
          filters={list.filters}
          clientLabel={clientLabel}
          shops={selected.isLocked ? [] : selected.shops}
          onApply={(filters, label) => {
            list.setFilters(filters);
            setClientLabel(label);
            setDialog(null);
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'history' ? (
        <SaleHistoryDialog shopId={selected.shopId} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'detail' ? (
        <SaleDetailDialog
          saleId={dialog.saleId}
          initial={dialog.initial}
          isNew={dialog.isNew}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </Page>
  );
}
