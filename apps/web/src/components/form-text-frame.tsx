import type { ReactNode } from 'react';
import { TextField, type TextFieldProps } from 'react-aria-components';
import type { ControllerRenderProps, FieldPath, FieldValues } from 'react-hook-form';
import { FieldHelp, FieldLabel, fieldClass } from './form-field-parts';
import { useFormField } from './use-form-field';

/** What every text-like form field (a line, lines, a date, an amount) takes. */
export type FormTextFrameProps<Values extends FieldValues> = {
  name: FieldPath<Values>;
  label: string;
  description?: ReactNode;
  isRequired?: boolean;
  className?: string;
};

type Props<Values extends FieldValues> = FormTextFrameProps<Values> & {
  /** Show the label to screen readers only. */
  hideLabel?: boolean;
  isDisabled?: boolean;
  /** What differs by kind of text: its type, input mode, autofill, focus on open. */
  textField?: Pick<TextFieldProps, 'type' | 'inputMode' | 'autoComplete' | 'autoFocus'>;
  /** Instead of the field's own blur (an amount is tidied first). */
  onBlur?: (field: ControllerRenderProps<Values>) => void;
  /** The input itself, given the bound field (its ref) and whether it is invalid. */
  children: (field: ControllerRenderProps<Values>, isInvalid: boolean) => ReactNode;
};

/**
 * A labelled text field bound by name to the surrounding react-hook-form form: its label, the
 * input the caller draws, its hint and its error; editing it clears its error.
 */
export function FormTextFrame<Values extends FieldValues>({
  name,
  label,
  hideLabel,
  description,
  isRequired,
  isDisabled,
  className = '',
  textField,
  onBlur,
  children,
}: Props<Values>) {
  const { field, error, isInvalid, change } = useFormField<Values>(name);
  return (
    <TextField
      {...textField}
      className={`${fieldClass} ${className}`}
      name={field.name}
      value={field.value ?? ''}
      onChange={change}
      onBlur={onBlur ? () => onBlur(field) : field.onBlur}
      isInvalid={isInvalid}
      isRequired={isRequired}
      isDisabled={isDisabled || field.disabled}
      validationBehavior="aria"
    >
      <FieldLabel isRequired={isRequired} isHidden={hideLabel}>
        {label}
      </FieldLabel>
      {children(field, isInvalid)}
      <FieldHelp description={description} error={error} />
    </TextField>
  );
}
