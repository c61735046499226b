import type { TillReport, TillSession } from '@pelote/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { QueryErrorState } from '@/components/status';
import { CloseStepForm } from './close-till-step-form';
import { CLOSE_TILL_TEXTS as T } from './close-till-texts';
import type { useCloseTill } from './till-api';
import { TillCommentField } from './till-comment-field';
import type { CloseLine, CommentFormValues, Comments, Counts } from './till-forms';
import { CloseLinesTable } from './till-report-view';

type CloseTillReviewProps = {
  form: UseFormReturn<CommentFormValues, unknown, Comments>;
  counts: Counts;
  lines: CloseLine[];
  report: UseQueryResult<TillReport>;
  closeTill: ReturnType<typeof useCloseTill>;
  onBack: () => void;
  onClosed: (session: TillSession) => void;
};

/**
 * The close's second step: expected, counted and difference per method, a required comment under
 * each difference, then a confirmation. A refusal keeps what was typed and reads the expected
 * amounts again (a sale may have come in).
 */
export function CloseTillReview({
  form,
  counts,
  lines,
  report,
  closeTill,
  onBack,
  onClosed,
}: CloseTillReviewProps) {
  // The comments checked and waiting for the confirmation; any change asks for it again.
  const [checked, setChecked] = useState<Comments | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    const watching = form.watch(() => setChecked(null));
    return () => watching.unsubscribe();
  }, [form]);

  async function confirmClose(commentaires: Comments) {
    setFailure(null);
    try {
      onClosed(await closeTill.mutateAsync({ comptes: counts, commentaires }));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      setChecked(null);
      void report.refetch();
    }
  }

  const body = (
    <>
      <div>
        <h3 className="text-base font-semibold text-stone-900">{T.reviewTitle}</h3>
        {lines.some((line) => line.ecart !== 0) ? (
          <p className="mt-1 text-sm text-stone-600">{T.reviewText}</p>
        ) : null}
      </div>
      {report.isError ? <QueryErrorState title={T.loadError} query={report} /> : null}
      <div className="overflow-x-auto">
        <CloseLinesTable
          label={T.reviewTitle}
          lines={lines}
          comments={(line) => <TillCommentField line={line} />}
        />
      </div>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {checked ? <Alert tone="warning">{T.confirm}</Alert> : null}
    </>
  );
  const footer = (
    <>
      <Button variant="secondary" className="min-h-11" isDisabled={closeTill.isPending} onPress={onBack}>
        {T.back}
      </Button>
      {checked ? (
        <Button
          variant="danger"
          className="min-h-11"
          autoFocus
          isPending={closeTill.isPending}
          pendingLabel={T.pending}
          onPress={() => void confirmClose(checked)}
        >
          {T.confirmYes}
        </Button>
      ) : (
        <Button type="submit" className="min-h-11" isDisabled={report.isFetching}>
          {T.close}
        </Button>
      )}
    </>
  );
  return <CloseStepForm form={form} onValid={setChecked} body={body} footer={footer} />;
}
