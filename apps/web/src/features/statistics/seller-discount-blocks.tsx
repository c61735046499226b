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
      {showShops && stats.remises_par_magasin.length > 0 ? (
        <StatsBlock
          id="stats-remises-par-magasin"
          title={T.discountsPerShop}
          rows={stats.remises_par_magasin}
          columns={[{ header: T.shop, cell: (row) => row.magasin.nom }, amount()]}
          rowKey={(row) => row.magasin.id}
          table="remises_par_magasin"
          fileBase="remises-par-magasin"
          query={query}
          chart={
            <RevenueBarChart
              data={stats.remises_par_magasin.map((row) => ({
                label: row.magasin.nom,
                chiffre_affaire: row.montant,
              }))}
            />
          }
        />
      ) : null}
      {stats.remises_par_vendeur.length > 0 ? (
        <StatsBlock
          id="stats-remises-par-vendeur"
          title={T.discountsPerSeller}
          rows={stats.remises_par_vendeur}
          columns={[{ header: T.seller, cell: (row) => row.vendeur.username }, amount()]}
          rowKey={(row) => row.vendeur.id}
          table="remises_par_vendeur"
          fileBase="remises-par-vendeur"
          query={query}
          chart={
            <RevenueBarChart
              data={stats.remises_par_vendeur.map((row) => ({
                label: row.vendeur.username,
                chiffre_affaire: row.montant,
              }))}
            />
          }
        />
      ) : null}
      {stats.remises_par_motif.length > 0 ? (
        <StatsBlock
          id="stats-remises-par-motif"
          title={T.discountsPerMotif}
          rows={stats.remises_par_motif}
          columns={[{ header: T.motif, cell: (row) => discountStatsMotifLabel(row.motif) }, amount()]}
          rowKey={(row) => row.motif}
          table="remises_par_motif"
          fileBase="remises-par-motif"
          query={query}
          chart={
            <RevenueBarChart
              data={stats.remises_par_motif.map((row) => ({
                label: discountStatsMotifLabel(row.motif),
                chiffre_affaire: row.montant,
              }))}
            />
          }
        />
      ) : null}
    </>
  );
}
