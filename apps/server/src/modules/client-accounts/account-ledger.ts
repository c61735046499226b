import { CLIENT_ACCOUNT_MESSAGES } from '@pelote/shared';
import { eq } from 'drizzle-orm';
import { compteClientMouvements } from '../../db/schema/client-accounts.ts';
import { clients } from '../../db/schema/clients.ts';
import type { Tx } from '../../db/types.ts';
import { conflict } from '../../lib/errors.ts';

/**
 * THE ONLY WAY A CLIENT'S ACCOUNT CHANGES (docs/architecture.md, 'Client accounts'). A client has
 * two balances, what they owe (`solde_du`, credit sales) and what the shops owe them
 * (`solde_avoir`, credit notes refunded as 'Avoir client'), kept by one append-only ledger
 * (`compte_client_mouvements`, a trigger refuses UPDATE and DELETE). Inside the caller's
 * transaction, `postToAccount`:
 * - locks the client's row (FOR NO KEY UPDATE), so two tills spending the last francs of one balance queue
 *   (lock order: after the stock lines, with the other client-row writes: turnover, by client id);
 * - computes both balances after the row, refusing (409, French) any that would fall below zero,
 *   and a debt above the credit limit unless told otherwise;
 * - writes the row with both balances after it, and repeats them on `clients`.
 * Each kind of event is one kind of row: a feature adds kinds, never another way to write.
 */

export type AccountKind = (typeof compteClientMouvements.$inferInsert)['kind'];

export type AccountEntry = {
  clientId: number;
  kind: AccountKind;
  /** Signed change of what the client owes (0 when untouched). */
  montantDu?: number;
  /** Signed change of the client's credit balance (0 when untouched). */
  montantAvoir?: number;
  magasinId: number | null;
  userId: number | null;
  /** The till session an instalment in money went into ('Versements clients' of its X and Z). */
  sessionId?: number | null;
  venteId?: number | null;
  retourId?: number | null;
  /** The payment method of an instalment or of a credit balance spent. */
  methode?: string | null;
  reference?: string | null;
  /** Due date of a credit sale, 'yyyy-mm-dd'. */
  echeance?: string | null;
  motif?: string | null;
  /**
   * Hundredths given back to the client (a credit sale cancelled or returned): they lower what the
   * client owes first, the rest goes to the credit balance — split under the lock, added to the
   * amounts above.
   */
  settleDebtFirst?: number;
  /** A debt may pass the credit limit (an offline credit sale accepted at sync, then flagged). */
  overLimitAllowed?: boolean;
  now?: Date;
};

export type AccountBalances = { id: number; soldeDu: number; soldeAvoir: number };

export async function postToAccount(tx: Tx, entry: AccountEntry): Promise<AccountBalances> {
  let montantDu = entry.montantDu ?? 0;
  let montantAvoir = entry.montantAvoir ?? 0;
  const settled = entry.settleDebtFirst ?? 0;
  if (![montantDu, montantAvoir, settled].every(Number.isSafeInteger) || settled < 0) {
    throw new Error('postToAccount: amounts must be integers of hundredths');
  }
  if (montantDu === 0 && montantAvoir === 0 && settled === 0)
    throw new Error('postToAccount: nothing to post');
  const [client] = await tx
    .select({ du: clients.soldeDu, avoir: clients.soldeAvoir, plafond: clients.plafondCredit })
    .from(clients)
    .where(eq(clients.id, entry.clientId))
    // NO KEY UPDATE: it still queues two writers of the account, but not the rows that merely
    // refer to the client (a credit note, a sale), whose foreign-key checks take KEY SHARE.
    .for('no key update');
  if (!client) throw new Error(`postToAccount: client ${entry.clientId} not found`);
  if (settled > 0) {
    const lowered = Math.min(settled, Math.max(0, client.du + montantDu));
    montantDu -= lowered;
    montantAvoir += settled - lowered;
  }

  const soldeDu = client.du + montantDu;
  const soldeAvoir = client.avoir + montantAvoir;
  if (soldeAvoir < 0) throw conflict(CLIENT_ACCOUNT_MESSAGES.insufficientCredit(client.avoir));
  if (soldeDu < 0) throw conflict(CLIENT_ACCOUNT_MESSAGES.aboveDebt(client.du));
  if (montantDu > 0 && soldeDu > client.plafond && !entry.overLimitAllowed) {
    throw conflict(CLIENT_ACCOUNT_MESSAGES.aboveLimit(Math.max(0, client.plafond - client.du)));
  }

  const [row] = await tx
    .insert(compteClientMouvements)
    .values({
      clientId: entry.clientId,
      magasinId: entry.magasinId,
      userId: entry.userId,
      sessionId: entry.sessionId ?? null,
      kind: entry.kind,
      montantDu,
      montantAvoir,
      soldeDuApres: soldeDu,
      soldeAvoirApres: soldeAvoir,
      venteId: entry.venteId ?? null,
      retourId: entry.retourId ?? null,
      methode: entry.methode ?? null,
      reference: entry.reference ?? null,
      echeance: entry.echeance ?? null,
      motif: entry.motif ?? null,
      ...(entry.now ? { createdAt: entry.now } : {}),
    })
    .returning({ id: compteClientMouvements.id });
  if (!row) throw new Error('postToAccount: row not written');
  await tx.update(clients).set({ soldeDu, soldeAvoir }).where(eq(clients.id, entry.clientId));
  return { id: row.id, soldeDu, soldeAvoir };
}
