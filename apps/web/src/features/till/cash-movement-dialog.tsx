import { zodResolver } from '@hookform/resolvers/zod';
import {
  EXPENSE_CATEGORIES,
  type ExpenseCategory,
  formatMoney,
  type TillMovement,
  type TillMovementDirection,
  tillOutCategoryLabel,
} from '@pelote/shared';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormDialog } from '@/components/form-dialog';
import { FormMoneyField } from '@/components/form-money-field';
import { FormSelectField } from '@/components/form-select-field';
import { FormTextField } from '@/components/form-text-field';
import { useReceiptPhoto } from './receipt-photo';
import { useTillMovement } from './till-api';
import { type MovementFormOutput, type MovementFormValues, movementFormSchema } from './till-forms';

export const CASH_MOVEMENT_TEXTS = {
  title: { entree: "Entrée d'espèces", sortie: "Sortie d'espèces" },
  description: {
    entree: 'Des espèces mises dans la caisse (monnaie apportée, fond complété...).',
    sortie: 'Des espèces retirées de la caisse (dépôt en banque, achat payé en espèces...).',
  },
  amount: 'Montant',
  category: 'Catégorie',
  motif: 'Motif',
  motifOptional: 'Motif (facultatif)',
  motifPlaceholder: { entree: 'Ex. : monnaie apportée', sortie: 'Ex. : taxi pour la livraison' },
  submit: 'Enregistrer',
  pending: 'Enregistrement...',
  done: {
    entree: (amount: number) => `Entrée d'espèces de ${formatMoney(amount)} enregistrée`,
    sortie: (amount: number) => `Sortie d'espèces de ${formatMoney(amount)} enregistrée`,
  },
} as const;

const T = CASH_MOVEMENT_TEXTS;

const CATEGORY_OPTIONS = EXPENSE_CATEGORIES.map((category) => ({
  id: category,
  label: tillOutCategoryLabel(category),
}));

type CashMovementDialogProps = {
  sessionId: number;
  sens: TillMovementDirection;
  onClose: () => void;
  onSaved: (movement: TillMovement) => void;
};

/**
 * 'Entrée d'espèces': an amount above 0 and a reason. 'Sortie d'espèces': an amount, its category
 * (an expense, or a deposit to the bank or head office), a reason, required for 'Autre', and the
 * photo of its receipt if one is taken (the phone's camera). Mounted on
 * each opening, so it has its own Idempotency-Key, kept across a retry after a network failure; a
 * refusal (not enough cash in the till, a till closed meanwhile) keeps what was typed.
 */
export function CashMovementDialog({ sessionId, sens, onClose, onSaved }: CashMovementDialogProps) {
  const form = useForm<MovementFormValues, unknown, MovementFormOutput>({
    resolver: zodResolver(movementFormSchema(sens)),
    defaultValues: { montant: '', categorie: '', motif: '' },
  });
  const categorie = useWatch({ control: form.control, name: 'categorie' });
  const motifRequired = sens === 'entree' || categorie === 'autre';
  const save = useTillMovement(sessionId);
  const receipt = useReceiptPhoto();
  const [failure, setFailure] = useState<string | null>(null);
  const isPending = form.formState.isSubmitting || save.isPending;

  async function submit(values: MovementFormOutput) {
    setFailure(null);
    // A photo still being sent is waited for; one that failed keeps the dialog, its error beside it.
    const justificatif = sens === 'sortie' ? await receipt.settled() : null;
    if (justificatif === false) return;
    try {
      const category = sens === 'sortie' ? (values.categorie as ExpenseCategory) : undefined;
      onSaved(
        await save.mutateAsync({
          sens,
          montant: values.montant,
          ...(category && { categorie: category }),
          motif: values.motif,
          ...(justificatif && { justificatif }),
        }),
      );
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <FormDialog
      onClose={onClose}
      title={T.title[sens]}
      description={T.description[sens]}
      form={form}
      onSubmit={submit}
      submitLabel={T.submit}
      pendingLabel={T.pending}
      isPending={isPending}
      error={failure}
      size="sm"
    >
      <FormMoneyField<MovementFormValues> name="montant" label={T.amount} isRequired />
      {sens === 'sortie' ? (
        <FormSelectField<MovementFormValues>
          name="categorie"
          label={T.category}
          options={CATEGORY_OPTIONS}
          isRequired
        />
      ) : null}
      <FormTextField<MovementFormValues>
        name="motif"
        label={motifRequired ? T.motif : T.motifOptional}
        isRequired={motifRequired}
        placeholder={T.motifPlaceholder[sens]}
      />
      {sens === 'sortie' ? receipt.field : null}
    </FormDialog>
  );
}
