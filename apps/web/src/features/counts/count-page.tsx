import { ARTICLE_TYPE_LABELS, COUNT_STATUS_LABELS, type CountArticle, lotName } from '@pelote/shared';
import { Minus, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '@/components/alert';
import { Badge } from '@/components/badge';
import { BarcodeField } from '@/components/barcode-field';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { InputField } from '@/components/input-field';
import { Page } from '@/components/page';
import { Pagination } from '@/components/pagination';
import { EmptyState, ErrorState, LoadingState } from '@/components/status';
import type { ScannedArticle } from '@/lib/barcode/barcode-api';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { useSession } from '@/lib/session';
import { CountReview } from './count-review';
import { getCountArticles, useCount, useCountArticles, useCountLines, useCountStep } from './counts-api';

export const COUNT_PAGE_TEXTS = {
  title: (id: number) => `Inventaire n° ${id}`,
  loading: 'Chargement de l’inventaire...',
  loadError: 'Erreur lors du chargement de l’inventaire',
  back: 'Tous les inventaires',
  allTypes: 'Tous les articles',
  left: (n: number) => `Reste à compter : ${n}`,
  search: 'Rechercher ou scanner',
  searchPlaceholder: 'Nom ou code-barres',
  onlyLeft: 'Reste à compter',
  all: 'Tout',
  listLabel: 'Articles à compter',
  notCounted: 'Pas encore compté',
  counted: (n: number) => `Compté : ${n}`,
  less: (name: string) => `Un de moins : ${name}`,
  more: (name: string) => `Un de plus : ${name}`,
  quantity: (name: string) => `Quantité comptée : ${name}`,
  empty: 'Rien à compter ici',
  emptyText: 'Tout est compté, ou la recherche ne trouve rien.',
  sendFailed: 'Le comptage n’a pas été enregistré : ',
  cancel: 'Annuler l’inventaire',
  cancelTitle: 'Annuler cet inventaire ?',
  cancelMessage: 'Les lignes comptées seront abandonnées ; le stock ne change pas.',
  cancelling: 'Annulation...',
  keep: 'Retour',
  closed: (statut: string) => `Inventaire ${statut.toLowerCase()} : il ne se modifie plus.`,
  scanned: (name: string, n: number) => `${name} : ${n} compté(s)`,
  scanLots: (name: string) => `${name} : plusieurs bains, touchez + sur le bon bain.`,
  scanNotInCount: (name: string) => `${name} n’est pas dans cet inventaire.`,
} as const;

const T = COUNT_PAGE_TEXTS;

/** One lot to count: its name, what is counted, and big − / + buttons (a typed number works too). */
function CountRow({
  item,
  onCount,
  isDisabled,
}: {
  item: CountArticle;
  onCount: (quantite: number) => void;
  isDisabled: boolean;
}) {
  const name = `${item.article.nom}${item.bain ? ` · ${lotName(item.bain)}` : ''}`;
  const [text, setText] = useState(item.quantite_comptee === null ? '' : String(item.quantite_comptee));
  useEffect(
    () => setText(item.quantite_comptee === null ? '' : String(item.quantite_comptee)),
    [item.quantite_comptee],
  );
  const current = item.quantite_comptee ?? 0;
  return (
    <li className="flex flex-col gap-2 px-3 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium break-words text-stone-900">{name}</p>
        <p className="text-xs text-stone-500">
          {ARTICLE_TYPE_LABELS[item.article.type]} ·{' '}
          {item.quantite_comptee === null ? T.notCounted : T.counted(item.quantite_comptee)}
        </p>
      </div>
      <div className="flex items-center gap-2">
        <Button
          variant="secondary"
          aria-label={T.less(name)}
          className="size-12 shrink-0 px-0"
          isDisabled={isDisabled || current === 0}
          onPress={() => onCount(current - 1)}
          icon={<Minus aria-hidden="true" className="size-5" />}
        />
        <input
          aria-label={T.quantity(name)}
          inputMode="numeric"
          className="h-12 w-20 rounded-lg border border-stone-300 text-center text-lg font-semibold"
          value={text}
          disabled={isDisabled}
          onChange={(event) => setText(event.target.value.replace(/[^0-9]/g, ''))}
          onBlur={() => {
            if (text !== '' && Number(text) !== item.quantite_comptee) onCount(Number(text));
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && text !== '') onCount(Number(text));
          }}
        />
        <Button
          aria-label={T.more(name)}
          className="size-12 shrink-0 px-0"
          isDisabled={isDisabled}
          onPress={() => onCount(current + 1)}
          icon={<Plus aria-hidden="true" className="size-5" />}
        />
      </div>
    </li>
  );
}

