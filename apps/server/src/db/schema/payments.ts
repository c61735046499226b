import { sql } from 'drizzle-orm';
import { check, index, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, money } from '../columns.ts';
import { saleRef } from './sales.ts';
import { shopRef } from './shops.ts';
import { tillSessionRef } from './till.ts';

/** Every method the table knows; the API accepts those of its time (credit and credit notes later). */
const METHODS = `'especes', 'orange_money', 'wave', 'mtn_momo', 'moov_money', 'avoir_client', 'credit_client', 'acompte'`;
const MOBILE = `'orange_money', 'wave', 'mtn_momo', 'moov_money'`;

/**
 * How a sale was paid: one row per payment. Cash keeps what was handed over and the change given
 * (`montant_recu = montant + monnaie_rendue`); mobile money keeps the operator's transaction
 * reference, unique per operator across every shop. A sale recorded before payments existed has
 * none ('Non renseigné').
 */
export const paiements = pgTable(
  'paiements',
  {
    id: serial('id').primaryKey(),
    venteId: saleRef().notNull(),
    magasinId: shopRef().notNull(),
    /** The till session the money went into. */
    sessionId: tillSessionRef(),
    methode: text('methode').notNull(),
    /** The part of the sale's total this payment pays. */
    montant: money('montant').notNull(),
    /** Cash only: what the customer handed over. */
    montantRecu: money('montant_recu'),
    /** Cash only: the change given back. */
    monnaieRendue: money('monnaie_rendue').notNull().default(0),
    /** Mobile money only: the operator's transaction id. */
    reference: text('reference'),
    createdAt: createdAt(),
  },
  (t) => [
    index('paiements_vente_idx').on(t.venteId),
    index('paiements_session_idx').on(t.sessionId),
    uniqueIndex('paiements_reference_idx').on(t.methode, t.reference).where(sql`${t.reference} is not null`),
    check('paiements_methode_ck', sql.raw(`methode in (${METHODS})`)),
    check('paiements_montant_ck', sql`${t.montant} > 0`),
    check(
      'paiements_especes_ck',
      sql.raw(
        `(methode = 'especes' and montant_recu is not null and montant_recu = montant + monnaie_rendue and monnaie_rendue >= 0)
         or (methode <> 'especes' and montant_recu is null and monnaie_rendue = 0)`,
      ),
    ),
    check('paiements_reference_ck', sql.raw(`(methode in (${MOBILE})) = (reference is not null)`)),
  ],
);
