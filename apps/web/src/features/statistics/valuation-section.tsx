import { ARTICLE_TYPE_LABELS, formatMoney, todayIso, type Valuation } from '@pelote/shared';
import { Warehouse } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { InputField } from '@/components/input-field';
import { EmptyState, LoadingState } from '@/components/status';
import { RevenueBarChart } from './sales-charts';
import { StatsBlock, type StatsColumn } from './stats-block';
import { StatsFailure } from './stats-failure';
import { StatsFigures } from './stats-figures';
import { StatsSection } from './stats-section';
import { useValuation } from './valuation-api';

export const VALUATION_TEXTS = {
  title: 'Valorisation du stock',
  help: 'Le stock à la fin du jour choisi, valorisé au coût moyen (CMP) de ce jour-là.',
  date: 'Date de valorisation',
  loading: 'Chargement de la valorisation...',
  empty: 'Aucun article en stock à cette date.',
  totals: 'Totaux de la valorisation',
  value: 'Valeur du stock',
  quantity: 'Articles en stock',
  unknown: 'Sans coût connu (non valorisés)',
  perShop: 'Valeur par magasin',
  perType: 'Valeur par type de produit',
  shop: 'Magasin',
  type: 'Type',
  valueColumn: 'Valeur',
  quantityColumn: 'Quantité',
  unknownColumn: 'Sans coût connu',
} as const;

const T = VALUATION_TEXTS;
const DATE_PARAM = 'date_valorisation';
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

type Figures = Valuation['total'];

function figureColumns<Row extends Figures>(first: StatsColumn<Row>): StatsColumn<Row>[] {
  return [
    first,
    { header: T.quantityColumn, cell: (row) => String(row.quantite), numeric: true },
    { header: T.valueColumn, cell: (row) => formatMoney(row.valeur), numeric: true },
    { header: T.unknownColumn, cell: (row) => String(row.quantite_cout_inconnu), numeric: true },
  ];
}

const shopColumns = figureColumns<Valuation['par_magasin'][number]>({
  header: T.shop,
  cell: (row) => row.magasin.nom,
});
const typeColumns = figureColumns<Valuation['par_type'][number]>({
  header: T.type,
  cell: (row) => ARTICLE_TYPE_LABELS[row.type],
});

function ValuationFigures({ valuation, showShops }: { valuation: Valuation; showShops: boolean }) {
  const figures = [
    { label: T.value, value: formatMoney(valuation.total.valeur) },
    { label: T.quantity, value: String(valuation.total.quantite) },
    { label: T.unknown, value: String(valuation.total.quantite_cout_inconnu) },
  ];
  return (
    <div className="flex flex-col gap-4">
      <StatsFigures label={T.totals} figures={figures} columns="sm:grid-cols-3" />
      {showShops ? (
        <StatsBlock
          id="valorisation-par-magasin"
          title={T.perShop}
          rows={valuation.par_magasin}
          columns={shopColumns}
          rowKey={(row) => row.magasin.id}
          chart={
            <RevenueBarChart
              name={T.valueColumn}
              data={valuation.par_magasin.map((row) => ({
                label: row.magasin.nom,
                chiffre_affaire: row.valeur,
              }))}
            />
          }
        />
      ) : null}
      <StatsBlock
        id="valorisation-par-type"
        title={T.perType}
        rows={valuation.par_type}
        columns={typeColumns}
        rowKey={(row) => row.type}
        chart={
          <RevenueBarChart
            name={T.valueColumn}
            data={valuation.par_type.map((row) => ({
              label: ARTICLE_TYPE_LABELS[row.type],
              chiffre_affaire: row.valeur,
            }))}
          />
        }
      />
    </div>
  );
}

/** 'Valorisation du stock': a date (default today) → the stock's value in total, per shop and per type. */
export function ValuationSection({ shopId, enabled }: { shopId: number | undefined; enabled: boolean }) {
  const [params, setParams] = useSearchParams();
  const today = todayIso();
  const asked = params.get(DATE_PARAM);
  const date = asked && ISO_DATE.test(asked) ? asked : today;
  const query = useValuation({ date, magasin: shopId }, enabled);
  const valuation = query.data;

  function setDate(next: string) {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (ISO_DATE.test(next) && next !== today) updated.set(DATE_PARAM, next);
        else updated.delete(DATE_PARAM);
        return updated;
      },
      { replace: true },
    );
  }

  let body: ReactNode;
  if (query.isError) body = <StatsFailure query={query} />;
  else if (!valuation) body = <LoadingState label={T.loading} />;
  else if (valuation.total.quantite === 0) body = <EmptyState icon={Warehouse} title={T.empty} />;
  else {
    body = (
      <div aria-busy={query.isFetching}>
        <ValuationFigures valuation={valuation} showShops={shopId === undefined} />
      </div>
    );
  }

  return (
    <StatsSection id="valuation-title" title={T.title} subtitle={T.help} level={3}>
      <InputField
        type="date"
        label={T.date}
        value={date}
        max={today}
        className="sm:max-w-xs"
        onChange={(event) => setDate(event.target.value)}
      />
      {body}
    </StatsSection>
  );
}
