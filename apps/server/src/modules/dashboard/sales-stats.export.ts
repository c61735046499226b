import {
  ARTICLE_TYPE_LABELS,
  csvAmount,
  discountStatsMotifLabel,
  formatDate,
  paymentMethodLabel,
  type SalesStats,
  type StatsExportTable,
} from '@pelote/shared';
import type { CsvColumn, CsvExport } from '../../lib/csv-stream.ts';

/**
 * One table of the sales statistics as a CSV file, with the columns the screen shows: the figures
 * are already summed (a year is at most 366 rows), so the file is written from the answer itself.
 */

type Rows = { [Table in StatsExportTable]: SalesStats[Table][number] };

const revenue = {
  header: "Chiffre d'affaires (FCFA)",
  value: (row: { chiffre_affaire: number }) => csvAmount(row.chiffre_affaire),
};
const sales = { header: 'Ventes', value: (row: { ventes: number }) => row.ventes };
const discounted = { header: 'Remises (FCFA)', value: (row: { montant: number }) => csvAmount(row.montant) };
const quantity = { header: 'Quantité', value: (row: { quantite: number }) => row.quantite };

const TABLES: { [Table in StatsExportTable]: { name: string; columns: CsvColumn<Rows[Table]>[] } } = {
  par_jour: {
    name: 'ventes-par-jour',
    columns: [{ header: 'Date', value: (row) => formatDate(row.date) }, sales, revenue],
  },
  par_magasin: {
    name: 'ventes-par-magasin',
    columns: [{ header: 'Magasin', value: (row) => row.magasin.nom }, sales, revenue],
  },
  par_type: {
    name: 'ventes-par-type',
    columns: [{ header: 'Type', value: (row) => ARTICLE_TYPE_LABELS[row.type] }, quantity, sales, revenue],
  },
  top_articles: {
    name: 'top-articles',
    columns: [
      { header: 'Article', value: (row) => row.nom },
      { header: 'Type', value: (row) => ARTICLE_TYPE_LABELS[row.type] },
      quantity,
      revenue,
    ],
  },
  encaissements: {
    name: 'encaissements-par-mode',
    columns: [
      { header: 'Mode de paiement', value: (row) => paymentMethodLabel(row.methode) },
      { header: 'Montant encaissé (FCFA)', value: (row) => csvAmount(row.montant) },
    ],
  },
  par_vendeur: {
    name: 'ventes-par-vendeur',
    columns: [{ header: 'Vendeur', value: (row) => row.vendeur.username }, sales, revenue],
  },
  remises_par_magasin: {
    name: 'remises-par-magasin',
    columns: [{ header: 'Magasin', value: (row) => row.magasin.nom }, discounted],
  },
  remises_par_vendeur: {
    name: 'remises-par-vendeur',
    columns: [{ header: 'Vendeur', value: (row) => row.vendeur.username }, discounted],
  },
  remises_par_motif: {
    name: 'remises-par-motif',
    columns: [{ header: 'Motif', value: (row) => discountStatsMotifLabel(row.motif) }, discounted],
  },
};

export function salesStatsCsv<Table extends StatsExportTable>(
  stats: SalesStats,
  table: Table,
): CsvExport<Rows[Table]> {
  const { name, columns } = TABLES[table];
  const rows = stats[table] as Rows[Table][];
  return {
    name,
    fileName: `${name}_${stats.date_debut}_${stats.date_fin}.csv`,
    columns,
    batches: (async function* () {
      yield rows;
    })(),
  };
}
