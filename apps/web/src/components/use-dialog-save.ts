import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { showServerFieldErrors } from '@/lib/server-field-errors';

/**
 * The save of a record's form dialog: one Idempotency-Key per opened dialog (kept across retries),
 * and on failure the server's `detail` for above the buttons (else `failedText`) and its per-field
 * messages under the fields named in `fields`; on success the dialog closes.
 */
export function useDialogSave<Values extends FieldValues, Payload>({
  form,
  save,
  onClose,
  fields,
  failedText,
}: {
  form: Pick<UseFormReturn<Values>, 'setError'>;
  save: (payload: Payload, key: string) => Promise<unknown>;
  onClose: () => void;
  fields: object;
  failedText: string;
}) {
  const [key] = useState(newIdempotencyKey);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(payload: Payload) {
    setFailure(null);
    try {
      await save(payload, key);
      onClose();
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : failedText);
      showServerFieldErrors(form, error, fields);
    }
  }

  return { failure, submit };
}
