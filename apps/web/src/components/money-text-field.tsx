import { InputField } from './input-field';

type MoneyTextFieldProps = {
  label: string;
  /** The amount as typed ('15 000,50'): the caller parses it on submit. */
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
};

/** An amount in FCFA kept outside the form's schema (a limit, a cap), typed with the decimal keypad. */
export function MoneyTextField({ label, value, onChange, error }: MoneyTextFieldProps) {
  return (
    <InputField
      label={label}
      inputMode="decimal"
      autoComplete="off"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}
