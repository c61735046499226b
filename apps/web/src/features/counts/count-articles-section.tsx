import type { Count, CountArticle } from '@pelote/shared';
import { BarcodeField } from '@/components/barcode-field';
import { Button } from '@/components/button';
import { InputField } from '@/components/input-field';
import { Pagination } from '@/components/pagination';
import { EmptyState, ErrorState, LoadingState } from '@/components/status';
import type { ScannedArticle } from '@/lib/barcode/barcode-api';
import { COUNT_PAGE_TEXTS as T } from './count-page-texts';
import { CountRow } from './count-row';
import { getCountArticles, useCountLines } from './counts-api';
import type { CountArticlesList } from './use-count-articles-list';

type CountArticlesSectionProps = {
  count: Count;
  list: CountArticlesList;
  isScanDisabled: boolean;
  /** A failure to show on the page (null: none any more). */
  onError: (message: string | null) => void;
};

/** The counting itself: scan or search, 'Tout' or 'Reste à compter', and the lots with their − / +. */
export function CountArticlesSection({ count, list, isScanDisabled, onError }: CountArticlesSectionProps) {
  const send = useCountLines(count.id);
  const { articles } = list;

  /** A scan counts one more of the article, when it has a single lot here; else its lots are shown. */
  async function countScanned(article: ScannedArticle): Promise<string> {
    const lines = (
      await getCountArticles(count.id, { q: article.code_barre, reste: false, page: 1 })
    ).results.filter((item) => item.article.id === article.id);
    const [line] = lines;
    if (!line) return T.scanNotInCount(article.nom);
    if (lines.length > 1) {
      list.setQ(article.code_barre);
      return T.scanLots(article.nom);
    }
    const counted = (line.quantite_comptee ?? 0) + 1;
    onError(null);
    await send.mutateAsync([{ article: article.id, bain: line.bain, quantite_comptee: counted }]);
    return T.scanned(article.nom, counted);
  }

  function record(item: CountArticle, quantite: number) {
    onError(null);
    send.mutate([{ article: item.article.id, bain: item.bain, quantite_comptee: quantite }], {
      onError: (failure) => onError(`${T.sendFailed}${failure.message}`),
    });
  }

  return (
    <section className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-3 shadow-sm">
      <BarcodeField onArticle={countScanned} magasin={count.magasin.id} isDisabled={isScanDisabled} />
      <InputField
        label={T.search}
        type="search"
        placeholder={T.searchPlaceholder}
        value={list.q}
        onChange={(event) => list.setQ(event.target.value)}
      />
      <fieldset className="flex gap-2" aria-label={T.listLabel}>
        <Button
          variant={list.onlyLeft ? 'secondary' : 'primary'}
          size="sm"
          aria-pressed={!list.onlyLeft}
          onPress={() => list.showOnlyLeft(false)}
        >
          {T.all}
        </Button>
        <Button
          variant={list.onlyLeft ? 'primary' : 'secondary'}
          size="sm"
          aria-pressed={list.onlyLeft}
          onPress={() => list.showOnlyLeft(true)}
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
        <Pagination page={list.page} totalPages={articles.data.total_pages} onPageChange={list.setPage} />
      ) : null}
    </section>
  );
}
