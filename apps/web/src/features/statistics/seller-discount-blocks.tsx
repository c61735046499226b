import { discountStatsMotifLabel, formatMoney, type SalesStats } from '@pelote/shared';
import { RevenueBarChart } from './sales-charts';
import { StatsBlock, type StatsColumn } from './stats-block';

/**
 * The statistics by seller ('Vendeur': who recorded the sale) and the discounts given, by shop,
 * seller and motif ('Tarif': price lists and promotions). A block with no row is left out.
 */

export const SELLER_DISCOUNT_TEXTS = {
  perSeller: 'Ventes par vendeur',
  discountsPerShop: 'Remises par magasin',
  discountsPerSeller: 'Remises par vendeur',
  discountsPerMotif: 'Remises par motif',
  seller: 'Vendeur',
  shop: 'Magasin',
  motif: 'Motif',
  discount: 'Remises',
  sales: 'Ventes',
  revenue: "Chiffre d'affaires",
} as const;

const T = SELLER_DISCOUNT_TEXTS;
type Query = { date_debut: string; date_fin: string; magasin?: number | undefined };

const amount = <Row extends { montant: number }>(): StatsColumn<Row> => ({
  header: T.discount,
  cell: (row) => formatMoney(row.montant),
  numeric: true,
});

type DiscountTable = 'remises_par_magasin' | 'remises_par_vendeur' | 'remises_par_motif';

/** One block of discounts: a label per row and its amount, its chart and CSV; none without rows. */
function DiscountBlock<Table extends DiscountTable>(props: {
  id: string;
  title: string;
  header: string;
  table: Table;
  rows: SalesStats[Table];
  label: (row: SalesStats[Table][number]) => string;
  rowKey: (row: SalesStats[Table][number]) => string | number;
  query: Query;
}) {
  const rows = props.rows as SalesStats[Table][number][];
  if (rows.length === 0) return null;
  return (
    <StatsBlock
      id={props.id}
      title={props.title}
      rows={rows}
      columns={[{ header: props.header, cell: props.label }, amount()]}
      rowKey={props.rowKey}
      table={props.table}
      fileBase={props.table.replaceAll('_', '-')}
      query={props.query}
      chart={
        <RevenueBarChart
          data={rows.map((row) => ({ label: props.label(row), chiffre_affaire: row.montant }))}
        />
      }
    />
  );
}

export function SellerDiscountBlocks({
  stats,
  showShops,
  query,
}: {
  stats: SalesStats;
  showShops: boolean;
  query: Query;
}) {
  return (
    <>
      {stats.par_vendeur.length > 0 ? (
        <StatsBlock
          id="stats-par-vendeur"
          title={T.perSeller}
          rows={stats.par_vendeur}
          columns={[
            { header: T.seller, cell: (row) => row.vendeur.username },
            { header: T.sales, cell: (row) => String(row.ventes), numeric: true },
            { header: T.revenue, cell: (row) => formatMoney(row.chiffre_affaire), numeric: true },
          ]}
          rowKey={(row) => row.vendeur.id}
          table="par_vendeur"
          fileBase="ventes-par-vendeur"
          query={query}
          chart={
            <RevenueBarChart
              data={stats.par_vendeur.map((row) => ({
                label: row.vendeur.username,
                chiffre_affaire: row.chiffre_affaire,
              }))}
            />
          }
        />
      ) : null}
      {showShops ? (
        <DiscountBlock
          id="stats-remises-par-magasin"
          rows={stats.remises_par_magasin}
          table="remises_par_magasin"
          title={T.discountsPerShop}
          header={T.shop}
          label={(row) => row.magasin.nom}
          rowKey={(row) => row.magasin.id}
          query={query}
        />
      ) : null}
      <DiscountBlock
        id="stats-remises-par-vendeur"
        rows={stats.remises_par_vendeur}
        table="remises_par_vendeur"
        title={T.discountsPerSeller}
        header={T.seller}
        label={(row) => row.vendeur.username}
        rowKey={(row) => row.vendeur.id}
        query={query}
      />
      <DiscountBlock
        id="stats-remises-par-motif"
        rows={stats.remises_par_motif}
        table="remises_par_motif"
        title={T.discountsPerMotif}
        header={T.motif}
        label={(row) => discountStatsMotifLabel(row.motif)}
        rowKey={(row) => row.motif}
        query={query}
      />
    </>
  );
}
