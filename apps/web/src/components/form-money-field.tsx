import { CURRENCY_LABEL, parseMoney, toMoneyInput } from '@pelote/shared';
import { Group, Input } from 'react-aria-components';
import type { FieldValues } from 'react-hook-form';
import { FormTextFrame, type FormTextFrameProps } from './form-text-frame';

/** Hundredths as a French money input's text: 150050 → '1500,50'; nothing → ''. */
export function toMoneyField(hundredths: number | null | undefined): string {
  return toMoneyInput(hundredths).replace('.', ',');
}

type FormMoneyFieldProps<Values extends FieldValues> = FormTextFrameProps<Values> & {
  placeholder?: string;
};

/**
 * An amount typed in FCFA with up to 2 decimals ('1 500,50' or '1500.5'), bound by name as text.
 * The form's schema turns it into hundredths (parseMoney, no float); on blur a valid amount is
 * shown with its 2 decimals.
 */
export function FormMoneyField<Values extends FieldValues = FieldValues>({
  placeholder = '0,00',
  ...props
}: FormMoneyFieldProps<Values>) {
  return (
    <FormTextFrame<Values>
      {...props}
      textField={{ inputMode: 'decimal' }}
      onBlur={(field) => {
        const hundredths = typeof field.value === 'string' ? parseMoney(field.value) : null;
        if (hundredths !== null && hundredths >= 0) field.onChange(toMoneyField(hundredths));
        field.onBlur();
      }}
    >
      {(field, isInvalid) => (
        <Group
          className={`flex h-11 w-full overflow-hidden rounded-lg border bg-white shadow-sm focus-within:outline-2 focus-within:outline-rose-600 ${
            isInvalid ? 'border-red-600' : 'border-stone-300'
          }`}
        >
          <Input
            ref={field.ref}
            placeholder={placeholder}
            className="min-w-0 flex-1 px-3 text-right text-base text-stone-900 tabular-nums outline-none placeholder:text-stone-400 sm:text-sm"
          />
          <span
            aria-hidden="true"
            className="flex items-center border-l border-stone-200 bg-stone-50 px-3 text-sm text-stone-600"
          >
            {CURRENCY_LABEL}
          </span>
        </Group>
      )}
    </FormTextFrame>
  );
}
