import { useRef, useState } from 'react';
import { RemainingToPay, SalePaymentBlock } from './sale-payment-block';
import { cashPayment, type PaymentDraft, type PaymentErrors } from './sale-payment-rules';

type Checked = { errors: Record<number, PaymentErrors>; sum?: string | undefined };

/**
 * The payments of a dialog outside the sale form (a layaway's instalment, its pickup's balance): one
 * cash payment to start (`auto`: it takes the whole amount; else typed from nothing), more added,
 * removed (the one left takes the whole amount again); the errors of the last check, dropped at the
 * next edit.
 */
export function usePaymentDrafts(auto: boolean) {
  const next = useRef(1);
  const [drafts, setDrafts] = useState<PaymentDraft[]>(() => [{ ...cashPayment(0), auto }]);
  const [checked, setChecked] = useState<Checked | null>(null);
  return {
    drafts,
    checked,
    /** Shows a check's errors under the payments. */
    show: setChecked,
    change: (key: number, update: Partial<PaymentDraft>) => {
      setDrafts((current) => current.map((draft) => (draft.key === key ? { ...draft, ...update } : draft)));
      setChecked(null);
    },
    add: () => setDrafts((current) => [...current, { ...cashPayment(next.current++), auto: false }]),
    remove: (key: number) =>
      setDrafts((current) => {
        const left = current.filter((draft) => draft.key !== key);
        return left.length === 1 && left[0] ? [{ ...left[0], auto: true }] : left;
      }),
  };
}

type DraftPaymentFieldsProps = {
  payments: ReturnType<typeof usePaymentDrafts>;
  title: string;
  /** What the payments add up to ('Reste à payer' below), or their ceiling with `left`. */
  total: number;
  credit: number | null;
  debtRoom?: number | null;
  /** Money held for the client (a layaway's deposit): no 'À crédit'. */
  noCredit?: boolean;
  /** Instead of 'Reste à payer': what is left once they are paid, under its own label. */
  left?: { label: string; amount: number };
};

/** The sale's payment block and 'Reste à payer' on a dialog's own payments (`usePaymentDrafts`). */
export function DraftPaymentFields({ payments, title, total, left, ...methods }: DraftPaymentFieldsProps) {
  return (
    <>
      <SalePaymentBlock
        title={title}
        drafts={payments.drafts}
        total={total}
        errors={payments.checked?.errors ?? {}}
        sumError={payments.checked?.sum}
        onChange={payments.change}
        onAdd={payments.add}
        onRemove={payments.remove}
        {...methods}
      />
      <RemainingToPay drafts={payments.drafts} total={total} {...(left ? { left } : {})} />
    </>
  );
}
