import { formatMoney, PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type SalePaymentMethod } from '@pelote/shared';
import { Plus, Trash2 } from 'lucide-react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { Button } from '@/components/button';
import { IconButton } from '@/components/icon-button';
import { InputField } from '@/components/input-field';
import {
  changeDue,
  type PaymentDraft,
  type PaymentErrors,
  paymentAmounts,
  remainingToPay,
} from './sale-payment-rules';

export const PAYMENT_BLOCK_TEXTS = {
  title: 'Paiement',
  method: 'Mode de paiement',
  amount: 'Montant',
  received: 'Montant reçu',
  receivedHint: 'Vide : le montant exact',
  change: 'Monnaie à rendre',
  reference: 'Référence de la transaction',
  add: 'Ajouter un paiement',
  remove: (n: number) => `Retirer le paiement ${n}`,
  remaining: 'Reste à payer',
  creditAvailable: 'Avoir disponible',
  onCredit: 'À crédit',
  debtAvailable: (amount: number) => `Disponible : ${formatMoney(amount)}`,
  debtAvailableLabel: 'Crédit disponible',
} as const;

const T = PAYMENT_BLOCK_TEXTS;

/** A label, numbered when the sale has several payments: 'Montant reçu 2'. */
const numbered = (label: string, index: number, count: number) => (count > 1 ? `${label} ${index}` : label);

/** Hundredths as a French amount to type again: 150000 → '1500', 150050 → '1500,50'. */
function amountText(hundredths: number): string {
  const units = Math.trunc(hundredths / 100);
  const cents = hundredths % 100;
  return cents === 0 ? String(units) : `${units},${String(cents).padStart(2, '0')}`;
}

type PaymentBlockProps = {
  drafts: readonly PaymentDraft[];
  total: number;
  errors: Record<number, PaymentErrors>;
  /** The sum's error ('Le total des paiements ne correspond pas…'). */
  sumError?: string;
  onChange: (key: number, change: Partial<PaymentDraft>) => void;
  onAdd: () => void;
  onRemove: (key: number) => void;
  /** The registered client's credit balance ('Avoir client' offered when above 0); null: none. */
  credit?: number | null;
  /** What the client may still buy on credit ('À crédit'); null: a vente libre or no limit (disabled). */
  debtRoom?: number | null;
  /** Money held for the customer (a layaway's deposit): 'À crédit' is not offered. */
  noCredit?: boolean;
  /** The block's title ('Paiement', or 'Acompte' for a layaway's deposit). */
  title?: string;
};

/**
 * The payment of the new sale: a method per payment (thumb-sized choices), for cash what was
 * handed over and the change to give back, for mobile money the transaction reference; several
 * payments for a split (what is left to pay is RemainingToPay, kept in sight below the form).
 */
