import { formatDate, type LayawayExtendInput, layawayExtendSchema } from '@pelote/shared';
import { useState } from 'react';
import type * as z from 'zod';
import { FormDateField } from '@/components/form-date-field';
import { FormDialog } from '@/components/form-dialog';
import { useSchemaForm } from '@/lib/schema-form';
import { addDays } from './layaway-deposit-rules';
import type { LayawayStepDialogProps } from './layaway-payment-dialog';
import { useExtend } from './layaways-api';

export const LAYAWAY_EXTEND_TEXTS = {
  title: 'Prolonger',
  description: (date: string) =>
    `Échéance actuelle : ${date}. Les articles restent réservés jusqu’à la nouvelle.`,
  dueDate: 'Nouvelle échéance',
  submit: 'Prolonger',
  pending: 'Prolongation...',
  cancel: 'Annuler',
  done: (date: string) => `Mise de côté prolongée jusqu’au ${date}`,
} as const;

const T = LAYAWAY_EXTEND_TEXTS;

/** 'Prolonger': a later due date (30 days more to start). */
export function LayawayExtendDialog({ layaway, onClose, onDone }: LayawayStepDialogProps) {
  const form = useSchemaForm<LayawayExtendInput, z.output<typeof layawayExtendSchema>>(layawayExtendSchema, {
    echeance: addDays(layaway.echeance, 30),
  });
  const extend = useExtend(layaway.id);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <FormDialog
      onClose={onClose}
      title={T.title}
      description={T.description(formatDate(layaway.echeance))}
      form={form}
      onSubmit={(body) => {
        setFailure(null);
        extend.mutate(body, {
          onSuccess: (saved) => onDone(T.done(formatDate(saved.echeance))),
          onError: (error) => setFailure(error.message),
        });
      }}
      submitLabel={T.submit}
      pendingLabel={T.pending}
      cancelLabel={T.cancel}
      isPending={extend.isPending}
      error={failure}
      size="sm"
    >
      <FormDateField<LayawayExtendInput>
        name="echeance"
        label={T.dueDate}
        min={addDays(layaway.echeance, 1)}
        isRequired
      />
    </FormDialog>
  );
}
