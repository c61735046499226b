import { Input } from 'react-aria-components';
import type { FieldValues } from 'react-hook-form';
import { fieldInputClass } from './form-field-parts';
import { FormTextFrame, type FormTextFrameProps } from './form-text-frame';

type FormDateFieldProps<Values extends FieldValues> = FormTextFrameProps<Values> & {
  /** Bounds offered by the browser's date picker, 'yyyy-mm-dd' (the schema still decides). */
  min?: string;
  max?: string;
};

/**
 * A labelled date input bound by name to the surrounding react-hook-form form. The value is a
 * 'yyyy-mm-dd' string ('' when empty); the browser shows it in the French short format and offers
 * its own keyboard-friendly picker.
 */
export function FormDateField<Values extends FieldValues = FieldValues>({
  min,
  max,
  ...props
}: FormDateFieldProps<Values>) {
  return (
    <FormTextFrame<Values> {...props} textField={{ type: 'date' }}>
      {(field, isInvalid) => (
        <Input ref={field.ref} min={min} max={max} className={fieldInputClass(isInvalid)} />
      )}
    </FormTextFrame>
  );
}
