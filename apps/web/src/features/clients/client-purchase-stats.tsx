import { type ClientPurchaseSummary, formatDate, formatMoney } from '@pelote/shared';
import { Calendar, ShoppingBag, ShoppingCart, Wallet } from 'lucide-react';
import { FigureCard } from '@/components/figure-card';
import { Money } from '@/components/money';
import { Panel } from '@/components/panel';
import { ErrorState, LoadingState } from '@/components/status';

export const PURCHASE_STATS_TEXTS = {
  label: "Statistiques d'achat",
  count: 'Total achats',
  turnover: "Chiffre d'affaires",
  average: 'Panier moyen',
  last: 'Dernier achat',
  never: 'Jamais',
  topTitle: 'Articles les plus achetés',
  noArticle: 'Aucun article trouvé',
  quantity: (n: number) => `${n} unité${n > 1 ? 's' : ''}`,
  loading: 'Chargement des statistiques...',
  loadError: 'Erreur lors du chargement',
} as const;

const T = PURCHASE_STATS_TEXTS;
const STAT_VALUE = 'text-lg font-semibold whitespace-nowrap text-stone-900 tabular-nums';

type ClientPurchaseStatsProps = {
  summary: ClientPurchaseSummary | undefined;
  error: Error | null;
  isFetching: boolean;
  onRetry: () => void;
};

/** The four figures and the top 5 articles by quantity. */
export function ClientPurchaseStats({ summary, error, isFetching, onRetry }: ClientPurchaseStatsProps) {
  if (!summary) {
    return (
      <section aria-label={T.label} className="rounded-2xl border border-stone-200 bg-white shadow-sm">
        {error ? (
          <ErrorState title={T.loadError} error={error.message} onRetry={onRetry} isRetrying={isFetching} />
        ) : (
          <LoadingState label={T.loading} />
        )}
      </section>
    );
  }
  const figures = [
    { icon: ShoppingCart, label: T.count, value: String(summary.nombre_achats) },
    { icon: Wallet, label: T.turnover, value: formatMoney(summary.chiffre_affaire) },
    { icon: ShoppingBag, label: T.average, value: formatMoney(summary.panier_moyen) },
    {
      icon: Calendar,
      label: T.last,
      value: summary.dernier_achat ? formatDate(summary.dernier_achat) : T.never,
    },
  ];
  return (
    <>
      <section aria-label={T.label}>
        <dl className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-4">
          {figures.map((figure) => (
            <FigureCard key={figure.label} {...figure} valueClassName={STAT_VALUE} />
          ))}
        </dl>
      </section>
      <Panel
        id="client-top-articles"
        title={T.topTitle}
        className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
        titleClassName="text-base font-semibold text-stone-900"
      >
        {summary.top_articles.length === 0 ? (
          <p className="mt-3 text-sm text-stone-500">{T.noArticle}</p>
        ) : (
          <ol className="mt-3 divide-y divide-stone-100">
            {summary.top_articles.map((article, index) => (
              <li key={article.article_id} className="flex items-center gap-3 py-2 text-sm">
                <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-stone-100 text-xs font-semibold text-stone-600">
                  {index + 1}
                </span>
                <span className="min-w-0 flex-1 break-words text-stone-900">{article.article_name}</span>
                <span className="whitespace-nowrap text-stone-600">{T.quantity(article.quantite)}</span>
                <span className="hidden text-stone-500 sm:inline">
                  <Money value={article.total} />
                </span>
              </li>
            ))}
          </ol>
        )}
      </Panel>
    </>
  );
}
