import { DEPOSIT_MESSAGES, type Deposit, type DepositConfirmInput, todayIso } from '@pelote/shared';
import { depotsConfirmations } from '../../db/schema/till.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { reachableRow } from '../../lib/shop-row.ts';
import type { ServiceContext } from '../../lib/write-route.ts';
import { type JournalContext, journalChanges, recordJournal } from '../journal/index.ts';
import { findDeposit } from './deposits.repository.ts';

const M = DEPOSIT_MESSAGES;

/** The checks of a confirmation against its deposit: its date, and a comment for a difference. */
function checkConfirmation(deposit: Deposit, input: DepositConfirmInput, now: Date): void {
  if (input.date > todayIso(undefined, now)) throw badRequest(M.dateInFuture, { date: M.dateInFuture });
  if (input.date < todayIso(undefined, new Date(deposit.created_at)))
    throw badRequest(M.dateBeforeCashOut, { date: M.dateBeforeCashOut });
  if (input.montant_recu !== deposit.montant && !input.commentaire)
    throw badRequest(M.commentRequired, { commentaire: M.commentRequired });
}

/**
 * Direction confirms what a deposit brought to the bank or head office: the amount received, the
 * slip's reference and date, a comment when the amount differs from the cash-out's. Written once:
 * the confirmation's key is the deposit, so of two confirmations (at once, or one after the other)
 * the second finds it taken and answers 409, the first kept as it was.
 */
export async function confirmDeposit(
  { tx, user, journal, now }: ServiceContext<JournalContext>,
  id: number,
  input: DepositConfirmInput,
): Promise<Deposit> {
  const deposit = reachableRow(user, await findDeposit(tx, id, now), M.notFound);
  if (deposit.statut === 'confirme') throw conflict(M.alreadyConfirmed);
  checkConfirmation(deposit, input, now);
  const commentaire = input.commentaire || null;
  const [written] = await tx
    .insert(depotsConfirmations)
    .values({
      mouvementId: deposit.id,
      montantRecu: input.montant_recu,
      referenceBordereau: input.reference_bordereau,
      dateDepot: input.date,
      commentaire,
      confirmePar: user.id,
      confirmeLe: now,
    })
    .onConflictDoNothing({ target: depotsConfirmations.mouvementId })
    .returning({ id: depotsConfirmations.mouvementId });
  if (!written) throw conflict(M.alreadyConfirmed);
  await recordJournal(tx, {
    ...journal,
    magasinId: deposit.magasin.id,
    action: 'confirmation',
    entite: 'depot',
    entiteId: deposit.id,
    changements: journalChanges(
      { statut: 'en_transit' },
      {
        statut: 'confirme',
        montant: deposit.montant,
        montant_recu: input.montant_recu,
        ecart: input.montant_recu - deposit.montant,
        reference_bordereau: input.reference_bordereau,
        date: input.date,
        commentaire,
      },
    ),
  });
  const confirmed = await findDeposit(tx, id, now);
  if (!confirmed) throw notFound(M.notFound);
  return confirmed;
}
