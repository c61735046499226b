import { Alert } from '@/components/alert';
import { Modal, ModalBody } from '@/components/modal';
import { ShopRequiredPrompt } from '@/components/shop-required-prompt';
import type { DeviceSale } from '@/lib/offline-sale-slots';
import { useOfflineSaleSlots } from '@/lib/offline-sale-slots';
import { LAYAWAY_MODE_TEXTS, LayawayFields } from './layaway-sale-mode';
import type { DiscountApproval } from './sale-discount-approval';
import { DiscountApprovalBlock } from './sale-discount-approval-block';
import { overCap, type SaleFigures } from './sale-discount-rules';
import { SaleFormTotals } from './sale-form-totals';
import { SALE_OFFLINE_TEXTS } from './sale-offline-texts';
import { SaleTicketDiscount } from './sale-ticket-discount';

/** 'Nouvelle vente', 'Corriger le ticket …' for a refused offline sale, 'Nouvelle mise de côté'. */
export function saleFormTitle(title: string, correcting: DeviceSale | undefined, isLayaway: boolean): string {
  if (correcting) return SALE_OFFLINE_TEXTS.correctTitle(correcting.ticket);
  return isLayaway ? LAYAWAY_MODE_TEXTS.title : title;
}

/**
 * The form's warnings at its top: the device's storage, the last failure, the refused offline sale's
 * reason, no copy of the shop to sell from offline.
 */
export function SaleFormNotices({
  failure,
  correcting,
  noSnapshot,
}: {
  failure: string | null;
  correcting: DeviceSale | undefined;
  noSnapshot: boolean;
}) {
  const { StorageNotice } = useOfflineSaleSlots();
  return (
    <>
      {StorageNotice ? <StorageNotice /> : null}
      {failure ? <Alert>{failure}</Alert> : null}
      {correcting?.motif ? (
        <Alert tone="warning">{SALE_OFFLINE_TEXTS.statusRefused(correcting.motif)}</Alert>
      ) : null}
      {noSnapshot ? <Alert tone="warning">{SALE_OFFLINE_TEXTS.noSnapshot}</Alert> : null}
    </>
  );
}

/**
 * Between the lines and the payments: the ticket's discount, the totals, and the discount's approval
 * — or, once set aside, the totals and the layaway's due date and note (no discount: a layaway is
 * priced on pickup day).
 */
export function SaleFormMiddle({
  layawayToday,
  figures,
  approval,
  onAsk,
}: {
  /** Set aside: today, the due date's lower bound; null for a sale. */
  layawayToday: string | null;
  figures: SaleFigures;
  approval: { state: DiscountApproval; capPercent: number | null; isOffline: boolean };
  onAsk: () => void;
}) {
  if (layawayToday !== null)
    return (
      <>
        <SaleFormTotals figures={figures} />
        <LayawayFields today={layawayToday} />
      </>
    );
  return (
    <>
      <SaleTicketDiscount isDisabled={figures.gross === 0} />
      <SaleFormTotals figures={figures} />
      <DiscountApprovalBlock
        state={approval.state}
        overCap={overCap(figures, approval.capPercent)}
        capPercent={approval.capPercent}
        isOffline={approval.isOffline}
        onAsk={onAsk}
      />
    </>
  );
}

/** The form without a shop chosen in the top bar: the prompt to choose one. */
export function SaleShopPrompt({ title, onClose }: { title: string; onClose: () => void }) {
  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
      title={title}
      role="alertdialog"
    >
      <ModalBody>
        <ShopRequiredPrompt onCancel={onClose} onSelect={onClose} />
      </ModalBody>
    </Modal>
  );
}
