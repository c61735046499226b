import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';

type InputFieldProps = ComponentPropsWithRef<'input'> & {
  label: string;
  /** The French validation message shown under the field. */
  error?: string;
  /** A button inside the field's right edge (e.g. show/hide password). */
  endAdornment?: ReactNode;
};

/**
 * A labelled text input with its error under it, wired for screen readers. Works with
 * react-hook-form: `<InputField label="…" error={errors.x?.message} {...register('x')} />`.
 */
export function InputField({
  label,
  error,
  endAdornment,
  id,
  className = '',
  ...inputProps
}: InputFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={inputId} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`h-11 w-full rounded-lg border bg-white px-3 text-base text-stone-900 shadow-sm placeholder:text-stone-400 sm:text-sm ${
            error ? 'border-red-600' : 'border-stone-300'
          } ${endAdornment ? 'pr-11' : ''}`}
          {...inputProps}
        />
        {endAdornment ? (
          <div className="absolute inset-y-0 right-0 flex items-center pr-1">{endAdornment}</div>
        ) : null}
      </div>
      <InputError id={errorId} error={error} />
    </div>
  );
}

/** A field's French error under it, `id` for the field's aria-describedby; nothing without one. */
export function InputError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="text-sm text-red-700">
      {error}
    </p>
  ) : null;
}
