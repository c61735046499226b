import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';

/**
 * Shows a refusal's per-field messages (an `ApiError`'s `errors`) under the form's fields: those
 * named in `fields` (the form's values), after `rename` (a server name to the field's).
 */
export function showServerFieldErrors<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, 'setError'>,
  error: unknown,
  fields: object,
  rename: Record<string, string> = {},
) {
  if (!(error instanceof ApiError && error.errors)) return;
  for (const [field, message] of Object.entries(error.errors)) {
    const name = rename[field] ?? field;
    if (name in fields) form.setError(name as Path<Values>, { message });
  }
}
