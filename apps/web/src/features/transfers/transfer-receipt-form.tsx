import {
  LOSS_REASONS,
  lotName,
  STOCK_REASON_LABELS,
  type Transfer,
  transferReceiveSchema,
} from '@pelote/shared';
import { useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { InputField } from '@/components/input-field';
import { SelectField } from '@/components/select-field';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { useReceiveTransfer } from './transfers-api';

export const TRANSFER_RECEIPT_TEXTS = {
  intro: 'Indiquez ce qui est arrivé ; chaque manque demande son motif.',
  received: (shipped: number) => `Quantité reçue (sur ${shipped})`,
  reason: 'Motif du manque',
  comment: 'Commentaire (facultatif)',
  submit: 'Confirmer la réception',
  pending: 'Réception...',
  back: 'Retour',
  failed: 'Erreur lors de la réception : ',
} as const;

const T = TRANSFER_RECEIPT_TEXTS;
const REASON_OPTIONS = LOSS_REASONS.map((reason) => ({ id: reason, label: STOCK_REASON_LABELS[reason] }));

type Receipt = { quantite: string; motif: string; commentaire: string };

/** The receipt of a shipped transfer: per line what arrived, and the reason of each shortfall. */
export function TransferReceiptForm({ transfer, onDone }: { transfer: Transfer; onDone: () => void }) {
  const [key] = useState(newIdempotencyKey);
  const [receipts, setReceipts] = useState<Record<number, Receipt>>(() =>
    Object.fromEntries(
      transfer.lignes.map((line) => [
        line.id,
        { quantite: String(line.quantite), motif: '', commentaire: '' },
      ]),
    ),
  );
  const [error, setError] = useState<string | null>(null);
  const receive = useReceiveTransfer();
  const update = (id: number, change: Partial<Receipt>) =>
    setReceipts((current) => ({ ...current, [id]: { ...(current[id] as Receipt), ...change } }));

  function submit() {
    const parsed = transferReceiveSchema.safeParse({
      lignes: transfer.lignes.map((line) => {
        const receipt = receipts[line.id] as Receipt;
        const quantite = receipt.quantite.trim() === '' ? Number.NaN : Number(receipt.quantite);
        const short = quantite < line.quantite;
        return {
          ligne: line.id,
          quantite_recue: quantite,
          motif: short ? receipt.motif || undefined : undefined,
          commentaire: short ? receipt.commentaire : '',
        };
      }),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    receive.mutate(
      { id: transfer.id, key, ...parsed.data },
      { onSuccess: onDone, onError: (failure) => setError(`${T.failed}${failure.message}`) },
    );
  }

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <p className="text-sm text-stone-700">{T.intro}</p>
      {transfer.lignes.map((line) => {
        const receipt = receipts[line.id] as Receipt;
        const short = Number(receipt.quantite) < line.quantite;
        return (
          <fieldset key={line.id} className="flex flex-col gap-3 rounded-xl border border-stone-200 p-3">
            <legend className="px-1 text-sm font-medium text-stone-900">
              {line.article.nom}
              {line.bain ? ` · Bain ${lotName(line.bain)}` : ''}
            </legend>
            <InputField
              label={T.received(line.quantite)}
              type="number"
              inputMode="numeric"
              min={0}
              max={line.quantite}
              value={receipt.quantite}
              onChange={(event) => update(line.id, { quantite: event.target.value })}
            />
            {short ? (
              <div className="grid gap-3 sm:grid-cols-2">
                <SelectField
                  label={T.reason}
                  options={REASON_OPTIONS}
                  value={receipt.motif}
                  onChange={(motif) => update(line.id, { motif })}
                  isRequired
                />
                <InputField
                  label={T.comment}
                  value={receipt.commentaire}
                  onChange={(event) => update(line.id, { commentaire: event.target.value })}
                />
              </div>
            ) : null}
          </fieldset>
        );
      })}
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onPress={onDone} isDisabled={receive.isPending}>
          {T.back}
        </Button>
        <Button type="submit" isPending={receive.isPending} pendingLabel={T.pending}>
          {T.submit}
        </Button>
      </div>
    </form>
  );
}
