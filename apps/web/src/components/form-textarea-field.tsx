import type { ReactNode } from 'react';
import { TextArea, TextField } from 'react-aria-components';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { FieldHelp, FieldLabel, fieldClass } from './form-field-parts';
import { useFormField } from './use-form-field';

type FormTextareaFieldProps<Values extends FieldValues> = {
  name: FieldPath<Values>;
  label: string;
  description?: ReactNode;
  isRequired?: boolean;
  placeholder?: string;
  rows?: number;
  className?: string;
};

/** A labelled multi-line text bound by name to the surrounding react-hook-form form. */
export function FormTextareaField<Values extends FieldValues = FieldValues>({
  name,
  label,
  description,
  isRequired,
  placeholder,
  rows = 3,
  className = '',
}: FormTextareaFieldProps<Values>) {
  const { field, error, isInvalid, change } = useFormField<Values>(name);
  return (
    <TextField
      className={`${fieldClass} ${className}`}
      name={field.name}
      value={field.value ?? ''}
      onChange={change}
      onBlur={field.onBlur}
      isInvalid={isInvalid}
      isRequired={isRequired}
      isDisabled={field.disabled}
      validationBehavior="aria"
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <TextArea
        ref={field.ref}
        rows={rows}
        placeholder={placeholder}
        className={`w-full rounded-lg border bg-white px-3 py-2 text-base text-stone-900 shadow-sm placeholder:text-stone-400 sm:text-sm ${
          isInvalid ? 'border-red-600' : 'border-stone-300'
        }`}
      />
      <FieldHelp description={description} error={error} />
    </TextField>
  );
}
