import type { ComponentPropsWithoutRef } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { InputField } from './input-field';
import { useFormField } from './use-form-field';

type FormInputFieldProps<Values extends FieldValues> = Omit<
  ComponentPropsWithoutRef<'input'>,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur'
> & {
  name: FieldPath<Values>;
  label: string;
};

/**
 * A native input (a `type="number"` one stays a spin button) bound by name to the surrounding
 * react-hook-form form: its value is the text typed, its error shows under it.
 */
export function FormInputField<Values extends FieldValues = FieldValues>({
  name,
  disabled,
  ...props
}: FormInputFieldProps<Values>) {
  const { field, error, change } = useFormField<Values>(name);
  return (
    <InputField
      {...props}
      ref={field.ref}
      name={field.name}
      value={field.value ?? ''}
      onChange={(event) => change(event.target.value)}
      onBlur={field.onBlur}
      error={error}
      disabled={disabled || field.disabled}
    />
  );
}
