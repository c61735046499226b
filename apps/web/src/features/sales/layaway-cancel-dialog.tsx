import {
  clientName,
  formatMoney,
  type Layaway,
  type LayawayCancelInput,
  layawayCancelSchema,
  MOBILE_MONEY_METHODS,
  PAYMENT_METHOD_LABELS,
} from '@pelote/shared';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import type * as z from 'zod';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormDialog } from '@/components/form-dialog';
import { FormSelectField } from '@/components/form-select-field';
import { FormTextField } from '@/components/form-text-field';
import { FormTextareaField } from '@/components/form-textarea-field';
import { useSchemaForm } from '@/lib/schema-form';
import type { LayawayStepDialogProps } from './layaway-payment-dialog';
import { useCancelLayaway, useLayawaySettings } from './layaways-api';

export const LAYAWAY_CANCEL_TEXTS = {
  title: 'Annuler la mise de côté',
  units: (n: number) => `${n} article(s) reviennent en stock, disponibles à la vente.`,
  toCredit: (amount: string, client: string) =>
    `L’acompte restant (${amount}) devient un avoir sur le compte de ${client}.`,
  refund: (amount: string) => `L’acompte restant (${amount}) est remboursé à la cliente.`,
  unknown: (amount: string) =>
    `L’acompte restant (${amount}) devient un avoir ou est remboursé, selon le choix de la direction.`,
  noDeposit: 'Il ne reste pas d’acompte à rendre.',
  reason: 'Motif',
  reasonPlaceholder: 'ex. La cliente a changé de projet',
  method: 'Remboursement',
  reference: 'Référence de la transaction',
  next: 'Annuler la mise de côté',
  keep: 'Retour',
  confirmTitle: 'Annuler cette mise de côté ?',
  confirm: 'Confirmer l’annulation',
  pending: 'Annulation...',
  done: 'Mise de côté annulée',
} as const;

const T = LAYAWAY_CANCEL_TEXTS;
const REFUND_OPTIONS = (['especes', ...MOBILE_MONEY_METHODS] as const).map((methode) => ({
  id: methode,
  label: PAYMENT_METHOD_LABELS[methode],
}));

/** What happens to the deposit left, as direction set it (an avoir by default, or a refund). */
function depositFate(layaway: Layaway, outcome: 'avoir' | 'remboursement' | undefined): string {
  const amount = formatMoney(layaway.acompte_disponible);
  if (layaway.acompte_disponible === 0) return T.noDeposit;
  if (outcome === 'avoir') return T.toCredit(amount, clientName(layaway.client));
  return outcome === 'remboursement' ? T.refund(amount) : T.unknown(amount);
}

/**
 * 'Annuler': its reason, how a refund leaves when direction chose refunds (cash out of the open till,
 * or mobile money), what happens to the units and the deposit; then a confirmation before anything
 * is written.
 */
export function LayawayCancelDialog({ layaway, onClose, onDone }: LayawayStepDialogProps) {
  const outcome = useLayawaySettings().data?.depot_annulation;
  const refunds = outcome === 'remboursement' && layaway.acompte_disponible > 0;
  const form = useSchemaForm<LayawayCancelInput, z.output<typeof layawayCancelSchema>>(layawayCancelSchema, {
    motif: '',
    remboursement: null,
  });
  const methode = useWatch({ control: form.control, name: 'remboursement.methode' });
  const cancel = useCancelLayaway(layaway.id);
  const [confirming, setConfirming] = useState<LayawayCancelInput | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const fate = depositFate(layaway, outcome);
  const message = `${T.units(layaway.quantite_reservee)} ${fate}`;

  return (
    <>
      <FormDialog
        onClose={onClose}
        title={T.title}
        description={message}
        form={form}
        onSubmit={(body) => {
          setFailure(null);
          setConfirming(body);
        }}
        submitLabel={T.next}
        cancelLabel={T.keep}
        error={failure}
        size="sm"
      >
        <FormTextareaField<LayawayCancelInput>
          name="motif"
          label={T.reason}
          placeholder={T.reasonPlaceholder}
          isRequired
        />
        {refunds ? (
          <FormSelectField<LayawayCancelInput>
            name="remboursement.methode"
            label={T.method}
            options={REFUND_OPTIONS}
            isRequired
          />
        ) : null}
        {refunds && methode && methode !== 'especes' ? (
          <FormTextField<LayawayCancelInput> name="remboursement.reference" label={T.reference} isRequired />
        ) : null}
      </FormDialog>
      <ConfirmDialog
        isOpen={confirming !== null}
        onOpenChange={(isOpen) => !isOpen && setConfirming(null)}
        title={T.confirmTitle}
        message={message}
        onConfirm={() =>
          confirming &&
          cancel.mutate(confirming, {
            onSuccess: () => onDone(T.done),
            onError: (error) => {
              setConfirming(null);
              setFailure(error.message);
            },
          })
        }
        isPending={cancel.isPending}
        confirmLabel={T.confirm}
        pendingLabel={T.pending}
        cancelLabel={T.keep}
      />
    </>
  );
}
