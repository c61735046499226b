import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { createdAt, money, timestampTz, updatedAt } from '../columns.ts';
import { saleRef } from './sales.ts';
import { shopRef } from './shops.ts';
import { userRef } from './users.ts';

/** Who may discount how much, and direction's approvals (docs/architecture.md, 'Discounts'). */

/** The gérants' cap, in basis points of the ticket (1 000 = 10 %): one row, id 1. */
export const reglagesRemises = pgTable(
  'reglages_remises',
  {
    id: integer('id').primaryKey().default(1),
    plafondGerant: integer('plafond_gerant').notNull().default(1000),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('reglages_remises_un_ck', sql`${t.id} = 1`),
    check('reglages_remises_plafond_ck', sql`${t.plafondGerant} between 0 and 10000`),
  ],
);

/** A user's own cap, in basis points, instead of the gérants' one. */
export const plafondsRemiseUtilisateurs = pgTable(
  'plafonds_remise_utilisateurs',
  {
    userId: userRef('user_id').notNull().primaryKey(),
    plafond: integer('plafond').notNull(),
  },
  (t) => [check('plafonds_remise_utilisateurs_ck', sql`${t.plafond} between 0 and 10000`)],
);

export const approvalStatusEnum = pgEnum('approval_status', [
  'en_attente',
  'acceptee',
  'refusee',
  'utilisee',
]);

/**
 * An approval a gérant asked for a basket: accepted, it serves one sale of that shop within 15
 * minutes of the decision, for at most `montant_remise`.
 */
export const accordsRemise = pgTable(
  'accords_remise',
  {
    id: serial('id').primaryKey(),
    magasinId: shopRef().notNull(),
    demandeurId: userRef('demandeur_id').notNull(),
    statut: approvalStatusEnum('statut').notNull().default('en_attente'),
    montantTicket: money('montant_ticket').notNull(),
    montantRemise: money('montant_remise').notNull(),
    sousLeCout: boolean('sous_le_cout').notNull().default(false),
    /** The basket as asked (lines, discounts, client). */
    panier: jsonb('panier').notNull(),
    note: text('note'),
    decideeAt: timestampTz('decidee_at'),
    decideePar: userRef('decidee_par'),
    venteId: saleRef(),
    createdAt: createdAt(),
  },
  (t) => [
    index('accords_remise_statut_idx').on(t.statut, t.magasinId),
    check('accords_remise_montants_ck', sql`${t.montantRemise} >= 0 and ${t.montantTicket} >= 0`),
    check('accords_remise_vente_ck', sql`(${t.statut} = 'utilisee') = (${t.venteId} is not null)`),
  ],
);

/** A shop's secret for the offline codes: read only by the server, never sent to a device. */
export const secretsCodesRemise = pgTable('secrets_codes_remise', {
  magasinId: shopRef().notNull().primaryKey(),
  secret: text('secret').notNull(),
  createdAt: createdAt(),
});

/** An offline code once a sale used it: (shop, minute it was given, maximum) is never taken twice. */
export const codesRemiseUtilises = pgTable(
  'codes_remise_utilises',
  {
    magasinId: shopRef().notNull(),
    /** The minute (since the epoch) the code was given for. */
    minute: integer('minute').notNull(),
    montantMax: money('montant_max').notNull(),
    venteId: saleRef().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.magasinId, t.minute, t.montantMax] })],
);
