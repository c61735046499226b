import { Check, ChevronDown } from 'lucide-react';
import type { Ref } from 'react';
import { Button, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { type ChoiceFieldProps, FieldHelp, FieldLabel, fieldClass } from './form-field-parts';

import { SELECT_TEXTS } from './select-texts';

export { SELECT_TEXTS };

export type SelectOption = { id: string; label: string };

export type SelectFieldProps = ChoiceFieldProps<SelectOption> & {
  /** The trigger button (react-hook-form focuses it on an error). */
  buttonRef?: Ref<HTMLButtonElement>;
};

/**
 * A choice among a few options (react-aria Select: opens with Enter, Space or the arrows, type a
 * letter to jump). The value is the option's id, '' when nothing is chosen.
 */
export function SelectField({
  label,
  options,
  value,
  onChange,
  onBlur,
  description,
  error,
  isRequired,
  isDisabled,
  placeholder = SELECT_TEXTS.placeholder,
  name,
  className = '',
  buttonRef,
}: SelectFieldProps) {
  return (
    <Select
      className={`${fieldClass} ${className}`}
      name={name}
      value={value === '' ? null : value}
      onChange={(key) => onChange(key === null ? '' : String(key))}
      onBlur={onBlur}
      placeholder={placeholder}
      isInvalid={Boolean(error)}
      isRequired={isRequired}
      isDisabled={isDisabled}
      validationBehavior="aria"
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <Button
        ref={buttonRef}
        className={`flex h-11 w-full items-center justify-between gap-2 rounded-lg border bg-white px-3 text-left text-base text-stone-900 shadow-sm sm:h-10 sm:text-sm ${
          error ? 'border-red-600' : 'border-stone-300'
        }`}
      >
        {/* The placeholder is text axe-core checks: stone-500 keeps it above 4.5:1 on white. */}
        <SelectValue className="min-w-0 flex-1 truncate data-[placeholder]:text-stone-500" />
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-stone-500" />
      </Button>
      <FieldHelp description={description} error={error} />
      <Popover className="max-h-72 w-(--trigger-width) overflow-auto rounded-lg border border-stone-200 bg-white p-1 shadow-lg outline-none">
        <ListBox items={options} className="outline-none">
          {(option) => (
            <ListBoxItem
              id={option.id}
              textValue={option.label}
              className="flex cursor-default items-center justify-between gap-2 rounded-md px-3 py-2 text-sm text-stone-800 outline-none data-[focused]:bg-rose-50 data-[focused]:text-rose-900"
            >
              {({ isSelected }) => (
                <>
                  <span className="truncate">{option.label}</span>
                  {isSelected ? <Check aria-hidden="true" className="size-4 shrink-0 text-rose-700" /> : null}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
