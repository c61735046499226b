import { csvAmount, csvDateTime, discountMotifLabel, PAYMENT_METHOD_LABELS, type Sale } from '@pelote/shared';
import { eq } from 'drizzle-orm';
import { clients } from '../../db/schema/clients.ts';
import { ventes } from '../../db/schema/sales.ts';
import { magasins } from '../../db/schema/shops.ts';
import type { DbOrTx } from '../../db/types.ts';
import type { CsvExport } from '../../lib/csv-stream.ts';
import { exportReader } from '../../lib/export-reader.ts';
import { type Keyset, keysetCursor } from '../../lib/keyset.ts';
import { listBatches, mapBatches } from '../../lib/list-export.ts';
import { saleHeadColumns, withLines } from './sale-reads.ts';
import { type SaleFilters, type SaleOrdering, saleConditions } from './sales.repository.ts';

/** The sales list (its search's filters and order), one line per sale. */

const byDate = [
  { expr: ventes.dateVente, type: 'timestamptz' },
  { expr: ventes.id, type: 'int' },
] as const;
const byTotal = [
  { expr: ventes.total, type: 'bigint' },
  { expr: ventes.id, type: 'int' },
] as const;
const byNumber = [{ expr: ventes.numeroFacture, type: 'text' }] as const;

const KEYSETS: Record<SaleOrdering, Keyset> = {
  date_vente: { keys: byDate, direction: 'asc' },
  '-date_vente': { keys: byDate, direction: 'desc' },
  total: { keys: byTotal, direction: 'asc' },
  '-total': { keys: byTotal, direction: 'desc' },
  numero_facture: { keys: byNumber, direction: 'asc' },
  '-numero_facture': { keys: byNumber, direction: 'desc' },
};

/** The motifs of a sale's discounts, each once: 'Négociation | Client fidèle'. */
function discountMotifs(sale: Sale): string {
  const motifs = [
    ...sale.items.flatMap((line) =>
      line.remise ? [discountMotifLabel(line.remise.motif, line.remise.motif_texte)] : [],
    ),
    ...(sale.remise_ticket
      ? [discountMotifLabel(sale.remise_ticket.motif, sale.remise_ticket.motif_texte)]
      : []),
  ];
  return [...new Set(motifs)].join(' | ');
}

const STATUS_LABELS: Record<Sale['statut'], string> = { validee: 'Validée', annulee: 'Annulée' };

export function salesCsv(primary: DbOrTx, filters: SaleFilters, ordering: SaleOrdering): CsvExport<Sale> {
  const db = exportReader(primary);
  const keyset = KEYSETS[ordering];
  return {
    name: 'ventes',
    columns: [
      { header: 'Numéro de facture', value: (sale) => sale.numero_facture },
      { header: 'Date', value: (sale) => csvDateTime(sale.date_vente) },
      { header: 'Magasin', value: (sale) => sale.magasin.nom },
      {
        header: 'Client',
        value: (sale) => (sale.client ? `${sale.client.prenom} ${sale.client.nom}`.trim() : 'Vente libre'),
      },
      { header: 'Statut', value: (sale) => STATUS_LABELS[sale.statut] },
      {
        header: 'Articles',
        value: (sale) =>
          sale.items.map((line) => `${line.article.article_name} × ${line.quantite}`).join(' | '),
      },
      { header: 'Quantité', value: (sale) => sale.items.reduce((sum, line) => sum + line.quantite, 0) },
      { header: 'Total (FCFA)', value: (sale) => csvAmount(sale.total) },
      {
        header: 'Modes de paiement',
        value: (sale) =>
          sale.modes_paiement.length === 0
            ? 'Non renseigné'
            : sale.modes_paiement.map((method) => PAYMENT_METHOD_LABELS[method]).join(' + '),
      },
      // Added last, so that a sheet reading the columns above by position keeps reading them.
      { header: 'Remises (FCFA)', value: (sale) => csvAmount(sale.remises ?? 0) },
      { header: 'Motifs de remise', value: discountMotifs },
    ],
    batches: mapBatches(
      listBatches(keyset, saleConditions(filters), () =>
        db
          .select({ ...saleHeadColumns, cursor: keysetCursor(keyset) })
          .from(ventes)
          .innerJoin(magasins, eq(magasins.id, ventes.magasinId))
          .leftJoin(clients, eq(clients.id, ventes.clientId)),
      ),
      (rows) => withLines(db, rows),
    ),
  };
}