export function SalePaymentBlock({
  drafts,
  total,
  errors,
  sumError,
  onChange,
  onAdd,
  onRemove,
  credit = null,
  debtRoom = null,
  noCredit = false,
  title = T.title,
}: PaymentBlockProps) {
  const amounts = paymentAmounts(drafts, total);
  // The credit balance is offered while the client has some (or a payment already uses it).
  const withCredit = (credit ?? 0) > 0 || drafts.some((draft) => draft.methode === 'avoir_client');
  const methods: readonly SalePaymentMethod[] = [
    ...PAYMENT_METHODS,
    ...(withCredit ? (['avoir_client'] as const) : []),
    ...(noCredit ? [] : (['credit_client'] as const)),
  ];
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-medium text-stone-800">{title}</legend>
      {drafts.map((draft, index) => (
        <PaymentRow
          key={draft.key}
          index={index + 1}
          count={drafts.length}
          draft={draft}
          amount={amounts[index] ?? null}
          errors={errors[draft.key]}
          methods={methods}
          credit={credit}
          debtRoom={debtRoom}
          onChange={(change) => onChange(draft.key, change)}
          onRemove={drafts.length > 1 ? () => onRemove(draft.key) : undefined}
        />
      ))}
      <div>
        <Button
          variant="secondary"
          icon={<Plus aria-hidden="true" className="size-4" />}
          onPress={onAdd}
          className="min-h-11"
        >
          {T.add}
        </Button>
      </div>
      {sumError ? (
        <p role="alert" className="text-sm text-red-700">
          {sumError}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * 'Reste à payer', stuck to the bottom of the modal's scrolling body so it stays in sight while
 * the payments are typed; green at 0, red otherwise (negative when the payments exceed the total).
 */
export function RemainingToPay({
  drafts,
  total,
  left,
}: {
  drafts: readonly PaymentDraft[];
  total: number;
  /** A layaway's deposit: what it leaves to pay at pickup, under its own label (not an error). */
  left?: { label: string; amount: number };
}) {
  const label = left?.label ?? T.remaining;
  const remaining = left?.amount ?? remainingToPay(drafts, total);
  return (
    <p className="sticky bottom-0 -mx-5 -mb-4 flex items-baseline justify-between gap-2 border-t border-stone-200 bg-white px-5 py-2 text-base sm:py-3">
      <span className="font-medium text-stone-800">{label}</span>
      <output
        aria-label={label}
        className={`font-semibold tabular-nums ${left ? 'text-stone-900' : remaining === 0 ? 'text-emerald-700' : 'text-red-700'}`}
      >
        {formatMoney(remaining)}
      </output>
    </p>
  );
}

type PaymentRowProps = {
  index: number;
  count: number;
  draft: PaymentDraft;
  amount: number | null;
  errors: PaymentErrors | undefined;
  methods: readonly SalePaymentMethod[];
  credit: number | null;
  debtRoom: number | null;
  onChange: (change: Partial<PaymentDraft>) => void;
  onRemove?: () => void;
};

function PaymentRow({
  index,
  count,
  draft,
  amount,
  errors,
  methods,
  credit,
  debtRoom,
  onChange,
  onRemove,
}: PaymentRowProps) {
  const label = (text: string) => numbered(text, index, count);
  const isCash = draft.methode === 'especes';
  const isCredit = draft.methode === 'avoir_client';
  const isDebt = draft.methode === 'credit_client';
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-stone-200 p-3">
      <div className="flex items-start justify-between gap-2">
        <RadioGroup
          value={draft.methode}
          onChange={(value) => onChange({ methode: value as SalePaymentMethod })}
          orientation="horizontal"
          className="flex min-w-0 flex-1 flex-col gap-1.5"
        >
          <Label className="text-sm font-medium text-stone-800">{label(T.method)}</Label>
          <div className="flex flex-wrap gap-2">
            {methods.map((methode) => (
              <Radio
                key={methode}
                value={methode}
                // 'À crédit' needs a registered client with a credit limit.
                isDisabled={methode === 'credit_client' && debtRoom === null && draft.methode !== methode}
                className="data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 flex min-h-11 cursor-pointer items-center rounded-lg border border-stone-300 bg-white px-3 text-sm font-medium text-stone-800 shadow-sm outline-none select-none hover:bg-stone-50 data-[focus-visible]:ring-2 data-[focus-visible]:ring-rose-600 data-[focus-visible]:ring-offset-1 data-[selected]:border-rose-700 data-[selected]:bg-rose-700 data-[selected]:text-white"
              >
                {methode === 'credit_client' ? T.onCredit : PAYMENT_METHOD_LABELS[methode]}
              </Radio>
            ))}
          </div>
        </RadioGroup>
        {onRemove ? (
          <IconButton label={T.remove(index)} icon={Trash2} onPress={onRemove} className="size-11" />
        ) : null}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <InputField
          label={label(T.amount)}
          inputMode="decimal"
          autoComplete="off"
          value={draft.auto ? (amount === null ? '' : amountText(amount)) : draft.montant}
          onChange={(event) => onChange({ montant: event.target.value, auto: false })}
          error={errors?.montant}
        />
        {isCash ? (
          <InputField
            label={label(T.received)}
            inputMode="decimal"
            autoComplete="off"
            placeholder={T.receivedHint}
            value={draft.recu}
            onChange={(event) => onChange({ recu: event.target.value })}
            error={errors?.recu}
          />
        ) : isDebt ? (
          <p className="flex flex-col justify-end gap-0.5 text-sm sm:pb-3">
            <output
              aria-label={label(T.debtAvailableLabel)}
              className="font-semibold text-stone-900 tabular-nums"
            >
              {T.debtAvailable(debtRoom ?? 0)}
            </output>
          </p>
        ) : isCredit ? (
          <p className="flex flex-col justify-end gap-0.5 text-sm sm:pb-3">
            <span className="text-stone-700">{label(T.creditAvailable)}</span>
            <output
              aria-label={label(T.creditAvailable)}
              className="font-semibold text-stone-900 tabular-nums"
            >
              {formatMoney(credit ?? 0)}
            </output>
          </p>
        ) : (
          <InputField
            label={label(T.reference)}
            autoComplete="off"
            maxLength={100}
            value={draft.reference}
            onChange={(event) => onChange({ reference: event.target.value })}
            error={errors?.reference}
            required
            aria-required="true"
          />
        )}
      </div>
      {isCash ? (
        <p className="flex items-baseline justify-between gap-2 text-sm">
          <span className="text-stone-700">{label(T.change)}</span>
          <output aria-label={label(T.change)} className="font-semibold text-stone-900 tabular-nums">
            {formatMoney(changeDue(draft, amount))}
          </output>
        </p>
      ) : null}
    </div>
  );
}
