import {
  ARTICLE_TYPE_LABELS,
  CATALOGUE_TYPES,
  type CatalogueType,
  can,
  STOCK_MESSAGES,
} from '@pelote/shared';
import { Boxes, PackagePlus, Store } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Alert } from '@/components/alert';
import { FilterSelectField } from '@/components/filter-select-field';
import { lazyOnUse, usePrefetchOnIdle } from '@/components/lazy-on-use';
import { Page, PENDING_DESCRIPTION } from '@/components/page';
import { PlainButton } from '@/components/plain-button';
import { EmptyState, ErrorState, LoadingState, QueryErrorState } from '@/components/status';
import type { StockAdded } from '@/components/stock-dialog';
import { useListParams } from '@/components/use-list-params';
import { useSelectedShop } from '@/lib/selected-shop';
import { useSession } from '@/lib/session';
import { useStockLines } from './stock-api';
import { StockOverviewContent } from './stock-overview-content';
import { STOCK_OVERVIEW_TEXTS } from './stock-overview-texts';
import { ToSettleSection } from './to-settle-section';

export { STOCK_OVERVIEW_TEXTS } from './stock-overview-texts';

const T = STOCK_OVERVIEW_TEXTS;

// The add-stock form (react-hook-form, zod, number fields) is not needed to draw the stock:
// fetched on idle once it has drawn, or on first press.
const StockDialog = lazyOnUse(async () => (await import('@/components/stock-dialog')).StockDialog);

/** Lines per page: big shops hold hundreds of articles. */
export const STOCK_OVERVIEW_PAGE_SIZE = 20;

const ALL = 'tous';
const TYPE_OPTIONS = [
  { id: ALL, label: T.allTypes },
  ...CATALOGUE_TYPES.map((type) => ({ id: type, label: ARTICLE_TYPE_LABELS[type] })),
];
const FILTER_KEYS = ['magasin', 'type'] as const;

function isCatalogueType(value: string): value is CatalogueType {
  return (CATALOGUE_TYPES as readonly string[]).includes(value);
}

/**
 * /stock 'Aperçu des stocks': one shop's stock (the selected shop, else the first;
 * a gerant's own), its totals (articles, types, quantity), its lines grouped by type with their
 * quantity, a type filter and pages of 20. Shop, type and page live in the URL.
 */
export function StockOverviewPage() {
  const { user } = useSession();
  const {
    shopId: selectedId,
    shops,
    isLoading,
    isLocked,
    loadError: shopsError,
    retry: retryShops,
    isRetrying: isRetryingShops,
  } = useSelectedShop();
  const list = useListParams(FILTER_KEYS);
  const [isAdding, setAdding] = useState(false);
  const [added, setAdded] = useState<StockAdded | null>(null);
  usePrefetchOnIdle(StockDialog.prefetch);

  const requested = Number(list.filters.magasin);
  let shopId: number | null;
  if (isLocked) shopId = selectedId;
  else if (shops.some((shop) => shop.id === requested)) shopId = requested;
  else shopId = selectedId ?? shops[0]?.id ?? null;
  const shop = shops.find((entry) => entry.id === shopId) ?? null;
  const type = isCatalogueType(list.filters.type) ? list.filters.type : undefined;

  const query = useStockLines(shopId, { page: list.page, page_size: STOCK_OVERVIEW_PAGE_SIZE, type });
  const data = query.data;

  const { setPage } = list;
  useEffect(() => {
    if (data && data.total_pages > 0 && list.page > data.total_pages) setPage(data.total_pages);
  }, [data, list.page, setPage]);

  // Drawn from the start for whoever may add stock (waiting for the shop, disabled), so that the
  // header keeps its height and the page does not move when the shops arrive.
  const actions = can(user?.role, 'stock:write') ? (
    <PlainButton
      icon={<PackagePlus aria-hidden="true" className="size-4" />}
      isDisabled={shop === null}
      onPress={() => setAdding(true)}
    >
      {T.add}
    </PlainButton>
  ) : null;

  let body: ReactNode;
  if (isLoading) body = <LoadingState label={T.loadingShops} />;
  else if (shopsError !== null)
    body = (
      <ErrorState title={T.shopsError} error={shopsError} onRetry={retryShops} isRetrying={isRetryingShops} />
    );
  else if (shopId === null) body = <EmptyState icon={Store} title={T.noShop} />;
  else if (query.isPending) body = <LoadingState label={T.loading} />;
  else if (!data) body = <QueryErrorState title={STOCK_MESSAGES.stocksLoadError} query={query} />;
  else if (data.totals.articles === 0) body = <EmptyState icon={Boxes} title={STOCK_MESSAGES.emptyShop} />;
  else
    body = (
      <StockOverviewContent
        data={data}
        query={query}
        page={list.page}
        onPageChange={list.setPage}
        onClearType={() => list.setFilters({ type: '' })}
      />
    );

  return (
    <Page
      title={T.title}
      description={shop ? shop.nom : isLoading ? PENDING_DESCRIPTION : undefined}
      actions={actions}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FilterSelectField
          label={T.shop}
          options={shops.map((entry) => ({ id: String(entry.id), label: entry.nom }))}
          value={shopId === null ? null : String(shopId)}
          onChange={(next) => {
            setAdded(null);
            list.setFilters({ magasin: next });
          }}
          isDisabled={isLocked || shops.length === 0}
        />
        <FilterSelectField
          label={T.type}
          options={TYPE_OPTIONS}
          value={type ?? ALL}
          onChange={(next) => list.setFilters({ type: next === ALL ? '' : next })}
          isDisabled={shopId === null}
        />
      </div>
      {added ? <Alert tone="success">{T.added(added)}</Alert> : null}
      {shopId !== null ? <ToSettleSection shopId={shopId} /> : null}
      {body}
      {isAdding && shop ? (
        <StockDialog shop={shop} onClose={() => setAdding(false)} onAdded={setAdded} />
      ) : null}
    </Page>
  );
}
