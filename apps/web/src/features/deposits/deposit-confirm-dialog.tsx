import {
  DEPOSIT_DESTINATION_LABELS,
  DEPOSIT_MESSAGES,
  type Deposit,
  depositConfirmSchema,
  formatDateTime,
  formatMoney,
  moneyInputSchema,
  todayIso,
} from '@pelote/shared';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import type * as z from 'zod';
import { Alert } from '@/components/alert';
import { FormDateField } from '@/components/form-date-field';
import { FormDialog } from '@/components/form-dialog';
import { FormMoneyField, toMoneyField } from '@/components/form-money-field';
import { FormTextField } from '@/components/form-text-field';
import { FormTextareaField } from '@/components/form-textarea-field';
import { useSchemaForm } from '@/lib/schema-form';
import { useConfirmDeposit } from './deposits-api';

export const DEPOSIT_CONFIRM_TEXTS = {
  title: 'Confirmer le dépôt',
  summary: (what: string, shop: string, amount: string, at: string) =>
    `${what} de ${shop} : ${amount}, sorti le ${at}`,
  received: 'Montant reçu',
  reference: 'Référence du bordereau',
  date: 'Date du dépôt',
  comment: 'Commentaire',
  commentOptional: 'Commentaire (facultatif)',
  submit: 'Confirmer',
  pending: 'Confirmation...',
  failed: 'Erreur lors de la confirmation du dépôt',
} as const;

const T = DEPOSIT_CONFIRM_TEXTS;

/** The shared confirmation, the amount typed in FCFA, and a comment wanted when it differs from the deposit. */
function confirmFormSchema(montant: number) {
  return depositConfirmSchema
    .extend({ montant_recu: moneyInputSchema })
    .refine((values) => values.montant_recu === montant || Boolean(values.commentaire), {
      path: ['commentaire'],
      message: DEPOSIT_MESSAGES.commentRequired,
    });
}
type ConfirmFormValues = z.input<ReturnType<typeof confirmFormSchema>>;
type ConfirmFormOutput = z.output<ReturnType<typeof confirmFormSchema>>;

/**
 * Direction confirms what a deposit brought to the bank or head office: the amount received (the
 * deposit's by default), the slip's reference and date, and a comment when the amount differs. Mounted
 * on each opening (its own Idempotency-Key); a refusal keeps what was typed.
 */
export function DepositConfirmDialog({
  deposit,
  onClose,
  onConfirmed,
}: {
  deposit: Deposit;
  onClose: () => void;
  onConfirmed: (deposit: Deposit) => void;
}) {
  const form = useSchemaForm<ConfirmFormValues, ConfirmFormOutput>(confirmFormSchema(deposit.montant), {
    montant_recu: toMoneyField(deposit.montant),
    reference_bordereau: '',
    date: todayIso(),
    commentaire: '',
  });
  const confirm = useConfirmDeposit(deposit.id);
  const [failure, setFailure] = useState<string | null>(null);
  const typed = useWatch({ control: form.control, name: 'montant_recu' });
  const differs = moneyInputSchema.safeParse(typed).data !== deposit.montant;

  async function submit(values: ConfirmFormOutput) {
    setFailure(null);
    try {
      onConfirmed(await confirm.mutateAsync(values));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  }

  const what = DEPOSIT_DESTINATION_LABELS[deposit.categorie];
  return (
    <FormDialog
      onClose={onClose}
      title={T.title}
      description={T.summary(
        what,
        deposit.magasin.nom,
        formatMoney(deposit.montant),
        formatDateTime(deposit.created_at),
      )}
      form={form}
      onSubmit={submit}
      submitLabel={T.submit}
      pendingLabel={T.pending}
      isPending={form.formState.isSubmitting || confirm.isPending}
      error={failure}
      errorTitle={T.failed}
      size="sm"
    >
      <FormMoneyField<ConfirmFormValues> name="montant_recu" label={T.received} isRequired />
      {differs ? <Alert tone="warning">{DEPOSIT_MESSAGES.commentRequired}</Alert> : null}
      <FormTextField<ConfirmFormValues>
        name="reference_bordereau"
        label={T.reference}
        isRequired
        autoComplete="off"
      />
      <FormDateField<ConfirmFormValues> name="date" label={T.date} isRequired max={todayIso()} />
      <FormTextareaField<ConfirmFormValues>
        name="commentaire"
        label={differs ? T.comment : T.commentOptional}
        isRequired={differs}
      />
    </FormDialog>
  );
}
