import { sql } from 'drizzle-orm';
import { bigserial, check, date, index, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, money } from '../columns.ts';
import { clientRef } from './clients.ts';
import { returnRef } from './returns.ts';
import { saleRef } from './sales.ts';
import { shopRef } from './shops.ts';
import { tillSessionRef } from './till.ts';
import { userRef } from './users.ts';

export const clientAccountKindEnum = pgEnum('compte_client_kind', [
  'vente_a_credit',
  'versement',
  'retour',
  'annulation',
  'correction',
  'paiement_avoir',
  'mise_de_cote',
]);

/**
 * A client's account: one append-only ledger (a trigger refuses UPDATE and DELETE) carrying two
 * balances — what the client owes (`solde_du`, credit sales) and what the shops owe the client
 * (`solde_avoir`, credit notes refunded as 'Avoir client'). Each row moves one or both by a signed
 * amount and keeps both balances after it; `clients.solde_du` / `solde_avoir` repeat the last row's,
 * written under a lock on the client row. Corrections are reversing rows, never edits.
 */
export const compteClientMouvements = pgTable(
  'compte_client_mouvements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    clientId: clientRef().notNull(),
    magasinId: shopRef(),
    userId: userRef(),
    /** The till session an instalment in cash or mobile money went into (null before this was kept). */
    sessionId: tillSessionRef(),
    kind: clientAccountKindEnum('kind').notNull(),
    /** Signed change of what the client owes. */
    montantDu: money('montant_du').notNull().default(0),
    /** Signed change of the client's credit balance. */
    montantAvoir: money('montant_avoir').notNull().default(0),
    soldeDuApres: money('solde_du_apres').notNull(),
    soldeAvoirApres: money('solde_avoir_apres').notNull(),
    venteId: saleRef(),
    retourId: returnRef(),
    /** Payment method of an instalment or of a credit note spent. */
    methode: text('methode'),
    reference: text('reference'),
    /** Due date of a credit sale. */
    echeance: date('echeance', { mode: 'string' }),
    motif: text('motif'),
    createdAt: createdAt(),
  },
  (t) => [
    index('compte_client_client_idx').on(t.clientId, t.id.desc().nullsFirst()),
    index('compte_client_vente_idx').on(t.venteId),
    check('compte_client_montant_ck', sql`${t.montantDu} <> 0 or ${t.montantAvoir} <> 0`),
    check('compte_client_soldes_ck', sql`${t.soldeDuApres} >= 0 and ${t.soldeAvoirApres} >= 0`),
  ],
);
