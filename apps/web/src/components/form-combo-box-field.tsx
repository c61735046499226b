import type { ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { ComboBoxField, type ComboBoxOption } from './combo-box-field';
import { useFormField } from './use-form-field';

type FormComboBoxFieldProps<Values extends FieldValues> = {
  name: FieldPath<Values>;
  label: string;
  options: readonly ComboBoxOption[];
  description?: ReactNode;
  isRequired?: boolean;
  isDisabled?: boolean;
  placeholder?: string;
  emptyText?: string;
  className?: string;
};

/** A ComboBoxField bound by name to the surrounding react-hook-form form (nothing chosen is ''). */
export function FormComboBoxField<Values extends FieldValues = FieldValues>({
  name,
  isDisabled,
  ...props
}: FormComboBoxFieldProps<Values>) {
  const { field, error, change } = useFormField<Values>(name);
  return (
    <ComboBoxField
      {...props}
      name={field.name}
      value={typeof field.value === 'string' ? field.value : null}
      onChange={change}
      onBlur={field.onBlur}
      error={error}
      isDisabled={isDisabled || field.disabled}
      inputRef={field.ref}
    />
  );
}
