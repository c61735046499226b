import { Radio, RadioGroup } from 'react-aria-components';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { FieldHelp, FieldLabel } from '@/components/form-field-parts';
import { useFormField } from '@/components/use-form-field';

export const radioClass =
  'flex min-h-11 cursor-pointer items-center rounded-lg border border-stone-300 bg-white px-3 text-sm font-medium text-stone-800 shadow-sm outline-none select-none hover:bg-stone-50 data-[focus-visible]:ring-2 data-[focus-visible]:ring-rose-600 data-[focus-visible]:ring-offset-1 data-[selected]:border-rose-700 data-[selected]:bg-rose-700 data-[selected]:text-white';

type ReturnRadioGroupProps<Values extends FieldValues> = {
  name: FieldPath<Values>;
  label: string;
  options: readonly { id: string; label: string }[];
  /** Called after the choice changes. */
  onChosen?: (value: string) => void;
};

/**
 * A row of big radio buttons bound by name to the surrounding react-hook-form form: its error shows
 * under it (announced with the group), and a refused choice takes the focus on its first option.
 */
export function ReturnRadioGroup<Values extends FieldValues>({
  name,
  label,
  options,
  onChosen,
}: ReturnRadioGroupProps<Values>) {
  const { field, error, change } = useFormField<Values>(name);
  return (
    <RadioGroup
      ref={(group) => field.ref(group ? { focus: () => group.querySelector('input')?.focus() } : null)}
      name={field.name}
      value={typeof field.value === 'string' ? field.value : null}
      onChange={(value) => {
        change(value);
        onChosen?.(value);
      }}
      onBlur={field.onBlur}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      orientation="horizontal"
      className="flex flex-col gap-1.5"
    >
      <FieldLabel>{label}</FieldLabel>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <Radio key={option.id} value={option.id} className={radioClass}>
            {option.label}
          </Radio>
        ))}
      </div>
      <FieldHelp error={error} />
    </RadioGroup>
  );
}
