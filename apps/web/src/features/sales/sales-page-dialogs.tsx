import { SALE_MESSAGES, type SaleDetail } from '@pelote/shared';
import { useNavigate } from 'react-router';
import { lazyOnUse, usePrefetchOnIdle } from '@/components/lazy-on-use';
import type { ListNoticeState } from '@/components/list-page-actions';
import { type DeviceSale, useOfflineSaleSlots } from '@/lib/offline-sale-slots';
import type { useSelectedShop } from '@/lib/selected-shop';
import { layawayPath } from './layaway-columns';
import { SALE_OFFLINE_TEXTS } from './sale-offline-texts';
import type { SaleFilters } from './sales-api';

// The dialogs (the sale form and its zod rules, the credit note, the search popovers...) are not
// needed to draw the list: fetched on idle once it has drawn, or on first press.
const SaleFormDialog = lazyOnUse(async () => (await import('./sale-form-dialog')).SaleFormDialog);
const SaleSearchDialog = lazyOnUse(async () => (await import('./sale-search-dialog')).SaleSearchDialog);
const SaleHistoryDialog = lazyOnUse(async () => (await import('./sale-history-dialog')).SaleHistoryDialog);
const SaleDetailDialog = lazyOnUse(async () => (await import('./sale-detail-dialog')).SaleDetailDialog);

export type DialogState =
  | { kind: 'create' }
  | { kind: 'search' }
  | { kind: 'history' }
  | { kind: 'detail'; saleId: number; initial?: SaleDetail; isNew: boolean }
  | { kind: 'ticket'; entry: DeviceSale }
  | { kind: 'correct'; entry: DeviceSale }
  | null;

/** Fetches the dialogs once the list has drawn and the browser is idle. */
export function usePrefetchSaleDialogs() {
  usePrefetchOnIdle(
    SaleDetailDialog.prefetch,
    SaleFormDialog.prefetch,
    SaleSearchDialog.prefetch,
    SaleHistoryDialog.prefetch,
  );
}

type SalesPageDialogsProps = {
  dialog: DialogState;
  setDialog: (dialog: DialogState) => void;
  selected: ReturnType<typeof useSelectedShop>;
  filters: SaleFilters;
  /** The search's filters applied, with the chosen client's name. */
  onFilter: (filters: SaleFilters, clientLabel: string) => void;
  clientLabel: string;
  setNotice: (notice: ListNoticeState) => void;
  /** After a new sale's invoice (or its provisional ticket) is closed: where the focus goes next. */
  onNewSaleClosed: () => void;
};

/** The dialogs /ventes opens, one at a time: new sale, provisional ticket, search, history, a sale. */
export function SalesPageDialogs({
  dialog,
  setDialog,
  selected,
  filters,
  onFilter,
  clientLabel,
  setNotice,
  onNewSaleClosed,
}: SalesPageDialogsProps) {
  const { ProvisionalTicket } = useOfflineSaleSlots();
  const navigate = useNavigate();
  return (
    <>
      {dialog?.kind === 'create' || dialog?.kind === 'correct' ? (
        <SaleFormDialog
          shop={selected.shop}
          correcting={dialog.kind === 'correct' ? dialog.entry : undefined}
          onClose={() => setDialog(null)}
          onCreated={(sale) => {
            setNotice({ tone: 'success', text: SALE_MESSAGES.created });
            setDialog({ kind: 'detail', saleId: sale.id, initial: sale, isNew: true });
          }}
          onQueued={(entry) => {
            setNotice({ tone: 'info', text: SALE_OFFLINE_TEXTS.queuedNotice(entry.ticket) });
            setDialog({ kind: 'ticket', entry });
          }}
          onSetAside={(layaway) => navigate(layawayPath(layaway.id))}
        />
      ) : null}
      {dialog?.kind === 'ticket' && ProvisionalTicket ? (
        <ProvisionalTicket
          entry={dialog.entry}
          onClose={() => {
            setDialog(null);
            onNewSaleClosed();
          }}
        />
      ) : null}
      {dialog?.kind === 'search' ? (
        <SaleSearchDialog
          filters={filters}
          clientLabel={clientLabel}
          shops={selected.isLocked ? [] : selected.shops}
          onApply={(chosen, label) => {
            onFilter(chosen, label);
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
          onClose={() => {
            setDialog(null);
            if (dialog.isNew) onNewSaleClosed();
          }}
        />
      ) : null}
    </>
  );
}
