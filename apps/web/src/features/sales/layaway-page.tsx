import { canReachShop, clientName, LAYAWAY_MESSAGES, type SaleDetail } from '@pelote/shared';
import { ArrowLeft, PackageX } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { buttonStyles } from '@/components/button-styles';
import { Page } from '@/components/page';
import { ErrorState, LoadingState } from '@/components/status';
import { MessageScreen } from '@/components/status-screen';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { LayawayCancelDialog } from './layaway-cancel-dialog';
import { LayawayExtendDialog } from './layaway-extend-dialog';
import { LayawayPayments, LayawayPickups, LayawayTimeline } from './layaway-history';
import { LayawayInstalmentDialog } from './layaway-instalment-dialog';
import { LayawayPickupDialog } from './layaway-pickup-dialog';
import { LayawayFacts, LayawayLines, LayawayMoney } from './layaway-sections';
import { useLayaway } from './layaways-api';
import { SaleDetailDialog } from './sale-detail-dialog';

export const LAYAWAY_PAGE_TEXTS = {
  title: (client: string) => `Mise de côté — ${client}`,
  loading: 'Chargement de la mise de côté...',
  loadError: 'Erreur lors du chargement de la mise de côté',
  notFound: LAYAWAY_MESSAGES.notFound,
  notFoundText: 'Elle n’existe pas, ou elle appartient à un autre magasin.',
  back: LAYAWAY_MESSAGES.title,
  pickUp: 'Retirer',
  instalment: 'Ajouter un versement',
  extend: 'Prolonger',
  cancel: 'Annuler',
} as const;

const T = LAYAWAY_PAGE_TEXTS;

type DialogState =
  | { kind: 'pickup' | 'instalment' | 'extend' | 'cancel' }
  | { kind: 'invoice'; sale: SaleDetail }
  | null;

const backLink = (
  <Link to="/ventes/mises-de-cote" className={buttonStyles({ variant: 'secondary' })}>
    <ArrowLeft aria-hidden="true" className="size-4" />
    {T.back}
  </Link>
);

/**
 * /ventes/mises-de-cote/{id}: a layaway — its client and shop, its lines (lot, reserved, picked up),
 * the deposit paid and what is left to pay at today's price, the payments, the pickups' invoices,
 * its history; while open: Retirer, Ajouter un versement, Prolonger, Annuler.
 */
export function LayawayPage() {
  const id = Number(useParams().layawayId);
  const query = useLayaway(id);
  const { user } = useSession();
  const [dialog, setDialog] = useState<DialogState>(null);
  const [notice, setNotice] = useState<string | null>(null);

  if (query.isPending) return <LoadingState label={T.loading} />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404)
      return <MessageScreen icon={PackageX} title={T.notFound} text={T.notFoundText} action={backLink} />;
    return (
      <ErrorState title={T.loadError} error={query.error.message} onRetry={() => void query.refetch()} />
    );
  }
  const layaway = query.data;
  const acts =
    layaway.cloture_le === null &&
    user !== null &&
    canReachShop({ role: user.role, magasin: user.magasin }, layaway.magasin.id);
  const done = (text: string) => {
    setDialog(null);
    setNotice(text);
  };
  const close = () => setDialog(null);

  return (
    <Page
      title={T.title(clientName(layaway.client))}
      description={layaway.magasin.nom}
      actions={
        <>
          {acts ? <Button onPress={() => setDialog({ kind: 'pickup' })}>{T.pickUp}</Button> : null}
          {acts ? (
            <Button variant="secondary" onPress={() => setDialog({ kind: 'instalment' })}>
              {T.instalment}
            </Button>
          ) : null}
          {acts ? (
            <Button variant="secondary" onPress={() => setDialog({ kind: 'extend' })}>
              {T.extend}
            </Button>
          ) : null}
          {acts ? (
            <Button variant="danger" onPress={() => setDialog({ kind: 'cancel' })}>
              {T.cancel}
            </Button>
          ) : null}
          {backLink}
        </>
      }
    >
      <LayawayFacts layaway={layaway} />
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      <LayawayMoney layaway={layaway} />
      <LayawayLines layaway={layaway} />
      <LayawayPayments layaway={layaway} />
      <LayawayPickups layaway={layaway} />
      <LayawayTimeline layaway={layaway} />
      {dialog?.kind === 'pickup' ? (
        <LayawayPickupDialog
          layaway={layaway}
          onClose={close}
          onDone={(sale) => {
            setNotice(null);
            setDialog({ kind: 'invoice', sale });
          }}
        />
      ) : null}
      {dialog?.kind === 'instalment' ? (
        <LayawayInstalmentDialog layaway={layaway} onClose={close} onDone={done} />
      ) : null}
      {dialog?.kind === 'extend' ? (
        <LayawayExtendDialog layaway={layaway} onClose={close} onDone={done} />
      ) : null}
      {dialog?.kind === 'cancel' ? (
        <LayawayCancelDialog layaway={layaway} onClose={close} onDone={done} />
      ) : null}
      {dialog?.kind === 'invoice' ? (
        <SaleDetailDialog saleId={dialog.sale.id} initial={dialog.sale} isNew onClose={close} />
      ) : null}
    </Page>
  );
}
