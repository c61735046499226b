import { ARTICLE_TYPE_LABELS, COUNT_STATUS_LABELS } from '@pelote/shared';
import { useState } from 'react';
import { useParams } from 'react-router';
import { Alert } from '@/components/alert';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Page } from '@/components/page';
import { ErrorState, LoadingState } from '@/components/status';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { useSession } from '@/lib/session';
import { BackToCountsLink } from './back-to-counts-link';
import { CountArticlesSection } from './count-articles-section';
import { COUNT_PAGE_TEXTS } from './count-page-texts';
import { CountReview } from './count-review';
import { useCount, useCountStep } from './counts-api';
import { useCountArticlesList } from './use-count-articles-list';

export { COUNT_PAGE_TEXTS };

const T = COUNT_PAGE_TEXTS;

/**
 * /inventaires/{id}: the counting screen, made for a phone — search (a scanner typing into the field
 * works), big − / + buttons, what is left to count; for direction, the differences and their
 * reasons, then the validation.
 */
export function CountPage() {
  const id = Number(useParams().countId);
  const count = useCount(id);
  const { user } = useSession();
  const list = useCountArticlesList(id);
  const step = useCountStep(id);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [cancelKey] = useState(newIdempotencyKey);
  const [error, setError] = useState<string | null>(null);

  if (count.isPending) return <LoadingState label={T.loading} />;
  if (count.isError)
    return (
      <ErrorState title={T.loadError} error={count.error.message} onRetry={() => void count.refetch()} />
    );
  const head = count.data;
  const open = head.statut === 'en_cours';

  return (
    <Page
      title={T.title(head.id)}
      description={`${head.magasin.nom} · ${head.type_article ? ARTICLE_TYPE_LABELS[head.type_article] : T.allTypes}`}
      actions={
        <>
          <BackToCountsLink>{T.back}</BackToCountsLink>
          {open ? (
            <Button variant="danger" onPress={() => setConfirmCancel(true)}>
              {T.cancel}
            </Button>
          ) : null}
        </>
      }
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={open ? 'blue' : head.statut === 'valide' ? 'green' : 'red'}>
          {COUNT_STATUS_LABELS[head.statut]}
        </Badge>
        {open ? <span className="text-sm font-medium text-stone-800">{T.left(head.restants)}</span> : null}
      </div>
      {!open ? <Alert tone="info">{T.closed(COUNT_STATUS_LABELS[head.statut])}</Alert> : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      {open ? (
        <CountArticlesSection count={head} list={list} isScanDisabled={step.isPending} onError={setError} />
      ) : null}
      <CountReview count={head} canValidate={user?.role === 'direction'} step={step} />
      <ConfirmDialog
        isOpen={confirmCancel}
        onOpenChange={setConfirmCancel}
        title={T.cancelTitle}
        message={T.cancelMessage}
        onConfirm={() =>
          step.mutate(
            { key: cancelKey, step: 'annuler' },
            {
              onSuccess: () => setConfirmCancel(false),
              onError: (failure) => {
                setConfirmCancel(false);
                setError(failure.message);
              },
            },
          )
        }
        isPending={step.isPending}
        confirmLabel={T.cancel}
        pendingLabel={T.cancelling}
        cancelLabel={T.keep}
      />
    </Page>
  );
}
