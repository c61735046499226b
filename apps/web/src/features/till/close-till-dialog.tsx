import { zodResolver } from '@hookform/resolvers/zod';
import { TILL_METHOD_LABELS, type TillMethod, type TillSession } from '@pelote/shared';
import { FileDown } from 'lucide-react';
import { type ReactNode, useId, useRef, useState } from 'react';
import { FormProvider, type Resolver, useForm } from 'react-hook-form';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { FormMoneyField } from '@/components/form-money-field';
import { Modal, ModalBody, ModalFooter } from '@/components/modal';
import { ErrorState, LoadingState } from '@/components/status';
import { useCloseTill, useTillReport } from './till-api';
import {
  type CloseLine,
  type CountFormValues,
  type Counts,
  closeLines,
  commentSchema,
  countFormSchema,
  countLabel,
  emptyCounts,
  methodsToCount,
} from './till-forms';
import { CloseLinesTable, ZSummary } from './till-report-view';
import { downloadZReport } from './z-download';

export const CLOSE_TILL_TEXTS = {
  title: 'Clôturer la caisse',
  countText:
    'Comptez ce qui se trouve dans la caisse et saisissez-le. Les montants attendus s’affichent à l’étape suivante.',
  loading: 'Préparation de la clôture...',
  loadError: 'Erreur lors du chargement du rapport X',
  next: 'Continuer',
  back: 'Modifier les comptages',
  cancel: 'Annuler',
  reviewTitle: 'Comptage et montants attendus',
  reviewText: 'Vérifiez les écarts ; chaque écart doit être expliqué par un commentaire.',
  comment: (method: TillMethod) => `Commentaire (${TILL_METHOD_LABELS[method]})`,
  close: 'Clôturer la caisse',
  confirm: 'La clôture est définitive : le Z ne pourra plus être modifié. Clôturer la caisse maintenant ?',
  confirmYes: 'Confirmer la clôture',
  pending: 'Clôture en cours...',
  doneTitle: 'Caisse clôturée',
  download: 'Télécharger le Z (PDF)',
  downloading: 'Téléchargement...',
  finish: 'Fermer',
} as const;

const T = CLOSE_TILL_TEXTS;

type Step = 'count' | 'review';

type CloseTillDialogProps = {
  session: TillSession;
  onClose: () => void;
  /** Called when the dialog is left after the close succeeded. */
  onClosed?: (session: TillSession) => void;
};

