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

/**
 * A choice among options (a select, a combo box) bound by name: its value is the chosen id
 * ('' or null when none), `ref` for the element react-hook-form focuses on an error.
 */
export function useFormChoice<Values extends FieldValues>(name: FieldPath<Values>, isDisabled?: boolean) {
  const { field, error, change } = useFormField<Values>(name);
  return {
    ref: field.ref,
    bound: {
      name: field.name,
      value: typeof field.value === 'string' ? field.value : null,
      onChange: change,
      onBlur: field.onBlur,
      error,
      isDisabled: isDisabled || field.disabled,
    },
  };
}
