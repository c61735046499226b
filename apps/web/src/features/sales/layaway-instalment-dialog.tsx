import { formatMoney } from '@pelote/shared';
import { useState } from 'react';
import { checkDeposit, leftAfter } from './layaway-deposit-rules';
import { LayawayPaymentDialog, type LayawayStepDialogProps } from './layaway-payment-dialog';
import { useAddInstalment } from './layaways-api';
import { DraftPaymentFields, usePaymentDrafts } from './payment-drafts';
import { useSaleClient } from './sale-form-api';

export const LAYAWAY_INSTALMENT_TEXTS = {
  title: 'Ajouter un versement',
  description: (left: string) =>
    `Reste à payer au prix du jour : ${left}. Le versement s’ajoute à l’acompte.`,
  payment: 'Versement',
  leftAfter: 'Reste après ce versement',
  submit: 'Encaisser le versement',
  pending: 'Encaissement...',
  cancel: 'Annuler',
  done: (amount: string) => `Versement de ${amount} ajouté à l’acompte`,
} as const;

const T = LAYAWAY_INSTALMENT_TEXTS;

/**
 * 'Ajouter un versement': more deposit, paid as a sale is (cash with the change, mobile money with
 * its reference, the client's avoir; never on credit), at most what is left to pay at today's price.
 * Mounted on each opening: its own Idempotency-Key, kept across a retry after a network failure.
 */
export function LayawayInstalmentDialog({ layaway, onClose, onDone }: LayawayStepDialogProps) {
  const payments = usePaymentDrafts(false);
  const credit = useSaleClient(layaway.client.id).data?.credit ?? 0;
  const add = useAddInstalment(layaway.id);
  const [failure, setFailure] = useState<string | null>(null);
  const ceiling = layaway.reste_estime;

  function submit() {
    setFailure(null);
    const result = checkDeposit(payments.drafts, ceiling, credit);
    payments.show(result);
    if (!result.payload) return;
    const amount = result.payload.reduce((sum, payment) => sum + payment.montant, 0);
    add.mutate(
      { paiements: result.payload },
      {
        onSuccess: () => onDone(T.done(formatMoney(amount))),
        onError: (error) => setFailure(error.message),
      },
    );
  }

  return (
    <LayawayPaymentDialog
      title={T.title}
      description={T.description(formatMoney(ceiling))}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={T.submit}
      pendingLabel={T.pending}
      cancelLabel={T.cancel}
      isPending={add.isPending}
      failure={failure}
    >
      <DraftPaymentFields
        payments={payments}
        title={T.payment}
        total={ceiling}
        credit={credit}
        noCredit
        left={{ label: T.leftAfter, amount: leftAfter(payments.drafts, ceiling) }}
      />
    </LayawayPaymentDialog>
  );
}
