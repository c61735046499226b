import { Check, ChevronDown } from 'lucide-react';
import type { Ref } from 'react';
import { Button, ComboBox, Input, ListBox, ListBoxItem, Text, useFilter } from 'react-aria-components';
import { FieldPopover } from './field-popover';
import {
  type ChoiceFieldProps,
  FieldHelp,
  FieldLabel,
  fieldClass,
  fieldInputClass,
} from './form-field-parts';

/** `description`: a second, smaller line under the label (read out with the option). */
export type ComboBoxOption = { id: string; label: string; description?: string };

export const COMBO_BOX_TEXTS = { empty: 'Aucun résultat trouvé', showOptions: 'Afficher les choix' } as const;

export type ComboBoxFieldProps = ChoiceFieldProps<ComboBoxOption> & {
  /** Shown in the open list when nothing matches what was typed. */
  emptyText?: string;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * A choice among many options, searchable as you type (react-aria ComboBox: the list filters on
 * "contains", ignoring case and accents; arrows and Enter pick, Escape closes). Emptying the text
 * clears the choice. The value is the option's id, '' when nothing is chosen.
 */
export function ComboBoxField({
  label,
  options,
  value,
  onChange,
  onBlur,
  description,
  error,
  isRequired,
  isDisabled,
  placeholder,
  emptyText = COMBO_BOX_TEXTS.empty,
  name,
  className = '',
  inputRef,
}: ComboBoxFieldProps) {
  const { contains } = useFilter({ sensitivity: 'base' });
  const selected = value === '' ? null : value;
  return (
    <ComboBox
      className={`${fieldClass} ${className}`}
      // Uncontrolled items: the ComboBox filters them by what is typed (controlled items are not filtered).
      defaultItems={options}
      value={selected}
      onChange={(key) => onChange(key === null ? '' : String(key))}
      onInputChange={(text) => {
        if (text.trim() === '' && selected !== null) onChange('');
      }}
      onBlur={onBlur}
      defaultFilter={contains}
      allowsEmptyCollection
      isInvalid={Boolean(error)}
      isRequired={isRequired}
      isDisabled={isDisabled}
      validationBehavior="aria"
      name={name}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <div className="relative">
        <Input
          ref={inputRef}
          placeholder={placeholder}
          className={fieldInputClass(Boolean(error), 'pr-11')}
        />
        <Button
          aria-label={COMBO_BOX_TEXTS.showOptions}
          className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-stone-500 hover:text-stone-900"
        >
          <ChevronDown aria-hidden="true" className="size-4" />
        </Button>
      </div>
      <FieldHelp description={description} error={error} />
      <FieldPopover>
        <ListBox
          className="outline-none"
          renderEmptyState={() => <p className="px-3 py-2 text-sm text-stone-500">{emptyText}</p>}
        >
          {(option: ComboBoxOption) => (
            <ListBoxItem
              id={option.id}
              textValue={option.label}
              className="flex min-h-11 cursor-default items-center justify-between gap-2 rounded-md px-3 py-2 text-sm text-stone-800 outline-none data-[focused]:bg-rose-50 data-[focused]:text-rose-900"
            >
              {({ isSelected }) => (
                <>
                  <span className="flex min-w-0 flex-col">
                    <Text slot="label" className="truncate">
                      {option.label}
                    </Text>
                    {option.description ? (
                      <Text slot="description" className="truncate text-xs text-stone-500">
                        {option.description}
                      </Text>
                    ) : null}
                  </span>
                  {isSelected ? <Check aria-hidden="true" className="size-4 shrink-0 text-rose-700" /> : null}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </FieldPopover>
    </ComboBox>
  );
}
