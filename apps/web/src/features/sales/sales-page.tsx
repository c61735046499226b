import { invoiceFileName, SALE_MESSAGES, SALE_PATHS, type Sale } from '@pelote/shared';
import { History, PackageCheck, Receipt, ReceiptText } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/button-styles';
import { ExportCsvButton } from '@/components/export-csv-button';
import { ListPage } from '@/components/list-page';
import { CreateButton, ListToolbar, SearchButton } from '@/components/list-page-actions';
import { PlainButton } from '@/components/plain-button';
import { useListScreen } from '@/components/use-list-screen';
import { DIALOG_LINKS, useDialogLink } from '@/lib/dialog-link';
import { downloadInvoice } from '@/lib/invoice-download';
import { NEW_SALE_SHORTCUT, newSaleShortcutProps } from '@/lib/new-sale-shortcut';
import { useOfflineSaleSlots } from '@/lib/offline-sale-slots';
import { useSelectedShop } from '@/lib/selected-shop';
import { SALE_COLUMN_TEXTS, saleColumns } from './sale-columns';
import { SaleTicketScanButton } from './sale-ticket-scan';
import { SALE_FILTER_KEYS, saleListQuery, salesListOptions } from './sales-api';
import { type DialogState, SalesPageDialogs, usePrefetchSaleDialogs } from './sales-page-dialogs';

export const SALES_PAGE_TEXTS = {
  title: 'Ventes',
  allShops: 'Tous les magasins',
  add: 'Nouvelle vente',
  history: 'Historique des ventes',
  creditNotes: 'Avoirs',
  layaways: 'Mises de côté',
  tableLabel: 'Liste des ventes',
  emptyText: 'Enregistrez la première vente de ce magasin avec « Nouvelle vente ».',
  noResultText: 'Aucune vente ne correspond à ces filtres.',
  loadError: 'Erreur lors du chargement des ventes',
} as const;

const T = SALES_PAGE_TEXTS;

/**
 * Back on 'Nouvelle vente' once a new sale's invoice is closed (the form that opened it is gone, so
 * the dialog has nowhere to give the focus back): the next sale is one key away. After the
 * dialog's own focus restoring, hence the next frame.
 */
function focusNewSale() {
  requestAnimationFrame(() =>
    document.querySelector<HTMLElement>(`main [aria-keyshortcuts="${NEW_SALE_SHORTCUT.keys}"]`)?.focus(),
  );
}

async function download(sale: Sale, onFailure: () => void) {
  try {
    await downloadInvoice(sale.id, invoiceFileName(sale.numero_facture));
  } catch {
    onFailure();
  }
}

/**
 * /ventes: the sales of the selected shop (or of every shop), 5 per page,
 * searched and paged by the server with the filters and the page in the URL; the new sale,
 * advanced search, history and invoice dialogs from one host.
 */
export function SalesPage() {
  const selected = useSelectedShop();
  const [dialog, setDialog] = useState<DialogState>(null);
  const [clientLabel, setClientLabel] = useState('');
  // The sales waiting on this device (the offline feature's).
  const { PendingSales } = useOfflineSaleSlots();
  const addButton = (
    <CreateButton onPress={openCreate} {...newSaleShortcutProps(T.add)}>
      {T.add}
    </CreateButton>
  );
  const list = useListScreen({
    filterKeys: SALE_FILTER_KEYS,
    query: ({ page, filters }) =>
      salesListOptions({ page, shopId: selected.shopId, ...filters }, { enabled: !selected.isLoading }),
    shop: selected,
    empty: { icon: Receipt, title: SALE_MESSAGES.empty, text: T.emptyText, action: addButton },
    noResult: { title: SALE_MESSAGES.noResult, text: T.noResultText },
    onClearFilters: () => setClientLabel(''),
  });
  usePrefetchSaleDialogs();

  function openCreate() {
    list.whenShopChosen(SALE_MESSAGES.selectShopFirst, () => setDialog({ kind: 'create' }));
  }

  // '/ventes?nouvelle=1' (the dashboard's 'Nouvelle vente'): open the form once the shop is known.
  useDialogLink(DIALOG_LINKS.newSale, openCreate, !selected.isLoading);

  // Made once: the rows re-render only when their sale changes, not with every state of the page.
  const openSale = useCallback(
    (sale: Sale) => setDialog({ kind: 'detail', saleId: sale.id, isNew: false }),
    [],
  );
  const columns = useMemo(
    () =>
      saleColumns({
        onView: openSale,
        onDownload: (sale) =>
          void download(sale, () => list.setNotice({ tone: 'error', text: SALE_MESSAGES.pdfFailed })),
      }),
    [list.setNotice, openSale],
  );

  const actions = (
    <>
      {addButton}
      <SearchButton activeFilters={list.activeFilters} onPress={() => setDialog({ kind: 'search' })} />
      {list.clearButton}
      <SaleTicketScanButton onSale={openSale} />
      <ExportCsvButton
        path={SALE_PATHS.listAll}
        params={saleListQuery({ page: 1, shopId: selected.shopId, ...list.filters })}
        name="ventes"
      />
      <PlainButton
        variant="secondary"
        icon={<History aria-hidden="true" className="size-4" />}
        onPress={() => setDialog({ kind: 'history' })}
      >
        {T.history}
      </PlainButton>
      <Link to="/ventes/avoirs" className={buttonStyles({ variant: 'secondary' })}>
        <ReceiptText aria-hidden="true" className="size-4" />
        {T.creditNotes}
      </Link>
      <Link to="/ventes/mises-de-cote" className={buttonStyles({ variant: 'secondary' })}>
        <PackageCheck aria-hidden="true" className="size-4" />
        {T.layaways}
      </Link>
    </>
  );

  return (
    <ListPage
      title={T.title}
      description={selected.shop?.nom ?? T.allShops}
      actions={actions}
      toolbar={
        <>
          {PendingSales ? (
            <PendingSales
              shopId={selected.shopId}
              onCorrect={(entry) => setDialog({ kind: 'correct', entry })}
            />
          ) : null}
          <ListToolbar
            {...list.toolbar}
            onSelectShop={selected.isLocked ? undefined : selected.openSelector}
          />
        </>
      }
      {...list.shell}
      loadingLabel={SALE_MESSAGES.loading}
      loadErrorTitle={T.loadError}
      table={list.table({
        'aria-label': T.tableLabel,
        columns,
        getId: (sale) => sale.id,
        cardAction: { label: (sale) => SALE_COLUMN_TEXTS.view(sale.numero_facture), onPress: openSale },
        minWidthClass: 'min-w-[60rem]',
      })}
    >
      <SalesPageDialogs
        dialog={dialog}
        setDialog={setDialog}
        selected={selected}
        filters={list.filters}
        onFilter={(filters, label) => {
          list.setFilters(filters);
          setClientLabel(label);
        }}
        clientLabel={clientLabel}
        setNotice={list.setNotice}
        onNewSaleClosed={focusNewSale}
      />
    </ListPage>
  );
}
