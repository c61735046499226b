import {
  canReachShop,
  formatDateTime,
  lotName,
  STOCK_REASON_LABELS,
  type Transfer,
  type TransferLine,
} from '@pelote/shared';
import { useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Modal, ModalBody, ModalFooter } from '@/components/modal';
import { LoadingState } from '@/components/status';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { useSession } from '@/lib/session';
import { TransferReceiptForm } from './transfer-receipt-form';
import { TransferStatusBadge } from './transfer-status-badge';
import { type TransferStep, useTransfer, useTransferStep } from './transfers-api';

export const TRANSFER_DETAIL_TEXTS = {
  title: (id: number) => `Transfert n° ${id}`,
  loading: 'Chargement du transfert...',
  created: (date: string, who: string) => `Créé le ${date}${who ? ` par ${who}` : ''}`,
  shipped: (date: string, who: string) => `Expédié le ${date}${who ? ` par ${who}` : ''}`,
  received: (date: string, who: string) => `Reçu le ${date}${who ? ` par ${who}` : ''}`,
  cancelled: (date: string) => `Annulé le ${date}`,
  lines: 'Articles',
  shippedQty: (n: number) => `${n} expédié(s)`,
  askedQty: (n: number) => `${n} demandé(s)`,
  receivedQty: (received: number, missing: number) =>
    `${received} reçu(s)${missing > 0 ? ` · ${missing} manquant(s)` : ''}`,
  ship: 'Expédier',
  shipping: 'Expédition...',
  shipTitle: 'Expédier ce transfert ?',
  shipMessage: 'Le stock quitte le magasin de départ et reste « en transit » jusqu’à sa réception.',
  receive: 'Réceptionner',
  cancel: 'Annuler le transfert',
  cancelTitle: 'Annuler ce transfert ?',
  cancelMessage: 'Le brouillon sera annulé ; rien n’a encore bougé.',
  cancelling: 'Annulation...',
  keep: 'Retour',
  close: 'Fermer',
  failed: 'Erreur : ',
} as const;

const T = TRANSFER_DETAIL_TEXTS;

function lineText(line: TransferLine, statut: Transfer['statut']) {
  if (line.quantite_recue !== null) return T.receivedQty(line.quantite_recue, line.manque ?? 0);
  return statut === 'brouillon' ? T.askedQty(line.quantite) : T.shippedQty(line.quantite);
}

/** One transfer: its steps, its lines, and the next step for the side of the user. */
export function TransferDetailDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const query = useTransfer(id);
  const { user } = useSession();
  const step = useTransferStep();
  const [confirm, setConfirm] = useState<TransferStep | null>(null);
  const [receiving, setReceiving] = useState(false);
  const [key, setKey] = useState(newIdempotencyKey);
  const [error, setError] = useState<string | null>(null);
  const transfer = query.data;
  const reaches = (shopId: number) =>
    user ? canReachShop({ role: user.role, magasin: user.magasin }, shopId) : false;

  function run(name: TransferStep) {
    step.mutate(
      { id, step: name, key },
      {
        onSuccess: () => {
          setConfirm(null);
          setKey(newIdempotencyKey());
        },
        onError: (failure) => {
          setConfirm(null);
          setError(`${T.failed}${failure.message}`);
        },
      },
    );
  }

  return (
    <Modal isOpen onOpenChange={(open) => !open && onClose()} title={T.title(id)} size="lg">
      <ModalBody>
        {!transfer ? (
          <LoadingState label={T.loading} />
        ) : receiving ? (
          <TransferReceiptForm transfer={transfer} onDone={() => setReceiving(false)} />
        ) : (
          <>
            <div className="flex flex-wrap items-center gap-2">
              <TransferStatusBadge statut={transfer.statut} />
              <span className="font-medium text-stone-900">
                {transfer.source.nom} → {transfer.destination.nom}
              </span>
            </div>
            <ul className="text-sm text-stone-600">
              <li>{T.created(formatDateTime(transfer.cree_le), transfer.cree_par?.username ?? '')}</li>
              {transfer.expedie_le ? (
                <li>
                  {T.shipped(formatDateTime(transfer.expedie_le), transfer.expedie_par?.username ?? '')}
                </li>
              ) : null}
              {transfer.recu_le ? (
                <li>{T.received(formatDateTime(transfer.recu_le), transfer.recu_par?.username ?? '')}</li>
              ) : null}
              {transfer.annule_le ? <li>{T.cancelled(formatDateTime(transfer.annule_le))}</li> : null}
            </ul>
            {transfer.note ? <p className="text-sm text-stone-700">{transfer.note}</p> : null}
            <section aria-label={T.lines}>
              <h3 className="mb-2 text-sm font-semibold text-stone-900">{T.lines}</h3>
              <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200">
                {transfer.lignes.map((line) => (
                  <li key={line.id} className="flex flex-col gap-0.5 px-3 py-2 text-sm">
                    <span className="font-medium text-stone-900">
                      {line.article.nom}
                      {line.bain ? ` · Bain ${lotName(line.bain)}` : ''}
                    </span>
                    <span className="text-stone-600">{lineText(line, transfer.statut)}</span>
                    {line.motif ? (
                      <span className="text-amber-800">
                        {STOCK_REASON_LABELS[line.motif]}
                        {line.commentaire ? ` — ${line.commentaire}` : ''}
                      </span>
                    ) : null}
                  </li>
                ))}
              </ul>
            </section>
            {error ? <Alert tone="error">{error}</Alert> : null}
          </>
        )}
      </ModalBody>
      {transfer && !receiving ? (
        <ModalFooter>
          <Button variant="secondary" slot="close">
            {T.close}
          </Button>
          {transfer.statut === 'brouillon' && reaches(transfer.source.id) ? (
            <>
              <Button variant="danger" onPress={() => setConfirm('annuler')}>
                {T.cancel}
              </Button>
              <Button onPress={() => setConfirm('expedier')}>{T.ship}</Button>
            </>
          ) : null}
          {transfer.statut === 'expedie' && reaches(transfer.destination.id) ? (
            <Button onPress={() => setReceiving(true)}>{T.receive}</Button>
          ) : null}
        </ModalFooter>
      ) : null}
      <ConfirmDialog
        isOpen={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={confirm === 'expedier' ? T.shipTitle : T.cancelTitle}
        message={confirm === 'expedier' ? T.shipMessage : T.cancelMessage}
        onConfirm={() => confirm && run(confirm)}
        isPending={step.isPending}
        confirmLabel={confirm === 'expedier' ? T.ship : T.cancel}
        pendingLabel={confirm === 'expedier' ? T.shipping : T.cancelling}
        cancelLabel={T.keep}
        tone={confirm === 'expedier' ? 'primary' : 'danger'}
      />
    </Modal>
  );
}
