import {
  ARTICLE_TYPE_LABELS,
  formatDate,
  formatMoney,
  paymentMethodLabel,
  type SalesStats,
} from '@pelote/shared';
import { RevenueBarChart, RevenueRankingChart, SalesPerDayChart } from './sales-charts';
import { SellerDiscountBlocks } from './seller-discount-blocks';
import { StatsBlock, type StatsColumn } from './stats-block';

/**
 * The blocks of the sales statistics: per day, per shop, per product type, top 10 articles, and
 * the takings per payment method.
 */

export const BLOCKS_TEXTS = {
  perDay: "Chiffre d'affaires et ventes par jour",
  perShop: 'Ventes par magasin',
  perType: 'Ventes par type de produit',
  topArticles: 'Top 10 des articles',
  takings: 'Encaissements par mode de paiement',
  method: 'Mode de paiement',
  amount: 'Montant encaissé',
  date: 'Date',
  shop: 'Magasin',
  type: 'Type',
  article: 'Article',
  sales: 'Ventes',
  quantity: 'Quantité',
  revenue: "Chiffre d'affaires",
} as const;

type Row<Key extends keyof SalesStats> = SalesStats[Key] extends (infer Item)[] ? Item : never;

function revenueColumn<T extends { chiffre_affaire: number }>(): StatsColumn<T> {
  return {
    header: BLOCKS_TEXTS.revenue,
    cell: (row) => formatMoney(row.chiffre_affaire),
    numeric: true,
  };
}

function countColumn<T>(header: string, pick: (row: T) => number): StatsColumn<T> {
  return { header, cell: (row) => String(pick(row)), numeric: true };
}

const dayColumns: StatsColumn<Row<'par_jour'>>[] = [
  { header: BLOCKS_TEXTS.date, cell: (row) => formatDate(row.date) },
  countColumn(BLOCKS_TEXTS.sales, (row) => row.ventes),
  revenueColumn(),
];

const shopColumns: StatsColumn<Row<'par_magasin'>>[] = [
  { header: BLOCKS_TEXTS.shop, cell: (row) => row.magasin.nom },
  countColumn(BLOCKS_TEXTS.sales, (row) => row.ventes),
  revenueColumn(),
];

const typeColumns: StatsColumn<Row<'par_type'>>[] = [
  {
    header: BLOCKS_TEXTS.type,
    cell: (row) => ARTICLE_TYPE_LABELS[row.type],
  },
  countColumn(BLOCKS_TEXTS.quantity, (row) => row.quantite),
  countColumn(BLOCKS_TEXTS.sales, (row) => row.ventes),
  revenueColumn(),
];

const articleColumns: StatsColumn<Row<'top_articles'>>[] = [
  { header: BLOCKS_TEXTS.article, cell: (row) => row.nom },
  {
    header: BLOCKS_TEXTS.type,
    cell: (row) => ARTICLE_TYPE_LABELS[row.type],
  },
  countColumn(BLOCKS_TEXTS.quantity, (row) => row.quantite),
  revenueColumn(),
];

const takingsColumns: StatsColumn<Row<'encaissements'>>[] = [
  {
    header: BLOCKS_TEXTS.method,
    cell: (row) => paymentMethodLabel(row.methode),
  },
  {
    header: BLOCKS_TEXTS.amount,
    cell: (row) => formatMoney(row.montant),
    numeric: true,
  },
];

export function SalesStatsBlocks({
  stats,
  showShops,
  shopId,
}: {
  stats: SalesStats;
  showShops: boolean;
  /** The shop of the figures; none for every shop in scope. */
  shopId?: number | undefined;
}) {
  const query = { date_debut: stats.date_debut, date_fin: stats.date_fin, magasin: shopId };
  return (
    <div className="flex flex-col gap-4">
      <StatsBlock
        id="stats-par-jour"
        title={BLOCKS_TEXTS.perDay}
        rows={stats.par_jour}
        columns={dayColumns}
        rowKey={(row) => row.date}
        table="par_jour"
        fileBase="ventes-par-jour"
        query={query}
        chart={<SalesPerDayChart data={stats.par_jour} />}
      />
      {showShops ? (
        <StatsBlock
          id="stats-par-magasin"
          title={BLOCKS_TEXTS.perShop}
          rows={stats.par_magasin}
          columns={shopColumns}
          rowKey={(row) => row.magasin.id}
          table="par_magasin"
          fileBase="ventes-par-magasin"
          query={query}
          chart={
            <RevenueBarChart
              data={stats.par_magasin.map((row) => ({
                label: row.magasin.nom,
                chiffre_affaire: row.chiffre_affaire,
              }))}
            />
          }
        />
      ) : null}
      <StatsBlock
        id="stats-par-type"
        title={BLOCKS_TEXTS.perType}
        rows={stats.par_type}
        columns={typeColumns}
        rowKey={(row) => row.type}
        table="par_type"
        fileBase="ventes-par-type"
        query={query}
        chart={
          <RevenueBarChart
            data={stats.par_type.map((row) => ({
              label: ARTICLE_TYPE_LABELS[row.type],
              chiffre_affaire: row.chiffre_affaire,
            }))}
          />
        }
      />
      <StatsBlock
        id="stats-top-articles"
        title={BLOCKS_TEXTS.topArticles}
        rows={stats.top_articles}
        columns={articleColumns}
        rowKey={(row) => row.id}
        table="top_articles"
        fileBase="top-articles"
        query={query}
        chart={
          <RevenueRankingChart
            data={stats.top_articles.map((row) => ({ label: row.nom, chiffre_affaire: row.chiffre_affaire }))}
          />
        }
      />
      <StatsBlock
        id="stats-encaissements"
        title={BLOCKS_TEXTS.takings}
        rows={stats.encaissements}
        columns={takingsColumns}
        rowKey={(row) => row.methode}
        table="encaissements"
        fileBase="encaissements-par-mode"
        query={query}
        chart={
          <RevenueBarChart
            data={stats.encaissements.map((row) => ({
              label: paymentMethodLabel(row.methode),
              chiffre_affaire: row.montant,
            }))}
          />
        }
      />
      <SellerDiscountBlocks stats={stats} showShops={showShops} query={query} />
    </div>
  );
}
