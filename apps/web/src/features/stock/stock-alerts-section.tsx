import {
  ARTICLE_TYPE_LABELS,
  CATALOGUE_TYPES,
  type CatalogueType,
  STOCK_MESSAGES,
  type StockAlertsPage,
} from '@pelote/shared';
import { CircleAlert, HeartPulse, RotateCw, Store, TriangleAlert } from 'lucide-react';
import { type ReactNode, useEffect, useId } from 'react';
import { ToggleButton } from 'react-aria-components';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { FigureCard } from '@/components/figure-card';
import { Pagination } from '@/components/pagination';
import { EmptyState, LoadingState, QueryErrorState } from '@/components/status';
import { useListParams } from '@/components/use-list-params';
import { useSelectedShop } from '@/lib/selected-shop';
import { StockAlertsTable } from './stock-alerts-table';
import { useStockAlerts } from './stock-api';

export const STOCK_ALERTS_TEXTS = {
  title: 'Alertes de stock',
  refresh: 'Actualiser',
  refreshing: 'Actualisation...',
  active: (count: number) => `${count} alerte${count > 1 ? 's' : ''} active${count > 1 ? 's' : ''}`,
  summary: 'Résumé des alertes',
  critical: 'Stock critique',
  warning: 'Stock bas',
  shops: 'Magasins concernés',
  types: "Filtrer par type d'article",
  chip: (label: string, count: number) => `${label} (${count})`,
  loading: 'Chargement des alertes...',
  healthyText: "Aucun article n'est à son seuil d'alerte ou en dessous.",
  pager: 'Pagination des alertes',
} as const;

const T = STOCK_ALERTS_TEXTS;

/** Alerts per page. */
export const STOCK_ALERTS_PAGE_SIZE = 10;

const FILTER_KEYS = ['type'] as const;

function isCatalogueType(value: string): value is CatalogueType {
  return (CATALOGUE_TYPES as readonly string[]).includes(value);
}

/** One chip per article type with alerts; pressing one filters the table, pressing it again clears. */
function TypeChips({
  resume,
  type,
  onChange,
}: {
  resume: StockAlertsPage['resume'];
  type: CatalogueType | undefined;
  onChange: (type: CatalogueType | '') => void;
}) {
  if (resume.par_type.length === 0) return null;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, named for screen readers.
    <div role="group" aria-label={T.types} className="flex flex-wrap gap-2">
      {resume.par_type.map((entry) => (
        <ToggleButton
          key={entry.type}
          isSelected={entry.type === type}
          onChange={(isSelected) => onChange(isSelected ? entry.type : '')}
          className="inline-flex h-10 items-center rounded-full border border-stone-300 bg-white px-3 text-sm text-stone-700 outline-none sm:h-9 hover:bg-stone-50 data-[focus-visible]:outline-2 data-[focus-visible]:outline-solid data-[focus-visible]:outline-rose-600 data-[selected]:border-rose-700 data-[selected]:bg-rose-700 data-[selected]:text-white"
        >
          {T.chip(ARTICLE_TYPE_LABELS[entry.type], entry.count)}
        </ToggleButton>
      ))}
    </div>
  );
}

/**
 * 'Alertes de stock': the items at or under their threshold in scope (the selected
 * shop, all shops for direction when none, a gerant's own shop), with 'Actualiser', the count
 * badge, three summary cards, a chip per type and the table. Type and page live in the URL.
 */
export function StockAlertsSection() {
  const { shopId } = useSelectedShop();
  const list = useListParams(FILTER_KEYS);
  const type = isCatalogueType(list.filters.type) ? list.filters.type : undefined;
  const query = useStockAlerts({
    page: list.page,
    page_size: STOCK_ALERTS_PAGE_SIZE,
    magasin: shopId ?? undefined,
    type,
  });
  const data = query.data;
  const titleId = useId();

  const { setPage } = list;
  useEffect(() => {
    if (data && data.total_pages > 0 && list.page > data.total_pages) setPage(data.total_pages);
  }, [data, list.page, setPage]);

  const active = data ? data.resume.critique + data.resume.attention : null;

  let body: ReactNode;
  if (query.isPending) body = <LoadingState label={T.loading} />;
  else if (!data || query.isError)
    body = <QueryErrorState title={STOCK_MESSAGES.alertsLoadError} query={query} />;
  else if (data.count === 0 && !type)
    body = <EmptyState icon={HeartPulse} title={STOCK_MESSAGES.healthy} text={T.healthyText} />;
  else
    body = (
      <>
        <dl aria-label={T.summary} className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-3">
          <FigureCard icon={CircleAlert} label={T.critical} value={data.resume.critique} tone="red" />
          <FigureCard icon={TriangleAlert} label={T.warning} value={data.resume.attention} tone="amber" />
          <FigureCard icon={Store} label={T.shops} value={data.resume.magasins} tone="sky" />
        </dl>
        <TypeChips resume={data.resume} type={type} onChange={(next) => list.setFilters({ type: next })} />
        <div className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
          <StockAlertsTable items={data.results} isBusy={query.isPlaceholderData} />
        </div>
        <Pagination
          page={Math.min(list.page, Math.max(1, data.total_pages))}
          totalPages={data.total_pages}
          onPageChange={list.setPage}
          label={T.pager}
        />
      </>
    );

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id={titleId} className="text-lg font-semibold text-stone-900">
            {T.title}
          </h2>
          {active !== null ? <Badge tone={active > 0 ? 'red' : 'green'}>{T.active(active)}</Badge> : null}
        </div>
        <Button
          variant="secondary"
          icon={<RotateCw aria-hidden="true" className="size-4" />}
          onPress={() => void query.refetch()}
          isPending={query.isFetching && !query.isPending}
          pendingLabel={T.refreshing}
        >
          {T.refresh}
        </Button>
      </div>
      {body}
    </section>
  );
}
