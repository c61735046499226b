import { csvAmount, csvDateTime, PAYMENT_METHOD_LABELS, type TillSession } from '@pelote/shared';
import { inArray } from 'drizzle-orm';
import { caisseSessions } from '../../db/schema/till.ts';
import type { DbOrTx } from '../../db/types.ts';
import type { CsvExport } from '../../lib/csv-stream.ts';
import { exportReader } from '../../lib/export-reader.ts';
import { keysetCursor } from '../../lib/keyset.ts';
import { listRowsById, newestFirst } from '../../lib/list-export.ts';
import { type SessionFilters, selectSessions, sessionConditions, toSession } from './till.repository.ts';

/** The till sessions list (its filters), newest first. */

const KEYSET = newestFirst(caisseSessions.ouverteAt, caisseSessions.id);

/** 'Espèces : 15000,00 | Wave : 2500,00': amounts by method in one cell. */
const byMethod = (amounts: Record<string, number> | null) =>
  Object.entries(amounts ?? {})
    .map(
      ([method, amount]) =>
        `${PAYMENT_METHOD_LABELS[method as keyof typeof PAYMENT_METHOD_LABELS] ?? method} : ${csvAmount(amount)}`,
    )
    .join(' | ');

export function tillSessionsCsv(primary: DbOrTx, filters: SessionFilters): CsvExport<TillSession> {
  const db = exportReader(primary);
  return {
    name: 'sessions-caisse',
    columns: [
      { header: 'Magasin', value: (session) => session.magasin.nom },
      { header: 'Statut', value: (session) => (session.statut === 'ouverte' ? 'Ouverte' : 'Clôturée') },
      { header: 'Ouverte le', value: (session) => csvDateTime(session.ouverte_at) },
      {
        header: 'Ouverte par',
        value: (session) => session.ouverte_par?.nom || session.ouverte_par?.username,
      },
      { header: 'Fond de caisse (FCFA)', value: (session) => csvAmount(session.fond_de_caisse) },
      { header: 'Clôturée le', value: (session) => csvDateTime(session.cloturee_at) },
      {
        header: 'Clôturée par',
        value: (session) => session.cloturee_par?.nom || session.cloturee_par?.username,
      },
      { header: 'Numéro Z', value: (session) => session.numero_z },
      { header: 'Attendus', value: (session) => byMethod(session.attendus) },
      { header: 'Comptés', value: (session) => byMethod(session.comptes) },
      { header: 'Écarts', value: (session) => byMethod(session.ecarts) },
    ],
    batches: listRowsById(
      KEYSET,
      sessionConditions(filters),
      () => db.select({ id: caisseSessions.id, cursor: keysetCursor(KEYSET) }).from(caisseSessions),
      async (ids) => (await selectSessions(db).where(inArray(caisseSessions.id, ids))).map(toSession),
    ),
  };
}
