import { zodResolver } from '@hookform/resolvers/zod';
import type { TillMethod, TillSession } from '@pelote/shared';
import { useRef, useState } from 'react';
import { type FieldValues, type Resolver, useForm } from 'react-hook-form';
import type * as z from 'zod';
import { Button } from '@/components/button';
import { FormMoneyField } from '@/components/form-money-field';
import { Modal, ModalBody } from '@/components/modal';
import { LoadingState, QueryErrorState } from '@/components/status';
import { CloseTillDone } from './close-till-done';
import { CloseTillReview } from './close-till-review';
import { CloseStepForm } from './close-till-step-form';
import { CLOSE_TILL_TEXTS as T } from './close-till-texts';
import { useCloseTill, useTillReport } from './till-api';
import {
  type CommentFormValues,
  type Comments,
  type CountFormValues,
  type Counts,
  closeLines,
  commentFormSchema,
  countFormSchema,
  countLabel,
  emptyCounts,
  methodsToCount,
} from './till-forms';

export { CLOSE_TILL_TEXTS } from './close-till-texts';

type CloseTillDialogProps = {
  session: TillSession;
  onClose: () => void;
  /** Called when the dialog is left after the close succeeded. */
  onClosed?: (session: TillSession) => void;
};

/** A resolver checking against the schema as it is at that moment (the X report is read again). */
function currentSchemaResolver<Values extends FieldValues, Output>(
  schema: () => z.ZodType<Output, Partial<Values>>,
): Resolver<Values, unknown, Output> {
  return (values, context, options) => zodResolver(schema())(values, context, options as never) as never;
}

/**
 * The close in two steps. First the counts per method are typed (cash, and each mobile-money method
 * the session took) without any expected amount in sight; then expected, counted and difference per
 * method, each difference with its required comment, and a confirmation. The server's refusal keeps
 * everything typed and the expected amounts are read again; its answer, the Z, ends the dialog with
 * its number and its PDF.
 */
export function CloseTillDialog({ session, onClose, onClosed }: CloseTillDialogProps) {
  const report = useTillReport(session.id, { refetchOnMount: 'always' });
  const closeTill = useCloseTill(session.id);
  const [step, setStep] = useState<'count' | 'review'>('count');
  const [counts, setCounts] = useState<Counts>({});
  const [closed, setClosed] = useState<TillSession | null>(null);
  const methods = report.data ? methodsToCount(report.data) : (['especes'] as TillMethod[]);
  const lines = report.data ? closeLines(counts, report.data.attendus) : [];
  const current = useRef({ methods, lines });
  current.current = { methods, lines };
  const countForm = useForm<CountFormValues, unknown, Counts>({
    resolver: currentSchemaResolver<CountFormValues, Counts>(() => countFormSchema(current.current.methods)),
    defaultValues: emptyCounts(),
  });
  const commentForm = useForm<CommentFormValues, unknown, Comments>({
    resolver: currentSchemaResolver<CommentFormValues, Comments>(() =>
      commentFormSchema(current.current.lines),
    ),
  });

  function leave() {
    if (closeTill.isPending) return;
    if (closed) onClosed?.(closed);
    onClose();
  }

  async function toReview(values: Counts) {
    setCounts(values);
    // The expected amounts as they are now: sales may have come in while counting.
    await report.refetch();
    setStep('review');
  }

  let content: React.ReactNode;
  if (closed) content = <CloseTillDone session={closed} onLeave={leave} />;
  else if (report.isPending)
    content = (
      <ModalBody>
        <LoadingState label={T.loading} />
      </ModalBody>
    );
  else if (report.isError && !report.data)
    content = (
      <ModalBody>
        <QueryErrorState title={T.loadError} query={report} />
      </ModalBody>
    );
  else if (step === 'count')
    content = (
      <CloseStepForm
        form={countForm}
        onValid={toReview}
        body={
          <>
            <p className="text-sm text-stone-600">{T.countText}</p>
            {methods.map((method) => (
              <FormMoneyField<CountFormValues>
                key={method}
                name={method}
                label={countLabel(method)}
                isRequired
              />
            ))}
          </>
        }
        footer={
          <>
            <Button variant="secondary" slot="close" className="min-h-11">
              {T.cancel}
            </Button>
            <Button type="submit" className="min-h-11" isPending={report.isFetching && !report.isPending}>
              {T.next}
            </Button>
          </>
        }
      />
    );
  else
    content = (
      <CloseTillReview
        form={commentForm}
        counts={counts}
        lines={lines}
        report={report}
        closeTill={closeTill}
        onBack={() => setStep('count')}
        onClosed={setClosed}
      />
    );

  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => (isOpen ? undefined : leave())}
      title={closed ? `${T.doneTitle} · ${closed.numero_z}` : T.title}
      description={session.magasin.nom}
      isDismissable={!closeTill.isPending}
    >
      {content}
    </Modal>
  );
}
