import { ARTICLE_KINDS, type CatalogueSummary, formatMoney } from '@pelote/shared';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { CATALOGUE_TYPE_STYLE } from './catalogue-type-style';

export const CATALOGUE_CARD_TEXTS = {
  region: 'Types de produits',
  active: (count: number) => `${count} article${count > 1 ? 's' : ''} actif${count > 1 ? 's' : ''}`,
  range: (min: number, max: number) =>
    min === max ? formatMoney(min) : `De ${formatMoney(min)} à ${formatMoney(max)}`,
  noPrice: 'Aucun prix',
} as const;

const T = CATALOGUE_CARD_TEXTS;

/** One card per type: its active articles and their price range; each opens the type's screen. */
export function CatalogueCards({ summary }: { summary: CatalogueSummary }) {
  return (
    <section aria-label={T.region}>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {summary.map((entry) => {
          const kind = ARTICLE_KINDS[entry.type];
          const { icon: Icon } = CATALOGUE_TYPE_STYLE[entry.type];
          return (
            <li key={entry.type}>
              <Link
                to={kind.route}
                className="group flex h-full items-start gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm transition-colors hover:border-rose-300 hover:bg-rose-50/40"
              >
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-rose-50 text-rose-700">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="flex min-w-0 flex-1 flex-col gap-1">
                  <span className="font-semibold text-stone-900">{kind.texts.label}</span>
                  <span className="text-sm text-stone-700" data-testid={`catalogue-count-${entry.type}`}>
                    {T.active(entry.count)}
                  </span>
                  <span className="text-sm text-stone-500 tabular-nums">
                    {entry.prix_min !== null && entry.prix_max !== null
                      ? T.range(entry.prix_min, entry.prix_max)
                      : T.noPrice}
                  </span>
                </span>
                <ChevronRight
                  aria-hidden="true"
                  className="mt-1 size-4 shrink-0 text-stone-500 group-hover:text-rose-700"
                />
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
