import { type LucideIcon, Minus, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, Group, Input, NumberField } from 'react-aria-components';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { FieldHelp, FieldLabel, fieldClass } from './form-field-parts';
import { useFormField } from './use-form-field';

export const NUMBER_FIELD_TEXTS = { decrement: 'Diminuer', increment: 'Augmenter' } as const;

type FormNumberFieldProps<Values extends FieldValues> = {
  name: FieldPath<Values>;
  label: string;
  /** Show the label to screen readers only. */
  hideLabel?: boolean;
  description?: ReactNode;
  isRequired?: boolean;
  minValue?: number;
  maxValue?: number;
  step?: number;
  /** A unit shown after the number ('g'). */
  unit?: string;
  className?: string;
};

const stepperClass =
  'flex w-10 shrink-0 items-center justify-center text-stone-600 hover:bg-stone-100 data-[disabled]:opacity-40';

/** − or + at one end of the field, parted from the number by a border on its inner side. */
function Stepper({
  slot,
  icon: Icon,
  border,
}: {
  slot: 'decrement' | 'increment';
  icon: LucideIcon;
  border: 'border-r' | 'border-l';
}) {
  return (
    <Button
      slot={slot}
      aria-label={NUMBER_FIELD_TEXTS[slot]}
      className={`${stepperClass} ${border} border-stone-200`}
    >
      <Icon aria-hidden="true" className="size-4" />
    </Button>
  );
}

/**
 * A whole number with − and + buttons (and the arrow keys), bound by name. An emptied field holds
 * '' so the form's schema can say it is required; the value is committed on blur or Enter.
 */
export function FormNumberField<Values extends FieldValues = FieldValues>({
  name,
  label,
  hideLabel,
  description,
  isRequired,
  minValue,
  maxValue,
  step = 1,
  unit,
  className = '',
}: FormNumberFieldProps<Values>) {
  const { field, error, isInvalid, change, clearError } = useFormField<Values>(name);
  const raw: unknown = field.value;
  const value = raw === '' || raw === null || raw === undefined ? Number.NaN : Number(raw);
  return (
    <NumberField
      className={`${fieldClass} ${className}`}
      name={field.name}
      value={value}
      onChange={(next) => change(Number.isNaN(next) ? '' : next)}
      onBlur={field.onBlur}
      minValue={minValue}
      maxValue={maxValue}
      step={step}
      formatOptions={{ useGrouping: false, maximumFractionDigits: 0 }}
      isInvalid={isInvalid}
      isRequired={isRequired}
      isDisabled={field.disabled}
      validationBehavior="aria"
    >
      <FieldLabel isRequired={isRequired} isHidden={hideLabel}>
        {label}
      </FieldLabel>
      <Group
        className={`flex h-11 w-full overflow-hidden rounded-lg border bg-white shadow-sm ${
          isInvalid ? 'border-red-600' : 'border-stone-300'
        }`}
      >
        <Stepper slot="decrement" icon={Minus} border="border-r" />
        <Input
          ref={field.ref}
          onInput={clearError}
          className="min-w-0 flex-1 px-3 text-center text-base text-stone-900 outline-none sm:text-sm"
        />
        {unit ? (
          <span aria-hidden="true" className="flex items-center pr-2 text-sm text-stone-500">
            {unit}
          </span>
        ) : null}
        <Stepper slot="increment" icon={Plus} border="border-l" />
      </Group>
      <FieldHelp description={description} error={error} />
    </NumberField>
  );
}
