import { STOCK_MESSAGES } from '@pelote/shared';
import { Boxes, FilterX, Layers, PackageSearch } from 'lucide-react';
import { FigureCard } from '@/components/figure-card';
import { Pagination } from '@/components/pagination';
import { PlainButton } from '@/components/plain-button';
import { EmptyState, QueryErrorState } from '@/components/status';
import type { useStockLines } from './stock-api';
import { StockOverviewLines } from './stock-overview-lines';
import { STOCK_OVERVIEW_TEXTS as T } from './stock-overview-texts';

type StockLinesQuery = ReturnType<typeof useStockLines>;

type StockOverviewContentProps = {
  data: NonNullable<StockLinesQuery['data']>;
  query: StockLinesQuery;
  page: number;
  onPageChange: (page: number) => void;
  onClearType: () => void;
};

/** A shop's stock once read: its totals, what is in transit, its lines by type and their pages. */
export function StockOverviewContent({
  data,
  query,
  page,
  onPageChange,
  onClearType,
}: StockOverviewContentProps) {
  return (
    <>
      <dl aria-label={T.totals} className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-3">
        <FigureCard icon={Boxes} label={T.articles} value={data.totals.articles} />
        <FigureCard icon={Layers} label={T.types} value={data.totals.types} tone="sky" />
        <FigureCard icon={PackageSearch} label={T.quantity} value={data.totals.quantite} tone="emerald" />
      </dl>
      {data.totals.en_transit && data.totals.en_transit.entrant + data.totals.en_transit.sortant > 0 ? (
        <p className="text-sm text-sky-800">
          {T.inTransit(data.totals.en_transit.entrant, data.totals.en_transit.sortant)}
        </p>
      ) : null}
      {query.isError ? <QueryErrorState title={STOCK_MESSAGES.stocksLoadError} query={query} /> : null}
      {data.results.length === 0 ? (
        <EmptyState
          title={T.noMatch}
          text={T.noMatchText}
          action={
            <PlainButton
              variant="secondary"
              icon={<FilterX aria-hidden="true" className="size-4" />}
              onPress={onClearType}
            >
              {T.clear}
            </PlainButton>
          }
        />
      ) : (
        <div
          aria-busy={query.isPlaceholderData || undefined}
          className={query.isPlaceholderData ? 'opacity-60' : ''}
        >
          <StockOverviewLines lines={data.results} totals={data.totals} />
        </div>
      )}
      <Pagination
        page={Math.min(page, Math.max(1, data.total_pages))}
        totalPages={data.total_pages}
        onPageChange={onPageChange}
        label={T.pager}
      />
    </>
  );
}
