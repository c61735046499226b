import {
  FLAGGED_STATES,
  RECONCILIATION_MESSAGES,
  type ReconciliationLine,
  type ReconciliationResolveInput,
} from '@pelote/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { rapprochements } from '../../db/schema/reconciliation.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { reachableRow } from '../../lib/shop-row.ts';
import type { ServiceContext } from '../../lib/write-route.ts';
import { type JournalContext, journalChanges, recordJournal } from '../journal/index.ts';
import { findLine } from './reconciliation.repository.ts';

const M = RECONCILIATION_MESSAGES;

/**
 * A flagged row resolved by hand (direction, or the gerant of its shop) with a comment: who, when
 * and why are kept with it and journalled. Resolved once: a second resolution answers 409 and the
 * first stays; a matched row has nothing to resolve (409).
 */
export async function resolveLine(
  { tx, user, journal, now }: ServiceContext<JournalContext>,
  id: number,
  input: ReconciliationResolveInput,
): Promise<ReconciliationLine> {
  const line = reachableRow(user, await findLine(tx, id), M.notFound);
  if (!(FLAGGED_STATES as readonly string[]).includes(line.etat)) throw conflict(M.notFlagged);
  const commentaire = input.commentaire.trim();
  const [written] = await tx
    .update(rapprochements)
    .set({ resoluLe: now, resoluPar: user.id, commentaire })
    .where(and(eq(rapprochements.id, id), isNull(rapprochements.resoluLe)))
    .returning({ id: rapprochements.id });
  if (!written) throw conflict(M.alreadyResolved);
  await recordJournal(tx, {
    ...journal,
    magasinId: line.magasin.id,
    action: 'resolution',
    entite: 'rapprochement',
    entiteId: id,
    entiteLibelle: line.reference_operateur ?? line.paiement?.reference ?? null,
    changements: journalChanges(
      { etat: line.etat, resolu: false },
      { etat: line.etat, resolu: true, commentaire },
    ),
  });
  const resolved = await findLine(tx, id);
  if (!resolved) throw notFound(M.notFound);
  return resolved;
}
