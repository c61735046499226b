import type { TillSession } from '@pelote/shared';
import { Store } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Page } from '@/components/page';
import { EmptyState, ErrorState, LoadingState, QueryErrorState } from '@/components/status';
import { useSelectedShop } from '@/lib/selected-shop';
import { CASH_MOVEMENT_TEXTS, CashMovementDialog } from './cash-movement-dialog';
import { CloseTillDialog } from './close-till-dialog';
import { OpenTillCard } from './open-till-card';
import { useCurrentTill } from './till-api';
import { type TillAction, TillSessionPanel } from './till-session-panel';
import { TillSessionsSection } from './till-sessions-section';
import { XReportDialog } from './x-report-dialog';

export const TILL_PAGE_TEXTS = {
  title: 'Caisse',
  allShops: 'Tous les magasins',
  loading: 'Chargement de la caisse...',
  loadError: 'Erreur lors du chargement de la caisse',
  shopsError: 'Erreur magasins',
  pickShop: 'Choisissez un magasin',
  pickShopText: 'Sélectionnez un magasin dans le sélecteur pour ouvrir ou tenir sa caisse.',
  selectShop: 'Sélectionner un magasin',
  opened: 'Caisse ouverte',
  closedNotice: (numeroZ: string) => `Caisse clôturée : ${numeroZ}`,
  dismiss: 'Fermer',
} as const;

const T = TILL_PAGE_TEXTS;

type Dialog = { kind: TillAction; session: TillSession } | null;
type Notice = { tone: 'success' | 'error'; text: string } | null;

/** The selected shop's till: the open session and its actions, or the form that opens one. */
function CurrentTill({ shopId, onNotice }: { shopId: number; onNotice: (notice: Notice) => void }) {
  const query = useCurrentTill(shopId);
  const [dialog, setDialog] = useState<Dialog>(null);

  if (query.isPending) return <LoadingState label={T.loading} />;
  if (query.isError && !query.data) return <QueryErrorState title={T.loadError} query={query} />;
  const { session, fond_propose } = query.data;
  const close = () => setDialog(null);
  return (
    <>
      {session ? (
        <TillSessionPanel session={session} onAction={(kind) => setDialog({ kind, session })} />
      ) : (
        <OpenTillCard
          // A new proposal (another shop, a close meanwhile) starts the form again.
          key={`${shopId}-${fond_propose ?? 'premier'}`}
          shopId={shopId}
          fondPropose={fond_propose}
          onOpened={() => onNotice({ tone: 'success', text: T.opened })}
        />
      )}
      {dialog?.kind === 'entree' || dialog?.kind === 'sortie' ? (
        <CashMovementDialog
          sessionId={dialog.session.id}
          sens={dialog.kind}
          onClose={close}
          onSaved={(movement) => {
            close();
            onNotice({ tone: 'success', text: CASH_MOVEMENT_TEXTS.done[movement.sens](movement.montant) });
          }}
        />
      ) : null}
      {dialog?.kind === 'rapport-x' ? <XReportDialog sessionId={dialog.session.id} onClose={close} /> : null}
      {dialog?.kind === 'cloture' ? (
        <CloseTillDialog
          session={dialog.session}
          onClose={close}
          onClosed={(closed) => onNotice({ tone: 'success', text: T.closedNotice(closed.numero_z ?? '') })}
        />
      ) : null}
    </>
  );
}

/**
 * /caisse: the till of the selected shop (a gerant's own; head office picks one in the top bar's
 * selector), then its sessions (every shop's for head office while none is selected).
 */
export function TillPage() {
  const selected = useSelectedShop();
  const [notice, setNotice] = useState<Notice>(null);

  let current: ReactNode;
  if (selected.isLoading) current = <LoadingState label={T.loading} />;
  else if (selected.loadError)
    current = (
      <ErrorState
        title={T.shopsError}
        error={selected.loadError}
        onRetry={selected.retry}
        isRetrying={selected.isRetrying}
      />
    );
  else if (selected.shopId === null)
    current = (
      <div className="rounded-2xl border border-stone-200 bg-white shadow-sm">
        <EmptyState
          icon={Store}
          title={T.pickShop}
          text={T.pickShopText}
          action={
            <Button className="min-h-11" onPress={selected.openSelector}>
              {T.selectShop}
            </Button>
          }
        />
      </div>
    );
  else current = <CurrentTill key={selected.shopId} shopId={selected.shopId} onNotice={setNotice} />;

  return (
    <Page title={T.title} description={selected.shop?.nom ?? T.allShops}>
      {notice ? (
        <Alert tone={notice.tone}>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
            <span>{notice.text}</span>
            <Button size="sm" variant="ghost" className="min-h-11 self-start" onPress={() => setNotice(null)}>
              {T.dismiss}
            </Button>
          </div>
        </Alert>
      ) : null}
      {current}
      {selected.isLoading || selected.loadError ? null : <TillSessionsSection />}
    </Page>
  );
}
