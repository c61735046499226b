import { type FieldPath, type FieldValues, useController, useFormContext } from 'react-hook-form';

/**
 * One field of the surrounding react-hook-form form, by name. Editing the field clears its
 * error; the form checks again on submit.
 */
export function useFormField<Values extends FieldValues>(name: FieldPath<Values>) {
  const { control, clearErrors } = useFormContext<Values>();
  const { field, fieldState } = useController({ name, control });
  const error = fieldState.error?.message;
  return {
    field,
    error,
    isInvalid: Boolean(fieldState.error),
    /** Sets the value and drops the field's error. */
    change(value: unknown) {
      field.onChange(value);
      if (fieldState.error) clearErrors(name);
    },
    /** Drops the error as soon as the user types (before the value is committed). */
    clearError() {
      if (fieldState.error) clearErrors(name);
    },
  };
}
