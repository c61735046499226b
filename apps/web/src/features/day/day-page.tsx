import { formatDate, formatMoney, todayIso } from '@pelote/shared';
import { Building2, ChevronLeft, ChevronRight, Coins, Landmark, Receipt, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { FigureCard } from '@/components/figure-card';
import { Page } from '@/components/page';
import { PlainButton } from '@/components/plain-button';
import { EmptyState, LoadingState, QueryErrorState } from '@/components/status';
import { useTillDay } from './day-api';
import { DayShopCard } from './day-shop-card';

export const DAY_PAGE_TEXTS = {
  title: 'Journée',
  description: (date: string) => `Chaque magasin le ${date}`,
  date: 'Date',
  previous: 'Jour précédent',
  next: 'Jour suivant',
  loading: 'Chargement de la journée...',
  loadError: 'Erreur lors du chargement de la journée',
  empty: 'Aucun magasin',
  emptyText: 'Créez un magasin pour suivre ses journées.',
  figures: 'Totaux du jour',
  takings: 'Encaissements',
  expenses: 'Dépenses',
  bank: 'En transit vers la banque',
  office: 'En transit vers le siège',
  shops: 'Les magasins',
} as const;

const T = DAY_PAGE_TEXTS;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The day before or after a 'yyyy-mm-dd' (days are Abidjan's, which is UTC). */
const shift = (day: string, days: number) =>
  new Date(new Date(`${day}T00:00:00.000Z`).getTime() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * /journee, for direction: the day chosen (today in Abidjan by default, kept in the URL) of every
 * shop — its till and Z, the Z's difference, the takings per method, the expenses by category and
 * the deposits — with the day's totals above.
 */
export function DayPage() {
  const [params, setParams] = useSearchParams();
  const today = todayIso();
  const asked = params.get('date') ?? '';
  const date = ISO_DAY.test(asked) && asked <= today ? asked : today;
  const query = useTillDay(date);
  const go = (day: string) => setParams(day === today ? {} : { date: day }, { replace: true });

  let body: ReactNode;
  if (query.isPending) body = <LoadingState label={T.loading} />;
  else if (query.isError && !query.data) body = <QueryErrorState title={T.loadError} query={query} />;
  else if (query.data.magasins.length === 0)
    body = <EmptyState icon={Store} title={T.empty} text={T.emptyText} />;
  else {
    const { totaux, magasins } = query.data;
    const takings = Object.values(totaux.encaissements).reduce((sum, amount) => sum + amount, 0);
    body = (
      <div className="flex flex-col gap-6" aria-busy={query.isFetching}>
        <section aria-label={T.figures}>
          <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
            <FigureCard icon={Coins} label={T.takings} value={formatMoney(takings)} tone="emerald" />
            <FigureCard icon={Receipt} label={T.expenses} value={formatMoney(totaux.depenses)} tone="red" />
            <FigureCard
              icon={Landmark}
              label={T.bank}
              value={formatMoney(totaux.en_transit.depot_banque)}
              tone="sky"
            />
            <FigureCard
              icon={Building2}
              label={T.office}
              value={formatMoney(totaux.en_transit.depot_siege)}
              tone="amber"
            />
          </dl>
        </section>
        <section aria-labelledby="journee-magasins" className="flex flex-col gap-3">
          <h2 id="journee-magasins" className="text-lg font-semibold text-stone-900">
            {T.shops}
          </h2>
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            {magasins.map((shop) => (
              <DayShopCard key={shop.magasin.id} shop={shop} />
            ))}
          </div>
        </section>
      </div>
    );
  }

  return (
    <Page title={T.title} description={T.description(formatDate(date))}>
      <div className="flex flex-wrap items-end gap-2">
        <PlainButton
          variant="secondary"
          icon={<ChevronLeft aria-hidden="true" className="size-4" />}
          onPress={() => go(shift(date, -1))}
        >
          {T.previous}
        </PlainButton>
        <label className="flex flex-col gap-1.5 text-sm font-medium text-stone-800">
          {T.date}
          <input
            type="date"
            value={date}
            max={today}
            onChange={(event) => (ISO_DAY.test(event.target.value) ? go(event.target.value) : undefined)}
            className="min-h-11 rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900 shadow-sm sm:text-sm"
          />
        </label>
        <PlainButton
          variant="secondary"
          icon={<ChevronRight aria-hidden="true" className="size-4" />}
          isDisabled={date >= today}
          onPress={() => go(shift(date, 1))}
        >
          {T.next}
        </PlainButton>
      </div>
      {body}
    </Page>
  );
}
