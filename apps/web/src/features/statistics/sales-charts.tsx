import {
  type ComponentType,
  lazy,
  type ReactNode,
  type RefObject,
  Suspense,
  useEffect,
  useRef,
  useState,
} from 'react';
import type { AmountName, DayPoint, LabelledPoint } from './sales-charts-drawn';

export type { DayPoint, LabelledPoint } from './sales-charts-drawn';

/**
 * The sales statistics' charts, as the page places them. Each one loads recharts (the heaviest
 * library of the app) only when it comes near the screen: the statistics page opens with its
 * figures and tables first, and a chart nobody scrolls to costs nothing.
 */

const drawn = () => import('./sales-charts-drawn');
const DrawnSalesPerDay = lazy(async () => ({ default: (await drawn()).SalesPerDayChart }));
const DrawnRevenueBar = lazy(async () => ({ default: (await drawn()).RevenueBarChart }));
const DrawnRevenueRanking = lazy(async () => ({ default: (await drawn()).RevenueRankingChart }));

/** How far below the screen a chart starts loading, so it is usually drawn when it arrives. */
const AHEAD = '300px';

/** True once the element has come within AHEAD of the screen (at once where the browser can't tell). */
function useNearScreen(): [RefObject<HTMLDivElement | null>, boolean] {
  const ref = useRef<HTMLDivElement>(null);
  const [isNear, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (isNear || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear]);
  return [ref, isNear];
}

function ChartPlaceholder() {
  return <div aria-hidden="true" className="size-full animate-pulse rounded-lg bg-stone-100" />;
}

function WhenNearScreen({ children }: { children: ReactNode }) {
  const [ref, isNear] = useNearScreen();
  return (
    <div ref={ref} className="size-full">
      {isNear ? <Suspense fallback={<ChartPlaceholder />}>{children}</Suspense> : <ChartPlaceholder />}
    </div>
  );
}

function deferred<Props extends object>(Chart: ComponentType<Props>) {
  return function DeferredChart(props: Props) {
    return (
      <WhenNearScreen>
        <Chart {...props} />
      </WhenNearScreen>
    );
  };
}

/** Revenue (bars) and number of sales (line) per day. */
export const SalesPerDayChart = deferred<{ data: DayPoint[] }>(DrawnSalesPerDay);
/** Revenue (or the amount `name` says: 'Marge') per category (shop, product type, payment method), vertical bars. */
export const RevenueBarChart = deferred<{ data: LabelledPoint[] } & AmountName>(DrawnRevenueBar);
/** Revenue (or the amount `name` says) per article, horizontal bars. */
export const RevenueRankingChart = deferred<{ data: LabelledPoint[] } & AmountName>(DrawnRevenueRanking);
