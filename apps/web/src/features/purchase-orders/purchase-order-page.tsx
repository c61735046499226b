import {
  can,
  canReachShop,
  formatDate,
  formatDateTime,
  formatMoney,
  type PurchaseOrder,
} from '@pelote/shared';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { buttonStyles } from '@/components/button-styles';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Page } from '@/components/page';
import { ErrorState, LoadingState } from '@/components/status';
import { useSession } from '@/lib/session';
import { PurchaseOrderCloseDialog } from './purchase-order-close-dialog';
import { PurchaseOrderFormDialog } from './purchase-order-form-dialog';
import { OrderLinesSection, OrderReceiptsSection } from './purchase-order-sections';
import { PurchaseOrderSendDialog } from './purchase-order-send-dialog';
import { PurchaseOrderStatusBadge } from './purchase-order-status-badge';
import { useOrder, useOrderStep } from './purchase-orders-api';

export const ORDER_PAGE_TEXTS = {
  loading: 'Chargement du bon de commande...',
  loadError: 'Erreur lors du chargement du bon de commande',
  back: 'Bons de commande',
  description: (supplier: string, shop: string) => `${supplier} → ${shop}`,
  created: (date: string, who: string) => `Créé le ${date}${who ? ` par ${who}` : ''}`,
  sent: (date: string) => `Envoyé le ${date}`,
  expected: (date: string) => `Livraison attendue le ${date}`,
  closed: (date: string, motif: string | null) => `Soldé le ${date}${motif ? ` — ${motif}` : ''}`,
  cancelled: (date: string) => `Annulé le ${date}`,
  total: (amount: string) => `Montant : ${amount}`,
  late: 'La livraison est en retard sur le délai du fournisseur.',
  send: 'Envoyer',
  message: 'Message au fournisseur',
  edit: 'Modifier',
  receive: 'Réceptionner',
  close: 'Solder le reliquat',
  cancel: 'Annuler le bon',
  cancelTitle: 'Annuler ce bon de commande ?',
  cancelMessage: 'Le bon de commande sera annulé : le fournisseur ne livrera rien.',
  cancelling: 'Annulation...',
  keep: 'Retour',
  failed: 'Erreur : ',
} as const;

const T = ORDER_PAGE_TEXTS;

type DialogState = 'send' | 'edit' | 'close' | 'cancel' | null;

function OrderFacts({ order }: { order: PurchaseOrder }) {
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <PurchaseOrderStatusBadge statut={order.statut} late={order.en_retard} />
        <span className="text-sm font-medium text-stone-800">{T.total(formatMoney(order.montant))}</span>
      </div>
      <ul className="text-sm text-stone-600">
        <li>{T.created(formatDateTime(order.cree_le), order.cree_par?.username ?? '')}</li>
        {order.envoye_le ? <li>{T.sent(formatDateTime(order.envoye_le))}</li> : null}
        {order.livraison_prevue && order.reste > 0 ? (
          <li>{T.expected(formatDate(order.livraison_prevue))}</li>
        ) : null}
        {order.solde_le ? <li>{T.closed(formatDateTime(order.solde_le), order.motif_solde)}</li> : null}
        {order.annule_le ? <li>{T.cancelled(formatDateTime(order.annule_le))}</li> : null}
      </ul>
      {order.note ? <p className="text-sm break-words text-stone-700">{order.note}</p> : null}
      {order.en_retard ? <Alert tone="warning">{T.late}</Alert> : null}
    </div>
  );
}

/**
 * /bons-de-commande/{id}: an order, its lines (ordered, received, still expected) and its receipts
 * with their labels; direction edits, sends, closes or cancels it; the receiving shop receives it.
 */
export function PurchaseOrderPage() {
  const id = Number(useParams().orderId);
  const query = useOrder(id);
  const { user } = useSession();
  const step = useOrderStep(id);
  const [dialog, setDialog] = useState<DialogState>(null);
  const [error, setError] = useState<string | null>(null);

  if (query.isPending) return <LoadingState label={T.loading} />;
  if (query.isError)
    return (
      <ErrorState title={T.loadError} error={query.error.message} onRetry={() => void query.refetch()} />
    );
  const order = query.data;
  const manage = can(user?.role, 'purchase-orders:manage');
  const receives =
    user !== null &&
    can(user.role, 'purchase-orders:receive') &&
    canReachShop({ role: user.role, magasin: user.magasin }, order.magasin.id);
  const draft = order.statut === 'brouillon';
  const open = order.statut === 'envoye' || order.statut === 'partiellement_recu';

  return (
    <Page
      title={order.numero}
      description={T.description(order.fournisseur.nom, order.magasin.nom)}
      actions={
        <>
          {receives && open ? (
            <Link to={`/bons-de-commande/${order.id}/reception`} className={buttonStyles()}>
              {T.receive}
            </Link>
          ) : null}
          {manage && draft ? <Button onPress={() => setDialog('send')}>{T.send}</Button> : null}
          {manage && !draft && order.statut !== 'annule' ? (
            <Button variant="secondary" onPress={() => setDialog('send')}>
              {T.message}
            </Button>
          ) : null}
          {manage && draft ? (
            <Button variant="secondary" onPress={() => setDialog('edit')}>
              {T.edit}
            </Button>
          ) : null}
          {manage && open ? (
            <Button variant="secondary" onPress={() => setDialog('close')}>
              {T.close}
            </Button>
          ) : null}
          {manage && (draft || order.statut === 'envoye') ? (
            <Button variant="danger" onPress={() => setDialog('cancel')}>
              {T.cancel}
            </Button>
          ) : null}
          <Link to="/bons-de-commande" className={buttonStyles({ variant: 'secondary' })}>
            {T.back}
          </Link>
        </>
      }
    >
      <OrderFacts order={order} />
      {error ? <Alert tone="error">{error}</Alert> : null}
      <OrderLinesSection order={order} />
      <OrderReceiptsSection order={order} />
      {dialog === 'send' ? <PurchaseOrderSendDialog order={order} onClose={() => setDialog(null)} /> : null}
      {dialog === 'edit' ? (
        <PurchaseOrderFormDialog
          order={order}
          initialShop={order.magasin.id}
          onClose={() => setDialog(null)}
          onSaved={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'close' ? <PurchaseOrderCloseDialog order={order} onClose={() => setDialog(null)} /> : null}
      <ConfirmDialog
        isOpen={dialog === 'cancel'}
        onOpenChange={(isOpen) => !isOpen && setDialog(null)}
        title={T.cancelTitle}
        message={T.cancelMessage}
        onConfirm={() =>
          step.mutate('annuler', {
            onSuccess: () => setDialog(null),
            onError: (failure) => {
              setDialog(null);
              setError(`${T.failed}${failure.message}`);
            },
          })
        }
        isPending={step.isPending}
        confirmLabel={T.cancel}
        pendingLabel={T.cancelling}
        cancelLabel={T.keep}
      />
    </Page>
  );
}
