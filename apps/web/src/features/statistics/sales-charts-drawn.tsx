import { formatMoney } from '@pelote/shared';
import {
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

/**
 * The charts of the sales statistics, drawn with recharts: loaded only when a chart scrolls into
 * view (sales-charts.tsx), so the page and its tables come without recharts' weight. Amounts arrive in hundredths and are drawn in
 * FCFA; axis ticks are compact ('15 k'), tooltips give the exact amount ('1 500,00 FCFA'). The
 * same figures are in the table beside each chart, which is what screen readers get.
 */

export const CHART_TEXTS = { revenue: "Chiffre d'affaires", sales: 'Ventes', quantity: 'Quantité' } as const;

/** What the bar charts may draw instead of the revenue: another amount, named in the tooltip. */
export type AmountName = { name?: string };

const ROSE = '#be123c';
const SKY = '#0369a1';
const compact = new Intl.NumberFormat('fr-FR', { notation: 'compact', maximumFractionDigits: 1 });

/** Axis tick: 1 500 000 FCFA → '1,5 M'. */
export function compactTick(value: number): string {
  return compact.format(value);
}

/** Drawn amounts are FCFA; the tooltip shows them as money, counts as they are. */
function tooltipValue(value: unknown, name: unknown): [string, string] {
  const label = String(name);
  const number = typeof value === 'number' ? value : Number(value);
  const isCount = label === CHART_TEXTS.sales || label === CHART_TEXTS.quantity;
  return [isCount ? String(number) : formatMoney(Math.round(number * 100)), label];
}

const fcfa = (hundredths: number) => hundredths / 100;
const wrapper = { width: '100%', height: '100%' } as const;
const initialDimension = { width: 320, height: 256 };

export type DayPoint = { date: string; ventes: number; chiffre_affaire: number };

/** '2026-11-22' → '22/11'. */
const dayTick = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;

export function SalesPerDayChart({ data }: { data: DayPoint[] }) {
  const points = data.map((day) => ({ date: day.date, ca: fcfa(day.chiffre_affaire), ventes: day.ventes }));
  return (
    <ResponsiveContainer {...wrapper} initialDimension={initialDimension}>
      <ComposedChart
        data={points}
        margin={{ top: 8, right: 4, bottom: 0, left: 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="date" tickFormatter={dayTick} fontSize={12} minTickGap={16} />
        <YAxis yAxisId="ca" tickFormatter={compactTick} fontSize={12} width={48} />
        <YAxis yAxisId="ventes" orientation="right" allowDecimals={false} fontSize={12} width={32} />
        <Tooltip formatter={tooltipValue} labelFormatter={(label) => dayTick(String(label))} />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <Bar yAxisId="ca" dataKey="ca" name={CHART_TEXTS.revenue} fill={ROSE} radius={[3, 3, 0, 0]} />
        <Line
          yAxisId="ventes"
          dataKey="ventes"
          name={CHART_TEXTS.sales}
          stroke={SKY}
          dot={false}
          strokeWidth={2}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}

export type LabelledPoint = { label: string; chiffre_affaire: number };

/** Revenue (or the amount `name` says) per category (shop, product type), vertical bars. */
export function RevenueBarChart({
  data,
  name = CHART_TEXTS.revenue,
}: { data: LabelledPoint[] } & AmountName) {
  const points = data.map((item) => ({ label: item.label, ca: fcfa(item.chiffre_affaire) }));
  return (
    <ResponsiveContainer {...wrapper} initialDimension={initialDimension}>
      <BarChart data={points} margin={{ top: 8, right: 4, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" fontSize={12} interval={0} />
        <YAxis tickFormatter={compactTick} fontSize={12} width={48} />
        <Tooltip formatter={tooltipValue} />
        <Bar dataKey="ca" name={name} fill={ROSE} radius={[3, 3, 0, 0]} />
      </BarChart>
    </ResponsiveContainer>
  );
}

/** An article name short enough for one line of the axis (the table gives it in full). */
const shortName = (name: string) => (name.length > 14 ? `${name.slice(0, 13)}…` : name);

type TickProps = { x?: number | string; y?: number | string; payload?: { value?: unknown } };

/** One line per article on the axis (recharts' own tick wraps long names over the bars). */
function ArticleTick({ x, y, payload }: TickProps) {
  return (
    <text x={Number(x)} y={Number(y)} dy={4} textAnchor="end" fontSize={11} fill="#57534e">
      {shortName(String(payload?.value ?? ''))}
    </text>
  );
}

/** Revenue (or the amount `name` says) per article, horizontal bars (long names on the left axis). */
export function RevenueRankingChart({
  data,
  name = CHART_TEXTS.revenue,
}: { data: LabelledPoint[] } & AmountName) {
  const points = data.map((item) => ({ label: item.label, ca: fcfa(item.chiffre_affaire) }));
  return (
    <ResponsiveContainer {...wrapper} initialDimension={initialDimension}>
      <BarChart
        data={points}
        layout="vertical"
        margin={{ top: 0, right: 8, bottom: 0, left: 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" tickFormatter={compactTick} fontSize={12} />
        <YAxis type="category" dataKey="label" width={112} interval={0} tick={ArticleTick} />
        <Tooltip formatter={tooltipValue} />
        <Bar dataKey="ca" name={name} fill={ROSE} radius={[0, 3, 3, 0]} />
      </BarChart>
    </ResponsiveContainer>
  );
}
