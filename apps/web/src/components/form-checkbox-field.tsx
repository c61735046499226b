import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { Checkbox } from 'react-aria-components';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useFormField } from './use-form-field';

type FormCheckboxFieldProps<Values extends FieldValues> = {
  name: FieldPath<Values>;
  label: ReactNode;
  description?: ReactNode;
  className?: string;
};

/** A labelled checkbox (Space toggles it) bound by name to a boolean of the form. */
export function FormCheckboxField<Values extends FieldValues = FieldValues>({
  name,
  label,
  description,
  className = '',
}: FormCheckboxFieldProps<Values>) {
  const { field, error, isInvalid, change } = useFormField<Values>(name);
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <Checkbox
        name={field.name}
        isSelected={Boolean(field.value)}
        onChange={change}
        onBlur={field.onBlur}
        isInvalid={isInvalid}
        isDisabled={field.disabled}
        inputRef={field.ref}
        className="group flex cursor-default items-center gap-2 text-sm text-stone-800"
      >
        <span className="flex size-5 shrink-0 items-center justify-center rounded border border-stone-400 bg-white group-data-[selected]:border-rose-700 group-data-[selected]:bg-rose-700 group-data-[focus-visible]:outline-2 group-data-[focus-visible]:outline-offset-2 group-data-[focus-visible]:outline-rose-600 group-data-[invalid]:border-red-600">
          <Check aria-hidden="true" className="hidden size-3.5 text-white group-data-[selected]:block" />
        </span>
        {label}
      </Checkbox>
      {description ? <p className="pl-7 text-sm text-stone-500">{description}</p> : null}
      {error ? <p className="pl-7 text-sm text-red-700">{error}</p> : null}
    </div>
  );
}
