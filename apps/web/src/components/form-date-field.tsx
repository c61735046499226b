import type { ReactNode } from 'react';
import { Input, TextField } from 'react-aria-components';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { FieldHelp, FieldLabel, fieldClass, fieldInputClass } from './form-field-parts';
import { useFormField } from './use-form-field';

type FormDateFieldProps<Values extends FieldValues> = {
  name: FieldPath<Values>;
  label: string;
  description?: ReactNode;
  isRequired?: boolean;
  /** Bounds offered by the browser's date picker, 'yyyy-mm-dd' (the schema still decides). */
  min?: string;
  max?: string;
  className?: string;
};

/**
 * A labelled date input bound by name to the surrounding react-hook-form form. The value is a
 * 'yyyy-mm-dd' string ('' when empty); the browser shows it in the French short format and offers
 * its own keyboard-friendly picker.
 */
export function FormDateField<Values extends FieldValues = FieldValues>({
  name,
  label,
  description,
  isRequired,
  min,
  max,
  className = '',
}: FormDateFieldProps<Values>) {
  const { field, error, isInvalid, change } = useFormField<Values>(name);
  return (
    <TextField
      className={`${fieldClass} ${className}`}
      name={field.name}
      type="date"
      value={field.value ?? ''}
      onChange={change}
      onBlur={field.onBlur}
      isInvalid={isInvalid}
      isRequired={isRequired}
      isDisabled={field.disabled}
      validationBehavior="aria"
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <Input ref={field.ref} min={min} max={max} className={fieldInputClass(isInvalid)} />
      <FieldHelp description={description} error={error} />
    </TextField>
  );
}
