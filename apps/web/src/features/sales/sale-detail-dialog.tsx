import { invoiceFileName, SALE_FALLBACKS, type SaleDetail } from '@pelote/shared';
import { Ban, Download, Printer, Share2 } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Modal, ModalBody, ModalFooter } from '@/components/modal';
import { OfflineSaleNotice } from '@/components/offline-sale-badges';
import { RecordHistory } from '@/components/record-history';
import { LoadingState, QueryErrorState } from '@/components/status';
import { ApiError } from '@/lib/api-client';
import { downloadInvoice, useDownload } from '@/lib/invoice-download';
import { useSession } from '@/lib/session';
import { SHARE_TEXTS, useInvoiceShare } from '@/lib/share-invoice';
import { useTicketSlots } from '@/lib/ticket-slots';
import { SaleLineMargins } from './line-margins';
import { useCancelSale, useSale } from './sale-detail-api';
import { SaleInvoice } from './sale-invoice';
import { SaleCreditNotes, SaleReturnButton } from './sale-returns';

export const SALE_DETAIL_TEXTS = {
  title: 'Détails de la vente',
  createdTitle: 'Vente créée avec succès !',
  print: 'Imprimer',
  download: 'Télécharger PDF',
  close: 'Fermer',
  loading: 'Chargement de la vente...',
  loadError: 'Erreur lors du chargement de la vente',
  cancelSale: 'Annuler la vente',
  cancelTitle: 'Annuler cette vente ?',
  cancelText: (numero: string) =>
    `La vente ${numero} sera annulée et ses articles remis en stock. Son numéro de facture reste attribué.`,
  cancelConfirm: 'Annuler la vente',
  cancelKeep: 'Garder la vente',
} as const;

const T = SALE_DETAIL_TEXTS;

type SaleDetailDialogProps = {
  saleId: number;
  /** The sale as known already (a row of the list, or the sale just recorded). */
  initial?: SaleDetail;
  /** Just recorded: the title says so. */
  isNew?: boolean;
  onClose: () => void;
};

/**
 * The detail / invoice modal: the invoice, 'Imprimer' (the browser prints only the
 * invoice) and 'Télécharger PDF'. Direction may cancel the sale, after confirming.
 */
export function SaleDetailDialog({ saleId, initial, isNew = false, onClose }: SaleDetailDialogProps) {
  const query = useSale(saleId);
  const sale = query.data ?? initial;
  const downloading = useDownload();
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelSale();
  const sharing = useInvoiceShare();
  const { TicketActions } = useTicketSlots();
  const isDirection = useSession().user?.role === 'direction';
  // A sale the server no longer finds (or never had): said plainly, with nothing to retry.
  const isMissing = query.error instanceof ApiError && query.error.status === 404;

  const download = (current: SaleDetail) =>
    downloading.run(current.id, () => downloadInvoice(current.id, invoiceFileName(current.numero_facture)));

  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
      title={isNew ? T.createdTitle : T.title}
      size="lg"
    >
      <ModalBody>
        {downloading.error ? <Alert>{downloading.error}</Alert> : null}
        {sharing.error ? <Alert>{sharing.error}</Alert> : null}
        {sale ? <OfflineSaleNotice sale={sale} /> : null}
        {sale && TicketActions ? (
          <TicketActions source={{ kind: 'sale', id: sale.id }} isNew={isNew} />
        ) : null}
        {sale ? <SaleInvoice sale={sale} /> : null}
        {sale && isDirection ? <SaleLineMargins sale={sale} /> : null}
        {sale ? <SaleCreditNotes sale={sale} /> : null}
        {sale ? <RecordHistory entite="vente" entiteId={sale.id} /> : null}
        {!sale && query.isPending ? <LoadingState label={T.loading} /> : null}
        {!sale && isMissing ? <Alert title={SALE_FALLBACKS.saleMissing}>{query.error?.message}</Alert> : null}
        {query.isError && !query.data && !isMissing ? (
          <QueryErrorState title={T.loadError} query={query} />
        ) : null}
      </ModalBody>
      <ModalFooter>
        {sale && isDirection && sale.statut === 'validee' && sale.retours.length === 0 ? (
          <Button
            variant="ghost"
            icon={<Ban aria-hidden="true" className="size-4" />}
            onPress={() => setConfirming(true)}
            className="sm:mr-auto"
          >
            {T.cancelSale}
          </Button>
        ) : null}
        {sale ? <SaleReturnButton sale={sale} /> : null}
        <Button variant="secondary" slot="close">
          {T.close}
        </Button>
        <Button
          variant="secondary"
          icon={<Printer aria-hidden="true" className="size-4" />}
          onPress={() => window.print()}
          isDisabled={!sale}
        >
          {T.print}
        </Button>
        {sharing.isAvailable ? (
          <Button
            variant="secondary"
            icon={<Share2 aria-hidden="true" className="size-4" />}
            onPress={() => sale && void sharing.share(sale.id, sale.numero_facture)}
            isDisabled={!sale}
            isPending={sharing.sharingId !== null}
          >
            {SHARE_TEXTS.share}
          </Button>
        ) : null}
        <Button
          icon={<Download aria-hidden="true" className="size-4" />}
          onPress={() => sale && void download(sale)}
          isDisabled={!sale}
          isPending={downloading.pending !== null}
        >
          {T.download}
        </Button>
      </ModalFooter>
      {sale ? (
        <ConfirmDialog
          isOpen={confirming}
          onOpenChange={setConfirming}
          title={T.cancelTitle}
          message={T.cancelText(sale.numero_facture)}
          confirmLabel={T.cancelConfirm}
          cancelLabel={T.cancelKeep}
          isPending={cancel.isPending}
          error={cancel.isError ? cancel.error.message : null}
          onConfirm={() => cancel.mutate(sale.id, { onSuccess: () => setConfirming(false) })}
        />
      ) : null}
    </Modal>
  );
}
