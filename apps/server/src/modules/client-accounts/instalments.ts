import {
  ACCOUNT_MESSAGES,
  CLIENT_MESSAGES,
  type Instalment,
  type instalmentInputSchema,
  isMobileMoney,
} from '@pelote/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type * as z from 'zod';
import { clients } from '../../db/schema/clients.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { findShop } from '../../lib/shop-scope.ts';
import type { ServiceContext } from '../../lib/write-route.ts';
import { type JournalContext, journalChanges, recordJournal } from '../journal/index.ts';
import { claimMobileMoneyReference, tieReferenceToInstalment } from '../payments/index.ts';
import { sessionForSale } from '../till/index.ts';
import { postToAccount } from './account-ledger.ts';
import { accountMovementById } from './account-reads.ts';

type InstalmentInput = z.output<typeof instalmentInputSchema>;

/**
 * Takes an instalment: the client's debt goes down by `montant` (the oldest due paid first, as the
 * reads count it), never below zero (400 'Le versement dépasse le reste dû (…)'). Money goes into
 * the shop's open till (opened if none, like a sale), and the row keeps that session: the X and Z
 * count it in 'Versements clients'; 'avoir_client' spends the credit balance instead. The account is
 * business-wide: any shop the user may act for takes it. Lock order as a sale's: the till session
 * (shared), then the client's row.
 */
export async function takeInstalment(
  { tx, user, journal }: ServiceContext<JournalContext>,
  clientId: number,
  input: InstalmentInput,
): Promise<Instalment> {
  const shop = await findShop(tx, user, input.magasin, ACCOUNT_MESSAGES.shopNotFound);
  const [client] = await tx
    .select({ id: clients.id, nom: clients.nom, prenom: clients.prenom })
    .from(clients)
    .where(and(eq(clients.id, clientId), isNull(clients.deletedAt)));
  if (!client) throw notFound(CLIENT_MESSAGES.notFound);
  const session =
    input.methode === 'avoir_client'
      ? null
      : await sessionForSale(tx, { magasinId: shop.id, userId: user.id, now: new Date() });
  // Lock order as a sale's: the session, the reference, then the client's row.
  const reference =
    input.reference !== null && isMobileMoney(input.methode)
      ? { methode: input.methode, reference: input.reference }
      : null;
  if (reference) await claimMobileMoneyReference(tx, reference);
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
    sessionId: session?.id ?? null,
    now: new Date(),
  });
  if (reference) await tieReferenceToInstalment(tx, { ...reference, compteMouvementId: balances.id });
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
