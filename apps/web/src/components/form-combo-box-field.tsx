import type { ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { ComboBoxField, type ComboBoxOption } from './combo-box-field';
import { useFormChoice } from './use-form-field';

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
  const { ref, bound } = useFormChoice<Values>(name, isDisabled);
  return <ComboBoxField {...props} {...bound} inputRef={ref} />;
}
