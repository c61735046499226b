import type { ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { SelectField, type SelectOption } from './select-field';
import { useFormField } from './use-form-field';

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
  const { field, error, change } = useFormField<Values>(name);
  return (
    <SelectField
      {...props}
      name={field.name}
      value={typeof field.value === 'string' ? field.value : null}
      onChange={change}
      onBlur={field.onBlur}
      error={error}
      isDisabled={isDisabled || field.disabled}
      buttonRef={field.ref}
    />
  );
}
