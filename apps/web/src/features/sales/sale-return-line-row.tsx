import {
  ARTICLE_TYPE_LABELS,
  formatMoney,
  productName,
  RETURN_STATE_LABELS,
  RETURN_STATES,
  type SaleDetail,
} from '@pelote/shared';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormInputField } from '@/components/form-input-field';
import { ReturnRadioGroup } from './sale-return-radios';
import { lineRefundOf, type ReturnFormValues, returnable } from './sale-return-rules';
import { SALE_RETURN_TEXTS as T } from './sale-return-texts';

const STATE_OPTIONS = RETURN_STATES.map((etat) => ({ id: etat, label: RETURN_STATE_LABELS[etat] }));

/**
 * One sale line of the return form (`lignes.{index}`): how many come back, why, in what state, and
 * what they refund (a discounted line: its net paid, 'Net payé').
 */
export function ReturnLineRow({ line, index }: { line: SaleDetail['items'][number]; index: number }) {
  const { control } = useFormContext<ReturnFormValues>();
  const typed = useWatch({ control, name: `lignes.${index}.quantite` });
  const discounted = (line.remise_ligne ?? 0) + (line.remise_ticket_part ?? 0) > 0;
  const name = productName(line.article.article_name);
  const max = returnable(line);
  const lot = line.bain === '' ? '' : ` — Bain ${line.bain}`;
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-stone-200 p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span className="font-medium text-stone-900">
          {name}
          <span className="font-normal text-stone-500">
            {' '}
            — {ARTICLE_TYPE_LABELS[line.article.article_type]}
            {lot}
          </span>
        </span>
        <span className="text-stone-600">
          {T.sold(line.quantite, line.quantite_retournee)} · {formatMoney(line.prix_unitaire)}
          {discounted ? ` · ${T.netPaid(formatMoney(line.prix_total))}` : ''}
        </span>
      </div>
      <div className="grid gap-3 sm:grid-cols-[8rem_minmax(0,1fr)]">
        <FormInputField<ReturnFormValues>
          name={`lignes.${index}.quantite`}
          label={T.quantity(name)}
          type="number"
          inputMode="numeric"
          min={0}
          max={max}
          step={1}
          placeholder={T.quantityHint(max)}
        />
        <FormInputField<ReturnFormValues>
          name={`lignes.${index}.motif`}
          label={T.motif(name)}
          autoComplete="off"
          maxLength={200}
          placeholder={T.motifPlaceholder}
        />
      </div>
      <ReturnRadioGroup<ReturnFormValues>
        name={`lignes.${index}.etat`}
        label={T.state(name)}
        options={STATE_OPTIONS}
      />
      <p className="flex items-baseline justify-between text-sm">
        <span className="text-stone-700">{T.lineRefund}</span>
        <output aria-label={T.lineRefundOf(name)} className="font-medium text-stone-900 tabular-nums">
          {formatMoney(lineRefundOf(line, typed ?? ''))}
        </output>
      </p>
    </div>
  );
}
