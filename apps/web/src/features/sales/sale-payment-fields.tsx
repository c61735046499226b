import { useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { LAYAWAY_MODE_TEXTS } from './layaway-sale-mode';
import type { SaleFormValues } from './sale-form-schema';
import { RemainingToPay, SalePaymentBlock } from './sale-payment-block';
import { cashPayment, type PaymentDraft, type PaymentErrors } from './sale-payment-rules';

type SalePaymentFieldsProps = {
  total: number;
  /** The registered client's credit balance; null for a sale without one. */
  credit: number | null;
  /** What the client may still buy on credit; null: a vente libre or no limit. */
  debtRoom: number | null;
  /** A new key for a payment (shared with the lines). */
  nextKey: () => number;
  /** Set aside: the payments are the deposit ('Acompte', never on credit); what it leaves to pay. */
  deposit?: number | undefined;
};

/**
 * The payment block and 'Reste à payer', on the surrounding form's `payments`. Editing a payment
 * drops its errors and the sum's; adding one drops the sum's; removing one drops them all, and the
 * one left pays the whole total again.
 */
export function SalePaymentFields({ total, credit, debtRoom, nextKey, deposit }: SalePaymentFieldsProps) {
  const { control, setValue, clearErrors } = useFormContext<SaleFormValues>();
  const { append, remove } = useFieldArray({ control, name: 'payments' });
  const payments = useWatch({ control, name: 'payments' });
  const { errors } = useFormState({ control });
  const indexOf = (key: number) => payments.findIndex((payment) => payment.key === key);

  const rowErrors: Record<number, PaymentErrors> = {};
  payments.forEach((payment, index) => {
    const found = errors.payments?.[index];
    if (found)
      rowErrors[payment.key] = {
        montant: found.montant?.message,
        recu: found.recu?.message,
        reference: found.reference?.message,
      };
  });

  function change(key: number, update: Partial<PaymentDraft>) {
    const index = indexOf(key);
    const payment = payments[index];
    if (!payment) return;
    setValue(`payments.${index}`, { ...payment, ...update });
    clearErrors(`payments.${index}`);
    clearErrors('root.sum');
  }

  function add() {
    append({ ...cashPayment(nextKey()), auto: false });
    clearErrors('root.sum');
  }

  function removePayment(key: number) {
    remove(indexOf(key));
    clearErrors('payments');
    clearErrors('root.sum');
    // The one left pays the whole total again.
    if (payments.length === 2) setValue('payments.0.auto', true);
  }

  return (
    <>
      <SalePaymentBlock
        drafts={payments}
        total={total}
        errors={rowErrors}
        sumError={errors.root?.sum?.message}
        onChange={change}
        onAdd={add}
        onRemove={removePayment}
        credit={credit}
        debtRoom={debtRoom}
        {...(deposit === undefined ? {} : { noCredit: true, title: LAYAWAY_MODE_TEXTS.deposit })}
      />
      <RemainingToPay
        drafts={payments}
        total={total}
        {...(deposit === undefined ? {} : { left: { label: LAYAWAY_MODE_TEXTS.left, amount: deposit } })}
      />
    </>
  );
}
