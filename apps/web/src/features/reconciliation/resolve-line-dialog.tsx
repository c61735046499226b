import {
  RECONCILIATION_STATE_LABELS,
  type ReconciliationLine,
  type ReconciliationResolveInput,
  reconciliationResolveSchema,
} from '@pelote/shared';
import { useState } from 'react';
import type * as z from 'zod';
import { FormDialog } from '@/components/form-dialog';
import { FormTextareaField } from '@/components/form-textarea-field';
import { useSchemaForm } from '@/lib/schema-form';
import { useResolveLine } from './reconciliation-api';

export const RESOLVE_LINE_TEXTS = {
  title: 'Résoudre la ligne',
  summary: (state: string, what: string) => `${state} : ${what}`,
  comment: 'Commentaire',
  commentHelp: 'Ce qui a été vérifié ou fait : il reste avec la ligne et dans le journal.',
  submit: 'Résoudre',
  pending: 'Enregistrement...',
  failed: 'Erreur lors de la résolution',
} as const;

const T = RESOLVE_LINE_TEXTS;
type Values = ReconciliationResolveInput;
type Output = z.output<typeof reconciliationResolveSchema>;

/** A flagged row resolved by hand with a comment (its own Idempotency-Key per opening). */
export function ResolveLineDialog({
  line,
  onClose,
  onResolved,
}: {
  line: ReconciliationLine;
  onClose: () => void;
  onResolved: (line: ReconciliationLine) => void;
}) {
  const form = useSchemaForm<Values, Output>(reconciliationResolveSchema, { commentaire: '' });
  const resolve = useResolveLine(line.id);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(values: Output) {
    setFailure(null);
    try {
      onResolved(await resolve.mutateAsync(values));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <FormDialog
      onClose={onClose}
      title={T.title}
      description={T.summary(
        RECONCILIATION_STATE_LABELS[line.etat],
        line.reference_operateur ?? line.paiement?.reference ?? '',
      )}
      form={form}
      onSubmit={submit}
      submitLabel={T.submit}
      pendingLabel={T.pending}
      isPending={form.formState.isSubmitting || resolve.isPending}
      error={failure}
      errorTitle={T.failed}
      size="sm"
    >
      <FormTextareaField<Values>
        name="commentaire"
        label={T.comment}
        description={T.commentHelp}
        isRequired
      />
    </FormDialog>
  );
}
