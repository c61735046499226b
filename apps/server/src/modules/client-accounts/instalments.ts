import {
  ACCOUNT_MESSAGES,
  CLIENT_MESSAGES,
  type Instalment,
  type instalmentInputSchema,
  isMobileMoney,
  PAYMENT_MESSAGES,
} from '@pelote/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type * as z from 'zod';
import type { Tx } from '../../db/types.ts';
import type { SessionUser } from '../../lib/access.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { findShop } from '../../lib/shop-scope.ts';
import { clients } from '../clients/clients.table.ts';
import { type JournalContext, recordJournal } from '../journal/journal.service.ts';
import { journalChanges } from '../journal/journal-changes.ts';
import { paiements } from '../sales/payments.table.ts';
import { ventes } from '../sales/sales.table.ts';
import { sessionForSale } from '../till/till.service.ts';
import { postToAccount } from './account-ledger.ts';
import { accountMovementById } from './account-reads.ts';
import { compteClientMouvements } from './client-accounts.table.ts';

type InstalmentInput = z.output<typeof instalmentInputSchema>;

/**
 * A mobile-money reference is unique per operator across the sales' payments and the instalments:
 * a transaction-scoped advisory lock on (method, reference) queues two instalments naming it, then
 * both tables are read (a sale's own unique index decides between sales).
 */
async function assertReferenceFree(tx: Tx, methode: string, reference: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`versement:${methode}:${reference}`}))`);
  const [sale] = await tx
    .select({ numero: ventes.numeroFacture })
    .from(paiements)
    .innerJoin(ventes, eq(ventes.id, paiements.venteId))
    .where(and(eq(paiements.methode, methode), eq(paiements.reference, reference)))
    .limit(1);
  if (sale) throw conflict(PAYMENT_MESSAGES.referenceUsed(sale.numero));
  const [instalment] = await tx
    .select({ id: compteClientMouvements.id })
    .from(compteClientMouvements)
    .where(
      and(
        eq(compteClientMouvements.kind, 'versement'),
        eq(compteClientMouvements.methode, methode),
        eq(compteClientMouvements.reference, reference),
      ),
    )
    .limit(1);
  if (instalment) throw conflict(ACCOUNT_MESSAGES.referenceUsedByInstalment);
}

/**
 * Takes an instalment: the client's debt goes down by `montant` (the oldest due paid first, as the
 * reads count it), never below zero (400 'Le versement dépasse le reste dû (…)'). Money goes into
 * the shop's open till (opened if none, like a sale: the X and Z count it in 'Versements clients'
 * by the row's shop and time); 'avoir_client' spends the credit balance instead. The account is
 * business-wide: any shop the user may act for takes it. Lock order as a sale's: the till session
 * (shared), then the client's row.
 */
export async function takeInstalment(
  tx: Tx,
  user: SessionUser,
  journal: JournalContext,
  clientId: number,
  input: InstalmentInput,
): Promise<Instalment> {
  const shop = await findShop(tx, user, input.magasin, ACCOUNT_MESSAGES.shopNotFound);
  const [client] = await tx
    .select({ id: clients.id, nom: clients.nom, prenom: clients.prenom })
    .from(clients)
    .where(and(eq(clients.id, clientId), isNull(clients.deletedAt)));
  if (!client) throw notFound(CLIENT_MESSAGES.notFound);
  if (input.reference !== null && isMobileMoney(input.methode)) {
    await assertReferenceFree(tx, input.methode, input.reference);
  }
  const session =
    input.methode === 'avoir_client'
      ? null
      : await sessionForSale(tx, { magasinId: shop.id, userId: user.id, now: new Date() });
  const [owed] = await tx
    .select({ du: clients.soldeDu })
    .from(clients)
    .where(eq(clients.id, clientId))
    .for('no key update');
  const du = owed?.du ?? 0;
  if (du === 0) throw badRequest(ACCOUNT_MESSAGES.nothingOwed, { montant: ACCOUNT_MESSAGES.nothingOwed });
  if (input.montant > du) {
    const message = ACCOUNT_MESSAGES.aboveDebt(du);
    throw badRequest(message, { montant: message });
  }
  // Written after the session is known, so the row's time falls within it.
  const balances = await postToAccount(tx, {
    clientId,
    kind: 'versement',
    montantDu: -input.montant,
    ...(input.methode === 'avoir_client' ? { montantAvoir: -input.montant } : {}),
    magasinId: shop.id,
    userId: user.id,
    methode: input.methode,
    reference: input.reference,
    now: new Date(),
  });
  await recordJournal(tx, {
    ...journal,
    magasinId: shop.id,
    action: 'creation',
    entite: 'client',
    entiteId: clientId,
    entiteLibelle: `Versement de ${`${client.prenom} ${client.nom}`.trim()}`,
    changements: journalChanges(null, {
      versement: {
        montant: input.montant,
        methode: input.methode,
        ...(input.reference ? { reference: input.reference } : {}),
        solde_du: balances.soldeDu,
      },
    }),
  });
  const mouvement = await accountMovementById(tx, clientId, balances.id);
  return {
    mouvement,
    solde_du: balances.soldeDu,
    solde_avoir: balances.soldeAvoir,
    session_caisse: session?.id ?? null,
  };
}
