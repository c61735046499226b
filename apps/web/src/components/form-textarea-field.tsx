import { TextArea } from 'react-aria-components';
import type { FieldValues } from 'react-hook-form';
import { FormTextFrame, type FormTextFrameProps } from './form-text-frame';

type FormTextareaFieldProps<Values extends FieldValues> = FormTextFrameProps<Values> & {
  placeholder?: string;
  rows?: number;
};

/** A labelled multi-line text bound by name to the surrounding react-hook-form form. */
export function FormTextareaField<Values extends FieldValues = FieldValues>({
  placeholder,
  rows = 3,
  ...props
}: FormTextareaFieldProps<Values>) {
  return (
    <FormTextFrame<Values> {...props}>
      {(field, isInvalid) => (
        <TextArea
          ref={field.ref}
          rows={rows}
          placeholder={placeholder}
          className={`w-full rounded-lg border bg-white px-3 py-2 text-base text-stone-900 shadow-sm placeholder:text-stone-400 sm:text-sm ${
            isInvalid ? 'border-red-600' : 'border-stone-300'
          }`}
        />
      )}
    </FormTextFrame>
  );
}
