import type { ReactNode } from 'react';
import { Input, TextField } from 'react-aria-components';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { FieldHelp, FieldLabel, fieldClass, fieldInputClass } from './form-field-parts';
import { useFormField } from './use-form-field';

export type FormTextFieldProps<Values extends FieldValues> = {
  name: FieldPath<Values>;
  label: string;
  /** Show the label to screen readers only. */
  hideLabel?: boolean;
  description?: ReactNode;
  isRequired?: boolean;
  placeholder?: string;
  type?: 'text' | 'email' | 'tel' | 'url' | 'search';
  inputMode?: 'text' | 'decimal' | 'numeric' | 'tel' | 'email';
  autoComplete?: string;
  autoFocus?: boolean;
  isDisabled?: boolean;
  className?: string;
};

/** A labelled text input bound by name to the surrounding react-hook-form form. */
export function FormTextField<Values extends FieldValues = FieldValues>({
  name,
  label,
  hideLabel,
  description,
  isRequired,
  placeholder,
  type = 'text',
  inputMode,
  autoComplete,
  autoFocus,
  isDisabled,
  className = '',
}: FormTextFieldProps<Values>) {
  const { field, error, isInvalid, change } = useFormField<Values>(name);
  return (
    <TextField
      className={`${fieldClass} ${className}`}
      name={field.name}
      type={type}
      value={field.value ?? ''}
      onChange={change}
      onBlur={field.onBlur}
      isInvalid={isInvalid}
      isRequired={isRequired}
      isDisabled={isDisabled || field.disabled}
      validationBehavior="aria"
      autoFocus={autoFocus}
      autoComplete={autoComplete}
      inputMode={inputMode}
    >
      <FieldLabel isRequired={isRequired} isHidden={hideLabel}>
        {label}
      </FieldLabel>
      <Input ref={field.ref} placeholder={placeholder} className={fieldInputClass(isInvalid)} />
      <FieldHelp description={description} error={error} />
    </TextField>
  );
}
