import { DISCOUNT_MOTIF_LABELS, DISCOUNT_MOTIFS, type DiscountMotif } from '@pelote/shared';
import { Radio, RadioGroup } from 'react-aria-components';
import { FieldLabel } from '@/components/form-field-parts';
import { InputField } from '@/components/input-field';
import { SelectField } from '@/components/select-field';
import type { DiscountErrors } from './sale-discount-rules';
import { SALE_DISCOUNT_TEXTS as T } from './sale-discount-texts';
import { radioClass } from './sale-return-radios';

export const MOTIF_OPTIONS = DISCOUNT_MOTIFS.map((motif) => ({
  id: motif,
  label: DISCOUNT_MOTIF_LABELS[motif],
}));

type MotifFieldsProps = {
  motif: DiscountMotif | '';
  motifText: string;
  onChange: (change: { motif?: DiscountMotif | ''; motif_texte?: string }) => void;
  errors: DiscountErrors;
  labels?: { motif: string; motifText: string };
};

/** A discount's motif, and its text when 'Autre'. */
export function DiscountMotifFields({
  motif,
  motifText,
  onChange,
  errors,
  labels = { motif: T.motif, motifText: T.motifText },
}: MotifFieldsProps) {
  return (
    <>
      <SelectField
        label={labels.motif}
        options={MOTIF_OPTIONS}
        value={motif}
        onChange={(value) => onChange({ motif: value as DiscountMotif | '' })}
        error={errors.motif}
        isRequired
      />
      {motif === 'autre' ? (
        <InputField
          label={labels.motifText}
          value={motifText}
          maxLength={200}
          autoComplete="off"
          onChange={(event) => onChange({ motif_texte: event.target.value })}
          error={errors.motif_texte}
          required
        />
      ) : null}
    </>
  );
}

/** '%' or 'FCFA': a line's discount is either. */
export function DiscountKindField({
  value,
  onChange,
}: {
  value: 'pourcentage' | 'montant';
  onChange: (value: 'pourcentage' | 'montant') => void;
}) {
  return (
    <RadioGroup
      value={value}
      onChange={(next) => onChange(next === 'montant' ? 'montant' : 'pourcentage')}
      orientation="horizontal"
      className="flex flex-col gap-1.5"
    >
      <FieldLabel>{T.kind}</FieldLabel>
      <div className="grid grid-cols-2 gap-2">
        <Radio value="pourcentage" className={`${radioClass} justify-center`}>
          {T.percent}
        </Radio>
        <Radio value="montant" className={`${radioClass} justify-center`}>
          {T.amount}
        </Radio>
      </div>
    </RadioGroup>
  );
}
