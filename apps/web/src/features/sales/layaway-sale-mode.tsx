import { LAYAWAY_MESSAGES } from '@pelote/shared';
import { useId } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { FormDateField } from '@/components/form-date-field';
import { FormTextareaField } from '@/components/form-textarea-field';
import { FREE_SALE } from './sale-client-picker';
import type { SaleFormValues } from './sale-form-schema';

export const LAYAWAY_MODE_TEXTS = {
  title: 'Nouvelle mise de côté',
  setAside: LAYAWAY_MESSAGES.setAside,
  pending: 'Mise de côté...',
  back: 'Revenir à la vente',
  offline: `Hors ligne. ${LAYAWAY_MESSAGES.networkRequired}.`,
  intro:
    'Les articles sont réservés dans ce magasin (et ce bain) jusqu’au retrait. L’acompte reste dû à la cliente jusque-là ; le solde se paie au prix du jour du retrait.',
  dueDate: 'Échéance',
  note: 'Note',
  notePlaceholder: 'ex. Pull taille M, rappeler vendredi',
  deposit: LAYAWAY_MESSAGES.depositLabel,
  left: 'Reste à payer au retrait',
  created: 'Articles mis de côté',
} as const;

const T = LAYAWAY_MODE_TEXTS;

/**
 * What the sale form shows once 'Mettre de côté' is pressed: what it means, the due date, a note;
 * and, for a 'Vente libre', that a layaway needs a registered client (the choice shows no error then).
 */
export function LayawayFields({ today }: { today: string }) {
  const client = useWatch<SaleFormValues, 'client'>({ name: 'client' });
  const { errors } = useFormState<SaleFormValues>({ name: 'client' });
  const clientError = client === FREE_SALE ? errors.client?.message : undefined;
  return (
    <>
      <Alert tone="info">{T.intro}</Alert>
      {clientError ? <Alert>{clientError}</Alert> : null}
      <FormDateField<SaleFormValues> name="layaway.echeance" label={T.dueDate} min={today} isRequired />
      <FormTextareaField<SaleFormValues>
        name="layaway.note"
        label={T.note}
        placeholder={T.notePlaceholder}
        rows={2}
      />
    </>
  );
}

/**
 * 'Mettre de côté', beside the sale's own button: it turns the form into a layaway. Offline it is
 * disabled and says why, under it (a layaway needs the network: every phone must know the units are
 * taken).
 */
export function SetAsideButton({
  isOffline,
  isDisabled,
  onPress,
}: {
  isOffline: boolean;
  isDisabled: boolean;
  onPress: () => void;
}) {
  const hintId = useId();
  return (
    <div className="flex flex-col items-stretch gap-1 sm:items-end">
      <Button
        variant="secondary"
        onPress={onPress}
        isDisabled={isOffline || isDisabled}
        aria-describedby={isOffline ? hintId : undefined}
      >
        {T.setAside}
      </Button>
      {isOffline ? (
        <p id={hintId} className="max-w-xs text-xs text-stone-600">
          {T.offline}
        </p>
      ) : null}
    </div>
  );
}
