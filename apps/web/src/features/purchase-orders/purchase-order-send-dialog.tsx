import type { PurchaseOrder } from '@pelote/shared';
import { Download, MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { buttonStyles } from '@/components/button-styles';
import { Modal, ModalBody, ModalFooter } from '@/components/modal';
import { useDownload } from '@/lib/invoice-download';
import { downloadOrderPdf, useOrderStep } from './purchase-orders-api';

export const ORDER_SEND_TEXTS = {
  title: (numero: string) => `Envoyer ${numero}`,
  sentTitle: (numero: string) => `${numero} au fournisseur`,
  intro: 'Le bon de commande passe à « Envoyé » : il ne pourra plus être modifié.',
  send: 'Envoyer',
  sending: 'Envoi...',
  sent: 'Bon de commande envoyé. Transmettez-le au fournisseur :',
  message: (nom: string) => `Message WhatsApp pour ${nom}`,
  whatsapp: 'Ouvrir WhatsApp',
  noPhone: 'Ce fournisseur n’a pas de numéro WhatsApp : copiez le message ou envoyez le PDF.',
  copy: 'Copier le message',
  copied: 'Message copié',
  pdf: 'Télécharger le PDF',
  cancel: 'Annuler',
  close: 'Fermer',
  failed: 'Erreur lors de l’envoi : ',
} as const;

const T = ORDER_SEND_TEXTS;

/** What goes to the supplier: the prefilled WhatsApp message (and its wa.me link), the PDF. */
function OrderMessage({ order }: { order: PurchaseOrder }) {
  const pdf = useDownload<number>();
  const [copied, setCopied] = useState(false);
  return (
    <div className="flex flex-col gap-3">
      <label className="flex flex-col gap-1 text-sm font-medium text-stone-800">
        {T.message(order.fournisseur.nom)}
        <textarea
          readOnly
          value={order.whatsapp.texte}
          rows={Math.min(12, order.whatsapp.texte.split('\n').length + 1)}
          className="w-full rounded-lg border border-stone-300 bg-stone-50 p-3 text-sm font-normal text-stone-800"
        />
      </label>
      {order.whatsapp.url ? null : <Alert tone="info">{T.noPhone}</Alert>}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {order.whatsapp.url ? (
          <a
            href={order.whatsapp.url}
            target="_blank"
            rel="noreferrer"
            className={buttonStyles({ variant: 'primary' })}
          >
            <MessageCircle aria-hidden="true" className="size-4" />
            {T.whatsapp}
          </a>
        ) : null}
        <Button
          variant="secondary"
          onPress={() => {
            void navigator.clipboard?.writeText(order.whatsapp.texte).then(() => setCopied(true));
          }}
        >
          {copied ? T.copied : T.copy}
        </Button>
        <Button
          variant="secondary"
          icon={<Download aria-hidden="true" className="size-4" />}
          isPending={pdf.pending === order.id}
          onPress={() => void pdf.run(order.id, () => downloadOrderPdf(order))}
        >
          {T.pdf}
        </Button>
      </div>
      {pdf.error ? <Alert tone="error">{pdf.error}</Alert> : null}
    </div>
  );
}

/**
 * 'Envoyer': a draft is sent (after this confirmation), then — as for an order already sent — the
 * message for the supplier shows, with its WhatsApp link and the PDF.
 */
export function PurchaseOrderSendDialog({ order, onClose }: { order: PurchaseOrder; onClose: () => void }) {
  const step = useOrderStep(order.id);
  const [error, setError] = useState<string | null>(null);
  const draft = order.statut === 'brouillon';
  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={draft ? T.title(order.numero) : T.sentTitle(order.numero)}
      size="lg"
      isDismissable={!step.isPending}
    >
      <ModalBody>
        {draft ? (
          <p className="text-sm text-stone-700">{T.intro}</p>
        ) : (
          <>
            {step.isSuccess ? <Alert tone="success">{T.sent}</Alert> : null}
            <OrderMessage order={order} />
          </>
        )}
        {error ? <Alert tone="error">{error}</Alert> : null}
      </ModalBody>
      <ModalFooter>
        <Button variant="secondary" slot="close" isDisabled={step.isPending}>
          {draft ? T.cancel : T.close}
        </Button>
        {draft ? (
          <Button
            isPending={step.isPending}
            pendingLabel={T.sending}
            onPress={() =>
              step.mutate('envoyer', { onError: (failure) => setError(`${T.failed}${failure.message}`) })
            }
          >
            {T.send}
          </Button>
        ) : null}
      </ModalFooter>
    </Modal>
  );
}
