import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';

/** The pieces every form field shares: its label, its hint and its error, styled once. */

/** What a choice among options (a select, a combo box) is given. */
export type ChoiceFieldProps<Option> = {
  label: string;
  options: readonly Option[];
  /** The chosen option's id; '' or null when nothing is chosen. */
  value: string | null;
  onChange: (value: string) => void;
  onBlur?: () => void;
  description?: ReactNode;
  error?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  placeholder?: string;
  name?: string;
  className?: string;
};

export function fieldInputClass(isInvalid: boolean, extra = ''): string {
  return `h-11 w-full rounded-lg border bg-white px-3 text-base text-stone-900 shadow-sm placeholder:text-stone-400 disabled:bg-stone-100 sm:text-sm ${
    isInvalid ? 'border-red-600' : 'border-stone-300'
  } ${extra}`;
}

// min-w-0: in a grid or a flex row, a long value shrinks (and truncates) instead of widening the form.
export const fieldClass = 'flex min-w-0 flex-col gap-1.5';

type FieldLabelProps = {
  children: ReactNode;
  isRequired?: boolean;
  /** For screen readers only (e.g. the repeated fields of a list, under visible column titles). */
  isHidden?: boolean;
};

export function FieldLabel({ children, isRequired, isHidden }: FieldLabelProps) {
  return (
    <Label className={isHidden ? 'sr-only' : 'text-sm font-medium text-stone-800'}>
      {children}
      {isRequired ? (
        // The field itself says it is required (aria-required); the star is for the eyes.
        <span aria-hidden="true" className="text-red-700">
          {' '}
          *
        </span>
      ) : null}
    </Label>
  );
}

/** The hint under a field, then its error (announced with the field through aria-describedby). */
export function FieldHelp({ description, error }: { description?: ReactNode; error?: string }) {
  return (
    <>
      {description ? (
        <Text slot="description" className="text-sm text-stone-500">
          {description}
        </Text>
      ) : null}
      <FieldError className="text-sm text-red-700">{error}</FieldError>
    </>
  );
}
