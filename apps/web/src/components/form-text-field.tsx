import { Input } from 'react-aria-components';
import type { FieldValues } from 'react-hook-form';
import { fieldInputClass } from './form-field-parts';
import { FormTextFrame, type FormTextFrameProps } from './form-text-frame';

export type FormTextFieldProps<Values extends FieldValues> = FormTextFrameProps<Values> & {
  /** Show the label to screen readers only. */
  hideLabel?: boolean;
  placeholder?: string;
  type?: 'text' | 'email' | 'tel' | 'url' | 'search';
  inputMode?: 'text' | 'decimal' | 'numeric' | 'tel' | 'email';
  autoComplete?: string;
  autoFocus?: boolean;
  isDisabled?: boolean;
};

/** A labelled text input bound by name to the surrounding react-hook-form form. */
export function FormTextField<Values extends FieldValues = FieldValues>({
  placeholder,
  type = 'text',
  inputMode,
  autoComplete,
  autoFocus,
  ...props
}: FormTextFieldProps<Values>) {
  return (
    <FormTextFrame<Values> {...props} textField={{ type, inputMode, autoComplete, autoFocus }}>
      {(field, isInvalid) => (
        <Input ref={field.ref} placeholder={placeholder} className={fieldInputClass(isInvalid)} />
      )}
    </FormTextFrame>
  );
}
