import { formatDate, formatMoney, type SalesStats } from '@pelote/shared';
import { ChartColumn } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { InputField } from '@/components/input-field';
import { EmptyState, LoadingState } from '@/components/status';
import { useSelectedShop } from '@/lib/selected-shop';
import { useSalesStats } from './sales-stats-api';
import { SalesStatsBlocks } from './sales-stats-blocks';
import { StatsFailure } from './stats-failure';
import { StatsFigures } from './stats-figures';
import { daysBetween, lastDays, periodError, QUICK_PERIODS, usePeriodParams } from './stats-period';
import { StatsSection } from './stats-section';

export const SALES_STATS_TEXTS = {
  title: 'Statistiques des ventes',
  period: 'Période',
  from: 'Du',
  to: 'Au',
  quick: (days: number) => `${days} jours`,
  quickLabel: (days: number) => `Les ${days} derniers jours`,
  shown: (debut: string, fin: string) => `Du ${formatDate(debut)} au ${formatDate(fin)}`,
  loading: 'Chargement des statistiques...',
  empty: 'Aucune vente sur la période',
  emptyText: 'Choisissez une autre période ou un autre magasin.',
  totals: 'Totaux de la période',
  revenue: "Chiffre d'affaires",
  sales: 'Ventes',
  quantity: 'Articles vendus',
} as const;

function PeriodPicker({ debut, fin }: { debut: string; fin: string }) {
  const { setPeriod } = usePeriodParams();
  const days = daysBetween(debut, fin);
  const today = lastDays(1).fin;
  return (
    <fieldset className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
      <legend className="sr-only">{SALES_STATS_TEXTS.period}</legend>
      <div className="grid grid-cols-2 gap-3 sm:flex">
        <InputField
          type="date"
          label={SALES_STATS_TEXTS.from}
          value={debut}
          max={fin}
          onChange={(event) => setPeriod({ debut: event.target.value, fin })}
        />
        <InputField
          type="date"
          label={SALES_STATS_TEXTS.to}
          value={fin}
          min={debut}
          onChange={(event) => setPeriod({ debut, fin: event.target.value })}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        {QUICK_PERIODS.map((count) => (
          <Button
            key={count}
            variant={days === count && fin === today ? 'primary' : 'secondary'}
            size="sm"
            aria-label={SALES_STATS_TEXTS.quickLabel(count)}
            aria-pressed={days === count && fin === today}
            onPress={() => setPeriod(lastDays(count))}
          >
            {SALES_STATS_TEXTS.quick(count)}
          </Button>
        ))}
      </div>
    </fieldset>
  );
}

function Totals({ stats }: { stats: SalesStats }) {
  const figures = [
    { label: SALES_STATS_TEXTS.revenue, value: formatMoney(stats.totaux.chiffre_affaire) },
    { label: SALES_STATS_TEXTS.sales, value: String(stats.totaux.ventes) },
    { label: SALES_STATS_TEXTS.quantity, value: String(stats.totaux.quantite) },
  ];
  return <StatsFigures label={SALES_STATS_TEXTS.totals} figures={figures} columns="sm:grid-cols-3" />;
}

/**
 * /statistiques, above the stock alerts: the sales of a period
 * (default: the last 30 days) per day, shop, product type and article, each drawn, tabled and
 * downloadable as CSV. Scope: the selected shop, or every shop for direction (then per shop too).
 */
export function SalesStatisticsSection() {
  const { shopId, isLoading: shopLoading, isLocked } = useSelectedShop();
  const { debut, fin } = usePeriodParams();
  const invalid = periodError(debut, fin);
  const query = useSalesStats(
    { magasin: shopId ?? undefined, date_debut: debut, date_fin: fin },
    !shopLoading && invalid === null,
  );
  const stats = query.data;
  const fallback = lastDays(30);
  const shownDebut = debut ?? stats?.date_debut ?? fallback.debut;
  const shownFin = fin ?? stats?.date_fin ?? fallback.fin;

  let body: ReactNode;
  if (invalid) body = <Alert tone="error">{invalid}</Alert>;
  else if (query.isError) body = <StatsFailure query={query} refusedWith={[400]} />;
  else if (!stats) body = <LoadingState label={SALES_STATS_TEXTS.loading} />;
  else if (stats.totaux.ventes === 0) {
    body = (
      <EmptyState icon={ChartColumn} title={SALES_STATS_TEXTS.empty} text={SALES_STATS_TEXTS.emptyText} />
    );
  } else {
    body = (
      <div className="flex flex-col gap-4" aria-busy={query.isFetching}>
        <Totals stats={stats} />
        <SalesStatsBlocks
          stats={stats}
          showShops={!isLocked && shopId === null}
          shopId={shopId ?? undefined}
        />
      </div>
    );
  }

  return (
    <StatsSection
      id="sales-statistics-title"
      title={SALES_STATS_TEXTS.title}
      subtitle={stats && !invalid ? SALES_STATS_TEXTS.shown(stats.date_debut, stats.date_fin) : null}
      level={2}
    >
      <PeriodPicker debut={shownDebut} fin={shownFin} />
      {body}
    </StatsSection>
  );
}
