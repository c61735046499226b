import { formatMoney, type Margins } from '@pelote/shared';
import { RevenueBarChart } from './sales-charts';
import { StatsBlock, type StatsColumn } from './stats-block';

export const SHOP_RESULTS_TEXTS = {
  title: 'Résultat du magasin (marge − dépenses)',
  month: 'Mois',
  shop: 'Magasin',
  margin: 'Marge',
  expenses: 'Dépenses',
  result: 'Résultat',
  help: 'Les dépenses sont les sorties de caisse, hors dépôts en banque ou au siège et remboursements de ventes.',
} as const;

const T = SHOP_RESULTS_TEXTS;

type ResultLine = Margins['resultats'][number];

const monthName = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** '2026-11' → 'novembre 2026'. */
const monthOf = (mois: string) => monthName.format(new Date(`${mois}-01T00:00:00.000Z`));

const COLUMNS: StatsColumn<ResultLine>[] = [
  { header: T.month, cell: (row) => monthOf(row.mois) },
  { header: T.shop, cell: (row) => row.magasin.nom },
  { header: T.margin, cell: (row) => formatMoney(row.marge), numeric: true },
  { header: T.expenses, cell: (row) => formatMoney(row.depenses), numeric: true },
  { header: T.result, cell: (row) => formatMoney(row.resultat), numeric: true },
];

/**
 * 'Résultat du magasin': per month of the period and shop, the margin less the till's expenses, as
 * the server adds them up (the margins' `resultats`): a chart of the results and their table.
 */
export function ShopResults({ results }: { results: Margins['resultats'] }) {
  if (results.length === 0) return null;
  const points = results.map((row) => ({
    label: `${monthOf(row.mois)} · ${row.magasin.nom}`,
    chiffre_affaire: row.resultat,
  }));
  return (
    <div className="flex flex-col gap-2">
      <StatsBlock
        id="resultat-magasin"
        title={T.title}
        rows={results}
        columns={COLUMNS}
        rowKey={(row) => `${row.mois}-${row.magasin.id}`}
        chart={<RevenueBarChart data={points} name={T.result} />}
      />
      <p className="px-1 text-sm text-stone-600">{T.help}</p>
    </div>
  );
}
