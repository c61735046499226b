import { ARTICLE_KINDS, ARTICLE_TYPE_LABELS } from '@pelote/shared';
import { SearchX } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Badge } from '@/components/badge';
import { BarcodeField } from '@/components/barcode-field';
import { Money } from '@/components/money';
import { Pagination } from '@/components/pagination';
import { SearchField } from '@/components/search-field';
import { EmptyState, ErrorState, LoadingState } from '@/components/status';
import { useListParams } from '@/components/use-list-params';
import { useCatalogueSearch } from './catalogue-api';
import { CATALOGUE_TYPE_STYLE } from './catalogue-type-style';

export const CATALOGUE_SEARCH_TEXTS = {
  label: 'Rechercher dans tout le catalogue',
  placeholder: 'Nom d’un article...',
  results: 'Résultats de la recherche',
  loading: 'Recherche...',
  error: 'Erreur lors de la recherche',
  none: 'Aucun résultat trouvé',
  count: (count: number) => `${count} résultat${count > 1 ? 's' : ''}`,
} as const;

const T = CATALOGUE_SEARCH_TEXTS;

/**
 * A search by name across every type; each result opens its type's screen filtered on it, and so
 * does a scanned barcode.
 */
export function CatalogueSearch() {
  const navigate = useNavigate();
  const { filters, setFilters, page, setPage } = useListParams(['q']);
  const q = filters.q;
  const search = useCatalogueSearch(q, page);
  const data = search.data;

  let results = null;
  if (q !== '') {
    if (search.isPending) results = <LoadingState label={T.loading} />;
    else if (search.isError && !data)
      results = (
        <ErrorState title={T.error} error={search.error.message} onRetry={() => void search.refetch()} />
      );
    else if (data && data.count === 0) results = <EmptyState icon={SearchX} title={T.none} />;
    else if (data)
      results = (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-stone-600" aria-live="polite">
            {T.count(data.count)}
          </p>
          <ul aria-label={T.results} className="divide-y divide-stone-100 rounded-xl border border-stone-200">
            {data.results.map((item) => {
              const kind = ARTICLE_KINDS[item.type];
              return (
                <li key={item.id}>
                  <Link
                    to={`${kind.route}?nom=${encodeURIComponent(item.nom)}`}
                    className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 hover:bg-stone-50"
                  >
                    <span className="min-w-0 flex-1 font-medium break-words text-stone-900">{item.nom}</span>
                    <Badge tone={CATALOGUE_TYPE_STYLE[item.type].tone}>
                      {ARTICLE_TYPE_LABELS[item.type]}
                    </Badge>
                    <span className="text-sm text-stone-700">
                      <Money value={item.prix_unitaire} />
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
          <Pagination page={page} totalPages={data.total_pages} onPageChange={setPage} label={T.results} />
        </div>
      );
  }

  return (
    <section className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5">
      <SearchField
        label={T.label}
        placeholder={T.placeholder}
        value={q}
        onChange={(value) => setFilters({ q: value })}
      />
      <BarcodeField
        single
        onArticle={(article) => {
          void navigate(`${ARTICLE_KINDS[article.type].route}?nom=${encodeURIComponent(article.nom)}`);
          return undefined;
        }}
      />
      {results}
    </section>
  );
}
