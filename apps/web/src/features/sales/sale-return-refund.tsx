import {
  formatMoney,
  isMobileMoney,
  REFUND_METHOD_LABELS,
  REFUND_METHODS,
  type SaleDetail,
} from '@pelote/shared';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormInputField } from '@/components/form-input-field';
import { ReturnRadioGroup } from './sale-return-radios';
import { type ReturnFormValues, refundTotal } from './sale-return-rules';
import { SALE_RETURN_TEXTS as T } from './sale-return-texts';

/**
 * How the credit note is refunded (the client's credit balance only for a registered client), the
 * mobile-money reference when it needs one, and the credit note's amount, live.
 */
export function ReturnRefundFields({ sale }: { sale: SaleDetail }) {
  const { control, clearErrors } = useFormContext<ReturnFormValues>();
  const [lignes, methode] = useWatch({ control, name: ['lignes', 'remboursement.methode'] });
  const options = REFUND_METHODS.filter((method) => method !== 'avoir_client' || sale.client !== null).map(
    (method) => ({ id: method, label: REFUND_METHOD_LABELS[method] }),
  );
  return (
    <div className="flex flex-col gap-3">
      <ReturnRadioGroup<ReturnFormValues>
        name="remboursement.methode"
        label={T.refund}
        options={options}
        onChosen={() => clearErrors('remboursement.reference')}
      />
      {isMobileMoney(methode) ? (
        <FormInputField<ReturnFormValues>
          name="remboursement.reference"
          label={T.reference}
          autoComplete="off"
          maxLength={100}
          required
          aria-required="true"
        />
      ) : null}
      <p className="flex items-baseline justify-between border-t border-stone-200 pt-3 text-base">
        <span className="font-medium text-stone-800">{T.total}</span>
        <output aria-label={T.total} className="font-semibold text-stone-900 tabular-nums">
          {formatMoney(refundTotal(sale, lignes))}
        </output>
      </p>
    </div>
  );
}
