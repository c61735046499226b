import {
  ARTICLE_TYPE_LABELS,
  formatMoney,
  formatRate,
  MARGIN_GROUPS,
  type MarginGroup,
  type Margins,
  marginTone,
} from '@pelote/shared';
import { Button } from '@/components/button';
import { Panel } from '@/components/panel';
import { TONE_CLASS } from './margins-totals';
import { RevenueBarChart, RevenueRankingChart } from './sales-charts';
import { StatsBlock, type StatsColumn } from './stats-block';

export const MARGINS_BLOCKS_TEXTS = {
  grouping: 'Regrouper les marges',
  groups: { article: 'Par article', type: 'Par type', magasin: 'Par magasin', mois: 'Par mois' },
  titles: {
    article: 'Marge par article',
    type: 'Marge par type de produit',
    magasin: 'Marge par magasin',
    mois: 'Marge par mois',
  },
  keys: { article: 'Article', type: 'Type', magasin: 'Magasin', mois: 'Mois' },
  quantity: 'Quantité',
  revenue: "Chiffre d'affaires",
  cost: 'Coût des ventes',
  margin: 'Marge',
  rate: 'Taux de marge',
  unknown: 'Coût inconnu (CA)',
  lowTitle: 'Marges faibles',
  lowHelp: 'Articles dont la marge est inférieure à 10 % ou négative, les plus faibles en premier.',
  lowEmpty: 'Aucun article sous 10 % de marge sur la période.',
  lowLine: (revenue: string, margin: string) => `CA ${revenue} · marge ${margin}`,
} as const;

const T = MARGINS_BLOCKS_TEXTS;

/** The articles' chart draws the best ones; the table lists them all. */
const CHART_ARTICLES = 10;

type MarginLine = Margins['lignes'][number];

/** Par article / Par type / Par magasin / Par mois: toggle buttons, one pressed. */
export function MarginGroupPicker({
  value,
  onChange,
}: {
  value: MarginGroup;
  onChange: (group: MarginGroup) => void;
}) {
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">{T.grouping}</legend>
      {MARGIN_GROUPS.map((group) => (
        <Button
          key={group}
          size="sm"
          variant={group === value ? 'primary' : 'secondary'}
          aria-pressed={group === value}
          onPress={() => onChange(group)}
        >
          {T.groups[group]}
        </Button>
      ))}
    </fieldset>
  );
}

function money(header: string, pick: (row: MarginLine) => number): StatsColumn<MarginLine> {
  return { header, cell: (row) => formatMoney(pick(row)), numeric: true };
}

function columnsFor(group: MarginGroup): StatsColumn<MarginLine>[] {
  const name: StatsColumn<MarginLine> = { header: T.keys[group], cell: (row) => row.libelle };
  const type: StatsColumn<MarginLine>[] =
    group === 'article'
      ? [{ header: T.keys.type, cell: (row) => (row.type ? ARTICLE_TYPE_LABELS[row.type] : '—') }]
      : [];
  return [
    name,
    ...type,
    { header: T.quantity, cell: (row) => String(row.quantite), numeric: true },
    money(T.revenue, (row) => row.chiffre_affaires),
    money(T.cost, (row) => row.cout_ventes),
    money(T.margin, (row) => row.marge),
    { header: T.rate, cell: (row) => formatRate(row.taux_marge), numeric: true },
    money(T.unknown, (row) => row.chiffre_affaires_cout_inconnu),
  ];
}

/** The lines as shown: months in calendar order, the rest by margin as the server sorts them. */
function shownLines(margins: Margins): MarginLine[] {
  if (margins.groupe !== 'mois') return margins.lignes;
  return [...margins.lignes].sort((a, b) => a.cle.localeCompare(b.cle));
}

/** The margin per group: a chart (loaded when it nears the screen) and the table of every figure. */
export function MarginsBlock({ margins }: { margins: Margins }) {
  const group = margins.groupe;
  const lines = shownLines(margins);
  const points = lines.map((line) => ({ label: line.libelle, chiffre_affaire: line.marge }));
  const chart =
    group === 'article' ? (
      <RevenueRankingChart data={points.slice(0, CHART_ARTICLES)} name={T.margin} />
    ) : (
      <RevenueBarChart data={points} name={T.margin} />
    );
  return (
    <StatsBlock
      id={`marges-par-${group}`}
      title={T.titles[group]}
      rows={lines}
      columns={columnsFor(group)}
      rowKey={(row) => row.cle}
      chart={chart}
    />
  );
}

/** 'Marges faibles': the articles under 10 % or negative, worst first, negative ones in red. */
export function LowMargins({ items }: { items: Margins['faibles_marges'] }) {
  return (
    <Panel id="marges-faibles" title={T.lowTitle} heading="h3">
      <p className="mb-3 text-sm text-stone-600">{T.lowHelp}</p>
      {items.length === 0 ? (
        <p className="text-sm text-stone-700">{T.lowEmpty}</p>
      ) : (
        <ul className="divide-y divide-stone-100">
          {items.map((item) => {
            const tone = TONE_CLASS[marginTone(item.taux_marge)];
            return (
              <li
                key={item.article.id}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2"
              >
                <span className="min-w-0 break-words">
                  <span className="font-medium text-stone-900">{item.article.nom}</span>{' '}
                  <span className="text-xs text-stone-500">{ARTICLE_TYPE_LABELS[item.article.type]}</span>
                </span>
                <span className="text-sm text-stone-700 tabular-nums">
                  {T.lowLine(formatMoney(item.chiffre_affaires), formatMoney(item.marge))}{' '}
                  <strong className={`font-semibold ${tone}`}>{formatRate(item.taux_marge)}</strong>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}
