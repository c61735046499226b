import type { ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { SelectField, type SelectOption } from './select-field';
import { useFormChoice } from './use-form-field';

type FormSelectFieldProps<Values extends FieldValues> = {
  name: FieldPath<Values>;
  label: string;
  options: readonly SelectOption[];
  description?: ReactNode;
  isRequired?: boolean;
  isDisabled?: boolean;
  placeholder?: string;
  className?: string;
};

/** A SelectField bound by name to the surrounding react-hook-form form (nothing chosen is ''). */
export function FormSelectField<Values extends FieldValues = FieldValues>({
  name,
  isDisabled,
  ...props
}: FormSelectFieldProps<Values>) {
  const { ref, bound } = useFormChoice<Values>(name, isDisabled);
  return <SelectField {...props} {...bound} buttonRef={ref} />;
}
