import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { InputError } from '@/components/input-field';
import { CLOSE_TILL_TEXTS as T } from './close-till-texts';
import type { CloseLine, CommentFormValues } from './till-forms';

/** The required comment under a line with a difference, its error below it. */
export function TillCommentField({ line }: { line: CloseLine }) {
  const id = useId();
  const { register, formState } = useFormContext<CommentFormValues>();
  const error = formState.errors[line.method]?.message;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {T.comment(line.method)}
        <span aria-hidden="true" className="text-red-700">
          {' '}
          *
        </span>
      </label>
      <textarea
        id={id}
        rows={2}
        required
        {...register(line.method)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`w-full rounded-lg border bg-white px-3 py-2 text-base text-stone-900 shadow-sm sm:text-sm ${
          error ? 'border-red-600' : 'border-stone-300'
        }`}
      />
      <InputError id={`${id}-error`} error={error} />
    </div>
  );
}
