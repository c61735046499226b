import { bigint, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns.ts';
import { saleRef } from './sales.ts';

/**
 * Every mobile-money transaction reference ever accepted, whatever paid with it (a sale's payment
 * or a client's instalment): one primary key, so two writes racing with one operator reference can
 * never both land. The writer inserts here in its own transaction, before its other rows.
 */
export const referencesMobileMoney = pgTable(
  'references_mobile_money',
  {
    methode: text('methode').notNull(),
    reference: text('reference').notNull(),
    /** The sale the reference paid, or null for an instalment. */
    venteId: saleRef(),
    /** The client-account row of an instalment (compte_client_mouvements.id). */
    compteMouvementId: bigint('compte_mouvement_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.methode, t.reference] })],
);
