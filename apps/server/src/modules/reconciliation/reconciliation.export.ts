import {
  csvAmount,
  csvDateTime,
  PAYMENT_METHOD_LABELS,
  RECONCILIATION_STATE_LABELS,
  type ReconciliationLine,
} from '@pelote/shared';
import { inArray } from 'drizzle-orm';
import { rapprochements } from '../../db/schema/reconciliation.ts';
import type { DbOrTx } from '../../db/types.ts';
import type { CsvExport } from '../../lib/csv-stream.ts';
import { exportReader } from '../../lib/export-reader.ts';
import { keysetCursor } from '../../lib/keyset.ts';
import { listRowsById, newestFirst } from '../../lib/list-export.ts';
import { type LineFilters, lineConditions, selectLines, toLines } from './reconciliation.repository.ts';

/** The reconciliation list (its filters), newest first. */

const KEYSET = newestFirst(rapprochements.dateOperation, rapprochements.id);

export function reconciliationCsv(primary: DbOrTx, filters: LineFilters): CsvExport<ReconciliationLine> {
  const db = exportReader(primary);
  return {
    name: 'rapprochements',
    columns: [
      { header: 'Magasin', value: (l) => l.magasin.nom },
      { header: 'Opérateur', value: (l) => PAYMENT_METHOD_LABELS[l.operateur] },
      { header: 'État', value: (l) => RECONCILIATION_STATE_LABELS[l.etat] },
      { header: 'Date', value: (l) => csvDateTime(l.date) },
      { header: 'Ligne du relevé', value: (l) => (l.ligne === null ? '' : String(l.ligne)) },
      { header: 'Référence opérateur', value: (l) => l.reference_operateur },
      { header: 'Montant relevé (FCFA)', value: (l) => csvAmount(l.montant_releve) },
      { header: 'Frais (FCFA)', value: (l) => csvAmount(l.frais) },
      { header: 'Référence saisie', value: (l) => l.paiement?.reference },
      { header: 'Montant saisi (FCFA)', value: (l) => csvAmount(l.paiement?.montant) },
      { header: 'Facture', value: (l) => l.paiement?.numero_facture },
      { header: 'Écart (FCFA)', value: (l) => csvAmount(l.ecart) },
      { header: 'Résolu le', value: (l) => csvDateTime(l.resolution?.le ?? null) },
      { header: 'Résolu par', value: (l) => l.resolution?.par?.nom || l.resolution?.par?.username },
      { header: 'Commentaire', value: (l) => l.resolution?.commentaire },
    ],
    batches: listRowsById(
      KEYSET,
      lineConditions(filters),
      () => db.select({ id: rapprochements.id, cursor: keysetCursor(KEYSET) }).from(rapprochements),
      async (ids) => toLines(db, await selectLines(db).where(inArray(rapprochements.id, ids))),
    ),
  };
}
