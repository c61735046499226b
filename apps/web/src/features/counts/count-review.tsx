import {
  type Count,
  GAIN_REASONS,
  LOSS_REASONS,
  lotName,
  STOCK_REASON_LABELS,
  type StockReason,
} from '@pelote/shared';
import { useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { SelectField } from '@/components/select-field';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import type { useCountStep } from './counts-api';

export const COUNT_REVIEW_TEXTS = {
  title: 'Écarts',
  none: 'Aucun écart pour l’instant.',
  line: (counted: number, expected: number) => `Compté ${counted} · attendu ${expected}`,
  since: (n: number) => `${n > 0 ? '+' : ''}${n} depuis le comptage (ventes, livraisons…) : conservé`,
  reason: 'Motif',
  proposal: 'Les gérants comptent et proposent ; la direction valide.',
  validate: 'Valider l’inventaire',
  validating: 'Validation...',
  confirmTitle: 'Valider cet inventaire ?',
  confirmMessage: (n: number) => `${n} ajustement(s) seront écrits dans le stock, chacun avec son motif.`,
  missing: 'Choisissez le motif de chaque écart.',
  keep: 'Retour',
  failed: 'Erreur lors de la validation : ',
} as const;

const T = COUNT_REVIEW_TEXTS;
const options = (reasons: readonly StockReason[]) =>
  reasons.map((reason) => ({ id: reason, label: STOCK_REASON_LABELS[reason] }));

/** The differences of a count, each with its reason; direction validates them into adjustments. */
export function CountReview({
  count,
  canValidate,
  step,
}: {
  count: Count;
  canValidate: boolean;
  step: ReturnType<typeof useCountStep>;
}) {
  const [reasons, setReasons] = useState<Record<string, StockReason>>({});
  const [confirming, setConfirming] = useState(false);
  const [key] = useState(newIdempotencyKey);
  const [error, setError] = useState<string | null>(null);
  const differing = count.lignes.filter((line) => line.ecart !== 0);
  const open = count.statut === 'en_cours';

  function validate() {
    if (differing.some((line) => !reasons[String(line.id)])) {
      setError(T.missing);
      return;
    }
    setError(null);
    setConfirming(true);
  }

  return (
    <section
      aria-labelledby="count-review"
      className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-3 shadow-sm"
    >
      <h2 id="count-review" className="font-semibold text-stone-900">
        {T.title}
      </h2>
      {differing.length === 0 ? <p className="text-sm text-stone-600">{T.none}</p> : null}
      <ul className="divide-y divide-stone-200">
        {differing.map((line) => (
          <li key={line.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-end sm:justify-between">
            <div className="min-w-0 text-sm">
              <p className="font-medium break-words text-stone-900">
                {line.article.nom}
                {line.bain ? ` · ${lotName(line.bain)}` : ''} :{' '}
                <span className={line.ecart < 0 ? 'text-red-700' : 'text-emerald-700'}>
                  {line.ecart > 0 ? '+' : ''}
                  {line.ecart}
                </span>
              </p>
              <p className="text-stone-600">{T.line(line.quantite_comptee, line.quantite_attendue)}</p>
              {line.mouvements_depuis !== 0 ? (
                <p className="text-stone-500">{T.since(line.mouvements_depuis)}</p>
              ) : null}
            </div>
            {open && canValidate ? (
              <SelectField
                label={T.reason}
                options={options(line.ecart < 0 ? LOSS_REASONS : GAIN_REASONS)}
                value={reasons[String(line.id)] ?? ''}
                onChange={(value) =>
                  setReasons((current) => ({ ...current, [String(line.id)]: value as StockReason }))
                }
                className="w-full sm:w-56"
                isRequired
              />
            ) : line.motif ? (
              <span className="text-sm text-stone-700">{STOCK_REASON_LABELS[line.motif]}</span>
            ) : null}
          </li>
        ))}
      </ul>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {open && !canValidate ? <p className="text-sm text-stone-600">{T.proposal}</p> : null}
      {open && canValidate ? (
        <div>
          <Button onPress={validate}>{T.validate}</Button>
        </div>
      ) : null}
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={T.confirmTitle}
        message={T.confirmMessage(differing.length)}
        onConfirm={() =>
          step.mutate(
            { key, step: 'valider', motifs: reasons },
            {
              onSuccess: () => setConfirming(false),
              onError: (failure) => {
                setConfirming(false);
                setError(`${T.failed}${failure.message}`);
              },
            },
          )
        }
        isPending={step.isPending}
        confirmLabel={T.validate}
        pendingLabel={T.validating}
        cancelLabel={T.keep}
        tone="primary"
      />
    </section>
  );
}
