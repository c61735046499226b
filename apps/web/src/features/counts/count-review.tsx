import {
  type Count,
  type CountValidateInput,
  GAIN_REASONS,
  LOSS_REASONS,
  lotName,
  STOCK_REASON_LABELS,
  type StockReason,
} from '@pelote/shared';
import { useEffect, useMemo, useState } from 'react';
import { FormProvider, useFieldArray } from 'react-hook-form';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormSelectField } from '@/components/form-select-field';
import { Panel } from '@/components/panel';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { useSchemaForm } from '@/lib/schema-form';
import { differencesOf, type ReviewFormValues, reviewFormSchema, reviewLines } from './count-review-form';
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
const LOSS_OPTIONS = options(LOSS_REASONS);
const GAIN_OPTIONS = options(GAIN_REASONS);

type CountLine = Count['lignes'][number];

/** One difference: the line, what was counted against what was expected, and its reason. */
function CountDifference({ line, index, canChoose }: { line: CountLine; index: number; canChoose: boolean }) {
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-end sm:justify-between">
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
      {canChoose ? (
        <FormSelectField<ReviewFormValues>
          name={`motifs.${index}.motif`}
          label={T.reason}
          options={line.ecart < 0 ? LOSS_OPTIONS : GAIN_OPTIONS}
          className="w-full sm:w-56"
          isRequired
        />
      ) : line.motif ? (
        <span className="text-sm text-stone-700">{STOCK_REASON_LABELS[line.motif]}</span>
      ) : null}
    </li>
  );
}

/** The review's form: a reason per difference, kept while the count's differences change under it. */
function useReviewForm(count: Count) {
  const schema = useMemo(() => reviewFormSchema(T.missing), []);
  const form = useSchemaForm<ReviewFormValues, CountValidateInput>(schema, {
    motifs: reviewLines(count.lignes),
  });
  const { fields, replace } = useFieldArray({ control: form.control, name: 'motifs' });
  const differences = differencesOf(reviewLines(count.lignes));
  // biome-ignore lint/correctness/useExhaustiveDependencies: the lines are read again only when the differences change
  useEffect(() => {
    const current = form.getValues('motifs');
    const next = reviewLines(count.lignes, current);
    if (differencesOf(next) !== differencesOf(current)) replace(next);
  }, [differences]);
  return { form, fields };
}

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
  const { form, fields } = useReviewForm(count);
  const [confirming, setConfirming] = useState<CountValidateInput | null>(null);
  const [key] = useState(newIdempotencyKey);
  const [error, setError] = useState<string | null>(null);
  const open = count.statut === 'en_cours';
  const byId = new Map(count.lignes.map((line) => [line.id, line]));

  function validate(body: CountValidateInput) {
    setError(null);
    setConfirming(body);
  }

  return (
    <Panel
      id="count-review"
      title={T.title}
      className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-3 shadow-sm"
    >
      {fields.length === 0 ? <p className="text-sm text-stone-600">{T.none}</p> : null}
      <FormProvider {...form}>
        <form noValidate onSubmit={form.handleSubmit(validate)} className="flex flex-col gap-3">
          <ul className="divide-y divide-stone-200">
            {fields.map((field, index) => {
              const line = byId.get(field.ligne);
              return line ? (
                <CountDifference key={field.id} line={line} index={index} canChoose={open && canValidate} />
              ) : null;
            })}
          </ul>
          {error ? <Alert tone="error">{error}</Alert> : null}
          {open && !canValidate ? <p className="text-sm text-stone-600">{T.proposal}</p> : null}
          {open && canValidate ? (
            <div>
              <Button type="submit">{T.validate}</Button>
            </div>
          ) : null}
        </form>
      </FormProvider>
      <ConfirmDialog
        isOpen={confirming !== null}
        onOpenChange={(isOpen) => (isOpen ? undefined : setConfirming(null))}
        title={T.confirmTitle}
        message={T.confirmMessage(fields.length)}
        onConfirm={() =>
          step.mutate(
            { key, step: 'valider', motifs: confirming?.motifs ?? {} },
            {
              onSuccess: () => setConfirming(null),
              onError: (failure) => {
                setConfirming(null);
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
    </Panel>
  );
}
