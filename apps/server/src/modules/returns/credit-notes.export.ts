import { type CreditNoteListItem, csvAmount, csvDateTime, REFUND_METHOD_LABELS } from '@pelote/shared';
import { eq, inArray } from 'drizzle-orm';
import { retours } from '../../db/schema/returns.ts';
import { ventes } from '../../db/schema/sales.ts';
import type { DbOrTx } from '../../db/types.ts';
import type { CsvExport } from '../../lib/csv-stream.ts';
import { exportReader } from '../../lib/export-reader.ts';
import { keysetCursor } from '../../lib/keyset.ts';
import { listRowsById, newestFirst } from '../../lib/list-export.ts';
import {
  type CreditNoteFilters,
  creditNoteConditions,
  selectHeads,
  toListItem,
} from './returns.repository.ts';

/** The credit notes list (its filters), newest first, one line per credit note. */

const KEYSET = newestFirst(retours.createdAt, retours.id);

export function creditNotesCsv(primary: DbOrTx, filters: CreditNoteFilters): CsvExport<CreditNoteListItem> {
  const db = exportReader(primary);
  return {
    name: 'avoirs',
    columns: [
      { header: "Numéro d'avoir", value: (note) => note.numero_avoir },
      { header: 'Date', value: (note) => csvDateTime(note.date) },
      { header: 'Facture', value: (note) => note.vente.numero_facture },
      { header: 'Magasin', value: (note) => note.magasin.nom },
      {
        header: 'Client',
        value: (note) => (note.client ? `${note.client.prenom} ${note.client.nom}`.trim() : 'Client anonyme'),
      },
      { header: 'Montant (FCFA)', value: (note) => csvAmount(note.montant) },
      { header: 'Remboursement', value: (note) => REFUND_METHOD_LABELS[note.methode_remboursement] },
      { header: 'Référence', value: (note) => note.reference_remboursement },
    ],
    batches: listRowsById(
      KEYSET,
      creditNoteConditions(filters),
      () =>
        db
          .select({ id: retours.id, cursor: keysetCursor(KEYSET) })
          .from(retours)
          .innerJoin(ventes, eq(ventes.id, retours.venteId)),
      async (ids) => (await selectHeads(db).where(inArray(retours.id, ids))).map(toListItem),
    ),
  };
}
