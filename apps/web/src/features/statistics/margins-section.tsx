import { formatDate } from '@pelote/shared';
import { Coins } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/button';
import { EmptyState, LoadingState } from '@/components/status';
import { useSelectedShop } from '@/lib/selected-shop';
import { useSession } from '@/lib/session';
import { useMargins } from './margins-api';
import { LowMargins, MarginGroupPicker, MarginsBlock } from './margins-blocks';
import { monthPeriod, useMarginGroup } from './margins-period';
import { ShopResults } from './margins-results';
import { MarginsTotals } from './margins-totals';
import { StatsFailure } from './stats-failure';
import { lastDays, periodError, usePeriodParams } from './stats-period';
import { StatsSection } from './stats-section';
import { ValuationSection } from './valuation-section';

export const MARGINS_TEXTS = {
  title: 'Marges et valorisation',
  shown: (debut: string, fin: string) =>
    `Du ${formatDate(debut)} au ${formatDate(fin)}, sur la période choisie plus haut`,
  months: 'Mois entiers',
  thisMonth: 'Ce mois-ci',
  lastMonth: 'Mois dernier',
  loading: 'Chargement des marges...',
  empty: 'Aucune vente sur la période.',
  emptyText: 'Choisissez une autre période ou un autre magasin.',
} as const;

const T = MARGINS_TEXTS;

function MonthButtons({ debut, fin }: { debut: string; fin: string }) {
  const { setPeriod } = usePeriodParams();
  const months = [
    { label: T.thisMonth, period: monthPeriod(0) },
    { label: T.lastMonth, period: monthPeriod(-1) },
  ];
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">{T.months}</legend>
      {months.map(({ label, period }) => {
        const isShown = period.debut === debut && period.fin === fin;
        return (
          <Button
            key={label}
            size="sm"
            variant={isShown ? 'primary' : 'secondary'}
            aria-pressed={isShown}
            onPress={() => setPeriod(period)}
          >
            {label}
          </Button>
        );
      })}
    </fieldset>
  );
}

/**
 * /statistiques, for direction only: the margins of the page's period (revenue, cost of sales,
 * margin and rate, sales of unknown cost apart) grouped per article, type, shop or month, each
 * shop's result per month (margin less expenses), the articles of low margin, then the stock's
 * value at a date. A gerant never sees it (the server
 * answers them 403 anyway).
 */
export function MarginsSection() {
  const isDirection = useSession().user?.role === 'direction';
  if (!isDirection) return null;
  return <DirectionMargins />;
}

function DirectionMargins() {
  const { shopId, isLoading: shopLoading } = useSelectedShop();
  const period = usePeriodParams();
  const fallback = lastDays(30);
  const debut = period.debut ?? fallback.debut;
  const fin = period.fin ?? fallback.fin;
  const invalid = periodError(debut, fin);
  const [groupe, setGroupe] = useMarginGroup();
  const query = useMargins(
    { date_debut: debut, date_fin: fin, groupe, magasin: shopId ?? undefined },
    !shopLoading && invalid === null,
  );
  const margins = query.data;

  // A period the server would refuse is said once, under the page's period picker.
  let body: ReactNode = null;
  if (invalid) body = null;
  else if (query.isError) body = <StatsFailure query={query} />;
  else if (!margins) body = <LoadingState label={T.loading} />;
  else if (margins.lignes.length === 0) {
    body = (
      <>
        <EmptyState icon={Coins} title={T.empty} text={T.emptyText} />
        <ShopResults results={margins.resultats} />
      </>
    );
  } else {
    body = (
      <div className="flex flex-col gap-4" aria-busy={query.isFetching}>
        <MarginsTotals total={margins.total} />
        <MarginGroupPicker value={groupe} onChange={setGroupe} />
        <MarginsBlock margins={margins} />
        <ShopResults results={margins.resultats} />
        <LowMargins items={margins.faibles_marges} />
      </div>
    );
  }

  return (
    <StatsSection
      id="margins-title"
      title={T.title}
      subtitle={invalid ? null : T.shown(debut, fin)}
      level={2}
    >
      <MonthButtons debut={debut} fin={fin} />
      {body}
      <ValuationSection shopId={shopId ?? undefined} enabled={!shopLoading} />
    </StatsSection>
  );
}