/**
 * /inventaires/{id}: the counting screen, made for a phone — search (a scanner typing into the field
 * works), big − / + buttons, what is left to count; for direction, the differences and their
 * reasons, then the validation.
 */
export function CountPage() {
  const id = Number(useParams().countId);
  const count = useCount(id);
  const { user } = useSession();
  const [q, setQ] = useState('');
  const [search, setSearch] = useState('');
  const [onlyLeft, setOnlyLeft] = useState(false);
  const [page, setPage] = useState(1);
  const articles = useCountArticles(id, { q: search, reste: onlyLeft, page });
  const send = useCountLines(id);
  const step = useCountStep(id);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [cancelKey] = useState(newIdempotencyKey);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(q.trim());
      setPage(1);
    }, 250);
    return () => clearTimeout(timer);
  }, [q]);

  if (count.isPending) return <LoadingState label={T.loading} />;
  if (count.isError)
    return (
      <ErrorState title={T.loadError} error={count.error.message} onRetry={() => void count.refetch()} />
    );
  const head = count.data;
  const open = head.statut === 'en_cours';

  /** A scan counts one more of the article, when it has a single lot here; else its lots are shown. */
  async function countScanned(article: ScannedArticle): Promise<string> {
    const lines = (
      await getCountArticles(id, { q: article.code_barre, reste: false, page: 1 })
    ).results.filter((item) => item.article.id === article.id);
    const [line] = lines;
    if (!line) return T.scanNotInCount(article.nom);
    if (lines.length > 1) {
      setQ(article.code_barre);
      return T.scanLots(article.nom);
    }
    const counted = (line.quantite_comptee ?? 0) + 1;
    setError(null);
    await send.mutateAsync([{ article: article.id, bain: line.bain, quantite_comptee: counted }]);
    return T.scanned(article.nom, counted);
  }

  function record(item: CountArticle, quantite: number) {
    setError(null);
    send.mutate([{ article: item.article.id, bain: item.bain, quantite_comptee: quantite }], {
      onError: (failure) => setError(`${T.sendFailed}${failure.message}`),
    });
  }

  return (
    <Page
      title={T.title(head.id)}
      description={`${head.magasin.nom} · ${head.type_article ? ARTICLE_TYPE_LABELS[head.type_article] : T.allTypes}`}
      actions={
        <>
          <Link
            to="/inventaires"
            className="touch-target inline-flex items-center text-sm font-medium text-rose-700"
          >
            {T.back}
          </Link>
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
        <section className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-3 shadow-sm">
          <BarcodeField onArticle={countScanned} magasin={head.magasin.id} isDisabled={step.isPending} />
          <InputField
            label={T.search}
            type="search"
            placeholder={T.searchPlaceholder}
            value={q}
            onChange={(event) => setQ(event.target.value)}
          />
          <fieldset className="flex gap-2" aria-label={T.listLabel}>
            <Button
              variant={onlyLeft ? 'secondary' : 'primary'}
              size="sm"
              aria-pressed={!onlyLeft}
              onPress={() => {
                setOnlyLeft(false);
                setPage(1);
              }}
            >
              {T.all}
            </Button>
            <Button
              variant={onlyLeft ? 'primary' : 'secondary'}
              size="sm"
              aria-pressed={onlyLeft}
              onPress={() => {
                setOnlyLeft(true);
                setPage(1);
              }}
            >
              {T.onlyLeft}
            </Button>
          </fieldset>
          {articles.isPending ? (
            <LoadingState label={T.loading} />
          ) : articles.isError ? (
            <ErrorState
              title={T.loadError}
              error={articles.error.message}
              onRetry={() => void articles.refetch()}
            />
          ) : articles.data.results.length === 0 ? (
            <EmptyState title={T.empty} text={T.emptyText} />
          ) : (
            <ul aria-label={T.listLabel} className="divide-y divide-stone-200">
              {articles.data.results.map((item) => (
                <CountRow
                  key={`${item.article.id}-${item.bain}`}
                  item={item}
                  onCount={(quantite) => record(item, quantite)}
                  isDisabled={send.isPending}
                />
              ))}
            </ul>
          )}
          {articles.data && articles.data.total_pages > 1 ? (
            <Pagination page={page} totalPages={articles.data.total_pages} onPageChange={setPage} />
          ) : null}
        </section>
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