/** A labelled comment box under a line with a difference; its error below it. */
function CommentField({
  line,
  value,
  error,
  onChange,
  inputRef,
}: {
  line: CloseLine;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  inputRef: (element: HTMLTextAreaElement | null) => void;
}) {
  const id = useId();
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
        ref={inputRef}
        rows={2}
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`w-full rounded-lg border bg-white px-3 py-2 text-base text-stone-900 shadow-sm sm:text-sm ${
          error ? 'border-red-600' : 'border-stone-300'
        }`}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
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
  const methods = report.data ? methodsToCount(report.data) : (['especes'] as TillMethod[]);
  const methodsRef = useRef(methods);
  methodsRef.current = methods;
  const resolver: Resolver<CountFormValues, unknown, Counts> = (values, context, options) =>
    zodResolver(countFormSchema(methodsRef.current))(values, context, options as never) as never;
  const form = useForm<CountFormValues, unknown, Counts>({ resolver, defaultValues: emptyCounts() });
  const closeTill = useCloseTill(session.id);

  const [step, setStep] = useState<Step>('count');
  const [counts, setCounts] = useState<Counts>({});
  const [comments, setComments] = useState<Partial<Record<TillMethod, string>>>({});
  const [commentErrors, setCommentErrors] = useState<Partial<Record<TillMethod, string>>>({});
  const [isConfirming, setIsConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [closed, setClosed] = useState<TillSession | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [isDownloading, setIsDownloading] = useState(false);
  const commentRefs = useRef(new Map<TillMethod, HTMLTextAreaElement>());

  const isPending = closeTill.isPending;
  const lines = report.data ? closeLines(counts, report.data.attendus) : [];
  const gapLines = lines.filter((line) => line.ecart !== 0);

  function leave() {
    if (isPending) return;
    if (closed) onClosed?.(closed);
    onClose();
  }

  async function toReview(values: Counts) {
    setCounts(values);
    setFailure(null);
    setIsConfirming(false);
    // The expected amounts as they are now: sales may have come in while counting.
    await report.refetch();
    setStep('review');
  }

  function askConfirmation() {
    const errors: Partial<Record<TillMethod, string>> = {};
    for (const line of gapLines) {
      const parsed = commentSchema.safeParse(comments[line.method] ?? '');
      if (!parsed.success) errors[line.method] = parsed.error.issues[0]?.message;
    }
    setCommentErrors(errors);
    const first = gapLines.find((line) => errors[line.method]);
    if (first) {
      commentRefs.current.get(first.method)?.focus();
      return;
    }
    setIsConfirming(true);
  }

  async function confirmClose() {
    setFailure(null);
    const commentaires: Partial<Record<TillMethod, string>> = {};
    for (const line of gapLines) commentaires[line.method] = (comments[line.method] ?? '').trim();
    try {
      setClosed(await closeTill.mutateAsync({ comptes: counts, commentaires }));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      setIsConfirming(false);
      // What is expected may have changed (a sale came in): read it again, keep what was typed.
      void report.refetch();
    }
  }

  async function download(done: TillSession) {
    setDownloadError(null);
    setIsDownloading(true);
    try {
      await downloadZReport(done.id, done.numero_z ?? '');
    } catch (error) {
      setDownloadError(error instanceof Error ? error.message : String(error));
    } finally {
      setIsDownloading(false);
    }
  }

  let body: ReactNode;
  let footer: ReactNode;
  if (closed) {
    body = (
      <>
        <Alert tone="success" title={T.doneTitle}>
          {closed.magasin.nom}
        </Alert>
        <ZSummary session={closed} />
        {downloadError ? <Alert tone="error">{downloadError}</Alert> : null}
      </>
    );
    footer = (
      <>
        <Button variant="secondary" className="min-h-11" onPress={leave}>
          {T.finish}
        </Button>
        <Button
          className="min-h-11"
          icon={<FileDown aria-hidden="true" className="size-4" />}
          isPending={isDownloading}
          pendingLabel={T.downloading}
          onPress={() => void download(closed)}
        >
          {T.download}
        </Button>
      </>
    );
  } else if (report.isPending) {
    body = <LoadingState label={T.loading} />;
  } else if (report.isError && !report.data) {
    body = (
      <ErrorState
        title={T.loadError}
        error={report.error.message}
        onRetry={() => void report.refetch()}
        isRetrying={report.isFetching}
      />
    );
  } else if (step === 'count') {
    body = (
      <>
        <p className="text-sm text-stone-600">{T.countText}</p>
        {methods.map((method) => (
          <FormMoneyField<CountFormValues> key={method} name={method} label={countLabel(method)} isRequired />
        ))}
      </>
    );
    footer = (
      <>
        <Button variant="secondary" slot="close" className="min-h-11">
          {T.cancel}
        </Button>
        <Button type="submit" className="min-h-11" isPending={report.isFetching && !report.isPending}>
          {T.next}
        </Button>
      </>
    );
  } else {
    body = (
      <>
        <div>
          <h3 className="text-base font-semibold text-stone-900">{T.reviewTitle}</h3>
          {gapLines.length > 0 ? <p className="mt-1 text-sm text-stone-600">{T.reviewText}</p> : null}
        </div>
        {report.isError ? (
          <ErrorState
            title={T.loadError}
            error={report.error.message}
            onRetry={() => void report.refetch()}
            isRetrying={report.isFetching}
          />
        ) : null}
        <div className="overflow-x-auto">
          <CloseLinesTable
            label={T.reviewTitle}
            lines={lines}
            comments={(line) => (
              <CommentField
                line={line}
                value={comments[line.method] ?? ''}
                error={commentErrors[line.method]}
                onChange={(value) => {
                  setComments((current) => ({ ...current, [line.method]: value }));
                  setCommentErrors((current) => ({ ...current, [line.method]: undefined }));
                  setIsConfirming(false);
                }}
                inputRef={(element) => {
                  if (element) commentRefs.current.set(line.method, element);
                  else commentRefs.current.delete(line.method);
                }}
              />
            )}
          />
        </div>
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        {isConfirming ? <Alert tone="warning">{T.confirm}</Alert> : null}
      </>
    );
    footer = (
      <>
        <Button
          variant="secondary"
          className="min-h-11"
          isDisabled={isPending}
          onPress={() => {
            setIsConfirming(false);
            setStep('count');
          }}
        >
          {T.back}
        </Button>
        {isConfirming ? (
          <Button
            variant="danger"
            className="min-h-11"
            autoFocus
            isPending={isPending}
            pendingLabel={T.pending}
            onPress={() => void confirmClose()}
          >
            {T.confirmYes}
          </Button>
        ) : (
          <Button className="min-h-11" isDisabled={report.isFetching} onPress={askConfirmation}>
            {T.close}
          </Button>
        )}
      </>
    );
  }

  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => (isOpen ? undefined : leave())}
      title={closed ? `${T.doneTitle} · ${closed.numero_z}` : T.title}
      description={session.magasin.nom}
      isDismissable={!isPending}
    >
      <FormProvider {...form}>
        <form
          noValidate
          onSubmit={
            step === 'count' && !closed ? form.handleSubmit(toReview) : (event) => event.preventDefault()
          }
          className="flex min-h-0 flex-1 flex-col"
        >
          <ModalBody>{body}</ModalBody>
          {footer ? <ModalFooter>{footer}</ModalFooter> : null}
        </form>
      </FormProvider>
    </Modal>
  );
}
