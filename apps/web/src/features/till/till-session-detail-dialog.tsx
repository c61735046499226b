import {
  formatDateTime,
  formatMoney,
  TILL_MESSAGES,
  TILL_MOVEMENT_DIRECTION_LABELS,
  type TillSessionDetail,
  tillMovementWhat,
} from '@pelote/shared';
import { FileDown } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Modal, ModalBody, ModalFooter } from '@/components/modal';
import { LoadingState, QueryErrorState } from '@/components/status';
import { ReceiptLink } from './receipt-photo';
import { useTillSession } from './till-api';
import { floatGapText } from './till-forms';
import { Figure, TillReportView, ZSummary } from './till-report-view';
import { downloadZReport } from './z-download';

export const TILL_DETAIL_TEXTS = {
  title: 'Session de caisse',
  loading: 'Chargement de la session...',
  loadError: 'Erreur lors du chargement de la session',
  shop: 'Magasin',
  opened: 'Ouverture',
  closed: 'Clôture',
  open: 'Ouverte',
  float: 'Fond de caisse',
  movements: 'Mouvements de caisse',
  noMovement: 'Aucune entrée ni sortie d’espèces.',
  report: 'Rapport',
  z: 'Rapport Z',
  download: 'Télécharger le Z (PDF)',
  downloading: 'Téléchargement...',
  close: 'Fermer',
  by: (at: string, name: string | null | undefined) => `${formatDateTime(at)}${name ? ` par ${name}` : ''}`,
} as const;

const T = TILL_DETAIL_TEXTS;

function SessionDetails({ session }: { session: TillSessionDetail }) {
  return (
    <div className="flex flex-col gap-5">
      <dl>
        <Figure label={T.shop}>{session.magasin.nom}</Figure>
        <Figure label={T.opened}>{T.by(session.ouverte_at, session.ouverte_par?.nom)}</Figure>
        <Figure label={T.closed}>
          {session.cloturee_at ? T.by(session.cloturee_at, session.cloturee_par?.nom) : T.open}
        </Figure>
        <Figure label={T.float}>{formatMoney(session.fond_de_caisse)}</Figure>
      </dl>
      {session.ouverture_auto ? <Alert tone="info">{TILL_MESSAGES.autoOpened}</Alert> : null}
      {session.ecart_fond ? <Alert tone="warning">{floatGapText(session.ecart_fond)}</Alert> : null}
      {session.numero_z ? (
        <section aria-label={T.z} className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold text-stone-900">{T.z}</h3>
          <div className="overflow-x-auto">
            <ZSummary session={session} />
          </div>
        </section>
      ) : null}
      <section aria-label={T.movements} className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold text-stone-900">{T.movements}</h3>
        {session.mouvements.length === 0 ? (
          <p className="text-sm text-stone-600">{T.noMovement}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-stone-100">
            {session.mouvements.map((movement) => (
              <li
                key={movement.id}
                className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 py-2"
              >
                <div className="min-w-0">
                  <p className="text-sm font-medium break-words text-stone-900">
                    {TILL_MOVEMENT_DIRECTION_LABELS[movement.sens]} · {tillMovementWhat(movement)}
                  </p>
                  <p className="text-xs text-stone-500">
                    {T.by(movement.created_at, movement.utilisateur?.nom)}
                  </p>
                  {movement.justificatif_url ? (
                    <ReceiptLink url={movement.justificatif_url} what={tillMovementWhat(movement)} />
                  ) : null}
                </div>
                <span
                  className={`text-sm font-medium whitespace-nowrap tabular-nums ${
                    movement.sens === 'sortie' ? 'text-red-700' : 'text-emerald-700'
                  }`}
                >
                  {movement.sens === 'sortie' ? '-' : '+'}
                  {formatMoney(movement.montant)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-label={T.report} className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold text-stone-900">{T.report}</h3>
        <TillReportView report={session.rapport} />
      </section>
    </div>
  );
}

/** A session read from the server: who opened and closed it, its movements, its report and its Z. */
export function TillSessionDetailDialog({ sessionId, onClose }: { sessionId: number; onClose: () => void }) {
  const query = useTillSession(sessionId);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [isDownloading, setIsDownloading] = useState(false);
  const session = query.data;

  async function download(id: number, numeroZ: string) {
    setDownloadError(null);
    setIsDownloading(true);
    try {
      await downloadZReport(id, numeroZ);
    } catch (error) {
      setDownloadError(error instanceof Error ? error.message : String(error));
    } finally {
      setIsDownloading(false);
    }
  }

  let body: ReactNode;
  if (query.isPending) body = <LoadingState label={T.loading} />;
  else if (query.isError) body = <QueryErrorState title={T.loadError} query={query} />;
  else body = <SessionDetails session={query.data} />;

  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
      title={session?.numero_z ? `${T.title} ${session.numero_z}` : T.title}
      size="lg"
    >
      <ModalBody>
        {body}
        {downloadError ? <Alert tone="error">{downloadError}</Alert> : null}
      </ModalBody>
      <ModalFooter>
        <Button variant="secondary" slot="close" className="min-h-11">
          {T.close}
        </Button>
        {session?.numero_z ? (
          <Button
            className="min-h-11"
            icon={<FileDown aria-hidden="true" className="size-4" />}
            isPending={isDownloading}
            pendingLabel={T.downloading}
            onPress={() => void download(session.id, session.numero_z ?? '')}
          >
            {T.download}
          </Button>
        ) : null}
      </ModalFooter>
    </Modal>
  );
}
