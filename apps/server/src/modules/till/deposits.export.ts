import {
  csvAmount,
  csvDateTime,
  DEPOSIT_DESTINATION_LABELS,
  DEPOSIT_STATUS_LABELS,
  type Deposit,
  formatDate,
} from '@pelote/shared';
import { eq, inArray } from 'drizzle-orm';
import { caisseMouvements, caisseSessions, depotsConfirmations } from '../../db/schema/till.ts';
import type { DbOrTx } from '../../db/types.ts';
import type { CsvExport } from '../../lib/csv-stream.ts';
import { exportReader } from '../../lib/export-reader.ts';
import { keysetCursor } from '../../lib/keyset.ts';
import { listRowsById, newestFirst } from '../../lib/list-export.ts';
import { type DepositFilters, depositConditions, selectDeposits, toDeposit } from './deposits.repository.ts';

/** The deposits list (its filters), newest first. */

const KEYSET = newestFirst(caisseMouvements.createdAt, caisseMouvements.id);

export function depositsCsv(primary: DbOrTx, filters: DepositFilters): CsvExport<Deposit> {
  const db = exportReader(primary);
  const now = new Date();
  return {
    name: 'depots',
    columns: [
      { header: 'Magasin', value: (d) => d.magasin.nom },
      { header: 'Destination', value: (d) => DEPOSIT_DESTINATION_LABELS[d.categorie] },
      { header: 'Montant (FCFA)', value: (d) => csvAmount(d.montant) },
      { header: 'Sorti le', value: (d) => csvDateTime(d.created_at) },
      { header: 'Par', value: (d) => d.utilisateur?.nom || d.utilisateur?.username },
      { header: 'Motif', value: (d) => d.motif },
      { header: 'Statut', value: (d) => DEPOSIT_STATUS_LABELS[d.statut] },
      { header: 'Montant reçu (FCFA)', value: (d) => csvAmount(d.confirmation?.montant_recu) },
      { header: 'Écart (FCFA)', value: (d) => csvAmount(d.confirmation?.ecart) },
      { header: 'Bordereau', value: (d) => d.confirmation?.reference_bordereau },
      { header: 'Date du bordereau', value: (d) => (d.confirmation ? formatDate(d.confirmation.date) : '') },
      { header: 'Commentaire', value: (d) => d.confirmation?.commentaire },
      { header: 'Confirmé le', value: (d) => csvDateTime(d.confirmation?.confirme_le ?? null) },
      {
        header: 'Confirmé par',
        value: (d) => d.confirmation?.confirme_par?.nom || d.confirmation?.confirme_par?.username,
      },
    ],
    batches: listRowsById(
      KEYSET,
      depositConditions(filters),
      () =>
        db
          .select({ id: caisseMouvements.id, cursor: keysetCursor(KEYSET) })
          .from(caisseMouvements)
          .innerJoin(caisseSessions, eq(caisseSessions.id, caisseMouvements.sessionId))
          .leftJoin(depotsConfirmations, eq(depotsConfirmations.mouvementId, caisseMouvements.id)),
      async (ids) =>
        (await selectDeposits(db).where(inArray(caisseMouvements.id, ids))).map((row) => toDeposit(row, now)),
    ),
  };
}
