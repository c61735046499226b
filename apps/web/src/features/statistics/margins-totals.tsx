import { formatMoney, formatRate, type Margins, marginTone } from '@pelote/shared';
import { StatsFigures } from './stats-figures';

export const MARGINS_TOTALS_TEXTS = {
  totals: 'Marges de la période',
  revenue: "Chiffre d'affaires",
  cost: 'Coût des ventes',
  margin: 'Marge',
  rate: 'Taux de marge',
  unknown: 'Coût inconnu',
  unknownFigures: (revenue: string, quantity: number) =>
    `${revenue} · ${quantity} article${quantity > 1 ? 's' : ''} vendu${quantity > 1 ? 's' : ''}`,
  unknownHelp: 'Ventes dont le coût est inconnu, exclues du taux de marge',
} as const;

const T = MARGINS_TOTALS_TEXTS;

/** Red for a negative margin, amber for one under 10 %. */
export const TONE_CLASS = {
  negative: 'text-red-700',
  low: 'text-amber-800',
  normal: 'text-stone-900',
} as const;

/**
 * The period's revenue, cost of sales, margin and margin rate (sales of known cost only), and
 * beside them the sales of unknown cost, counted apart.
 */
export function MarginsTotals({ total }: { total: Margins['total'] }) {
  const tone = TONE_CLASS[marginTone(total.taux_marge)];
  const figures = [
    { label: T.revenue, value: formatMoney(total.chiffre_affaires), tone: TONE_CLASS.normal },
    { label: T.cost, value: formatMoney(total.cout_ventes), tone: TONE_CLASS.normal },
    { label: T.margin, value: formatMoney(total.marge), tone },
    { label: T.rate, value: formatRate(total.taux_marge), tone },
  ];
  return (
    <div className="flex flex-col gap-3">
      <StatsFigures label={T.totals} figures={figures} columns="sm:grid-cols-2 xl:grid-cols-4" />
      {total.quantite_cout_inconnu > 0 || total.chiffre_affaires_cout_inconnu !== 0 ? (
        <dl aria-label={T.unknown} className="rounded-2xl border border-amber-200 bg-amber-50 p-4">
          <dt className="text-sm font-medium text-amber-900">{T.unknown}</dt>
          <dd className="font-semibold break-words text-stone-900 tabular-nums">
            {T.unknownFigures(formatMoney(total.chiffre_affaires_cout_inconnu), total.quantite_cout_inconnu)}
          </dd>
          <dd className="text-sm text-stone-700">{T.unknownHelp}</dd>
        </dl>
      ) : null}
    </div>
  );
}
