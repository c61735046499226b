import { formatDateTime, formatMoney } from '@pelote/shared';
import { CloudUpload } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { OutboxEntry } from './offline-db';
import { OFFLINE_TEXTS } from './offline-texts';
import { abandonSale } from './outbox';
import { ProvisionalTicketDialog } from './provisional-ticket';
import { useOfflineDb, useOutbox } from './use-offline';

const T = OFFLINE_TEXTS;

function StatusText({ entry }: { entry: OutboxEntry }) {
  if (entry.status === 'refusee')
    return <span className="font-medium break-words text-red-800">{T.statusRefused(entry.motif ?? '')}</span>;
  return (
    <span className="font-medium text-amber-900">
      {entry.status === 'envoi' ? T.statusSending : T.statusPending}
    </span>
  );
}

type DialogState = { kind: 'ticket'; entry: OutboxEntry } | { kind: 'abandon'; entry: OutboxEntry } | null;

/**
 * At the top of /ventes: the sales made on this device that the server has not recorded yet,
 * oldest first — 'En attente d'envoi', or 'Refusée : {motif}' with 'Corriger' (the sale form again,
 * sent with a new key) and 'Abandonner' (after a confirmation). Nothing when there are none.
 */
export function PendingSales({
  shopId,
  onCorrect,
}: {
  /** The selected shop, or null for every shop. */
  shopId: number | null;
  onCorrect: (entry: OutboxEntry) => void;
}) {
  const db = useOfflineDb();
  const { entries } = useOutbox();
  const [dialog, setDialog] = useState<DialogState>(null);
  const [isAbandoning, setAbandoning] = useState(false);
  const shown = entries.filter((entry) => shopId === null || entry.shop === shopId);

  async function abandon(entry: OutboxEntry) {
    if (!db || entry.id === undefined) return;
    setAbandoning(true);
    try {
      await abandonSale(db, entry.id);
      setDialog(null);
    } finally {
      setAbandoning(false);
    }
  }

  return (
    <>
      {shown.length > 0 ? (
        <section
          aria-labelledby="pending-sales-title"
          className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50/60 p-4"
        >
          <div className="flex items-start gap-2">
            <CloudUpload aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-800" />
            <div>
              <h2 id="pending-sales-title" className="text-base font-semibold text-stone-900">
                {T.pendingTitle}
              </h2>
              <p className="text-sm text-stone-600">{T.pendingHint}</p>
            </div>
          </div>
          <ul className="flex flex-col gap-2">
            {shown.map((entry) => (
              <li
                key={entry.id}
                aria-label={entry.ticket}
                className="flex flex-col gap-2 rounded-lg border border-stone-200 bg-white p-3 text-sm sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="flex min-w-0 flex-col gap-0.5">
                  <p className="flex flex-wrap gap-x-3 gap-y-0.5">
                    <span className="font-semibold text-stone-900">{entry.ticket}</span>
                    <span className="text-stone-600">{formatDateTime(entry.deviceTime)}</span>
                    <span className="text-stone-800">{entry.summary.clientLabel}</span>
                    <span className="font-medium text-stone-900">{formatMoney(entry.summary.total)}</span>
                  </p>
                  <StatusText entry={entry} />
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button variant="secondary" onPress={() => setDialog({ kind: 'ticket', entry })}>
                    {T.viewTicket}
                  </Button>
                  {entry.status === 'refusee' ? (
                    <>
                      <Button onPress={() => onCorrect(entry)}>{T.correct}</Button>
                      <Button variant="danger" onPress={() => setDialog({ kind: 'abandon', entry })}>
                        {T.abandon}
                      </Button>
                    </>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {dialog?.kind === 'ticket' ? (
        <ProvisionalTicketDialog entry={dialog.entry} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'abandon' ? (
        <ConfirmDialog
          isOpen
          onOpenChange={(isOpen) => (isOpen ? undefined : setDialog(null))}
          title={T.abandonTitle}
          message={T.abandonMessage(dialog.entry.ticket)}
          details={`${dialog.entry.summary.clientLabel} · ${formatMoney(dialog.entry.summary.total)}`}
          onConfirm={() => void abandon(dialog.entry)}
          isPending={isAbandoning}
          confirmLabel={T.abandonConfirm}
          pendingLabel={T.abandonPending}
        />
      ) : null}
    </>
  );
}
