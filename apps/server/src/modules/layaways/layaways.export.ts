import { csvAmount, csvDateTime, LAYAWAY_STATUS_LABELS, type LayawayListItem } from '@pelote/shared';
import type { DbOrTx } from '../../db/types.ts';
import type { CsvExport } from '../../lib/csv-stream.ts';
import { exportReader } from '../../lib/export-reader.ts';
import { readLayawaySettings } from './layaway-settings.ts';
import { type LayawayFilters, layawayConditions, selectItems, toItem } from './layaways.repository.ts';

/** The layaways list (its filters) as CSV, newest first. */
export function layawaysCsv(primary: DbOrTx, filters: LayawayFilters, now: Date): CsvExport<LayawayListItem> {
  const db = exportReader(primary);
  async function* batches() {
    const { delai_grace_jours: graceDays } = await readLayawaySettings(db);
    const rows = await selectItems(db, layawayConditions(filters, now));
    yield rows.map((row) => toItem(row, { graceDays, now }));
  }
  return {
    name: 'mises-de-cote',
    columns: [
      { header: 'N°', value: (row) => String(row.id) },
      { header: 'Magasin', value: (row) => row.magasin.nom },
      { header: 'Client', value: (row) => `${row.client.prenom} ${row.client.nom}`.trim() },
      { header: 'Téléphone', value: (row) => row.client.contact },
      { header: 'Statut', value: (row) => LAYAWAY_STATUS_LABELS[row.statut] },
      { header: 'Créée le', value: (row) => csvDateTime(row.cree_le) },
      { header: 'Échéance', value: (row) => row.echeance },
      { header: 'Articles réservés', value: (row) => String(row.quantite_reservee) },
      { header: 'Acompte (FCFA)', value: (row) => csvAmount(row.acompte) },
      { header: 'Acompte disponible (FCFA)', value: (row) => csvAmount(row.acompte_disponible) },
      { header: 'Reste estimé (FCFA)', value: (row) => csvAmount(row.reste_estime) },
    ],
    batches: batches(),
  };
}
