import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, money } from '../columns.ts';
import { articles } from './articles.ts';
import { clients } from './clients.ts';
import { venteLignes, ventes } from './sales.ts';
import { magasins } from './shops.ts';
import { caisseSessions } from './till.ts';
import { users } from './users.ts';

const REFUND_METHODS = `'especes', 'orange_money', 'wave', 'mtn_momo', 'moov_money', 'avoir_client'`;
const MOBILE = `'orange_money', 'wave', 'mtn_momo', 'moov_money'`;

/**
 * A return of part or all of a sale, and its credit note ('avoir'): a number of its own series
 * `AV-{year}-{shop code}-{000001}` (never the invoice counter), the amount of the returned lines at
 * the price sold, and how it was refunded.
 */
export const retours = pgTable(
  'retours',
  {
    id: serial('id').primaryKey(),
    numeroAvoir: text('numero_avoir').notNull().unique(),
    venteId: integer('vente_id')
      .notNull()
      .references(() => ventes.id, { onDelete: 'restrict' }),
    /** The sale's shop: stock comes back there. */
    magasinId: integer('magasin_id')
      .notNull()
      .references(() => magasins.id, { onDelete: 'restrict' }),
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'restrict' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'restrict' }),
    montant: money('montant').notNull(),
    methodeRemboursement: text('methode_remboursement').notNull(),
    /** Mobile money only: the operator's transaction reference of the refund. */
    referenceRemboursement: text('reference_remboursement'),
    /** Cash refunds: the till session the cash left. */
    sessionId: integer('session_id').references(() => caisseSessions.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('retours_vente_idx').on(t.venteId),
    index('retours_magasin_date_idx').on(
      t.magasinId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('retours_date_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('retours_client_idx').on(t.clientId),
    index('retours_session_idx').on(t.sessionId),
    uniqueIndex('retours_reference_idx')
      .on(t.methodeRemboursement, t.referenceRemboursement)
      .where(sql`${t.referenceRemboursement} is not null`),
    check('retours_montant_ck', sql`${t.montant} > 0`),
    check('retours_methode_ck', sql.raw(`methode_remboursement in (${REFUND_METHODS})`)),
    check(
      'retours_reference_ck',
      sql.raw(`(methode_remboursement in (${MOBILE})) = (reference_remboursement is not null)`),
    ),
    check(
      'retours_avoir_client_ck',
      sql`${t.methodeRemboursement} <> 'avoir_client' or ${t.clientId} is not null`,
    ),
  ],
);

export const returnStateEnum = pgEnum('return_state', ['revendable', 'defectueux']);

/** One returned sale line (or part of it): back to stock ('revendable') or back then written off ('defectueux'). */
export const retourLignes = pgTable(
  'retour_lignes',
  {
    id: serial('id').primaryKey(),
    retourId: integer('retour_id')
      .notNull()
      .references(() => retours.id, { onDelete: 'restrict' }),
    venteLigneId: integer('vente_ligne_id')
      .notNull()
      .references(() => venteLignes.id, { onDelete: 'restrict' }),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'restrict' }),
    bain: text('bain').notNull().default(''),
    quantite: integer('quantite').notNull(),
    prixUnitaire: money('prix_unitaire').notNull(),
    prixTotal: money('prix_total').notNull(),
    etat: returnStateEnum('etat').notNull(),
    motif: text('motif').notNull(),
  },
  (t) => [
    index('retour_lignes_retour_idx').on(t.retourId),
    index('retour_lignes_vente_ligne_idx').on(t.venteLigneId),
    check('retour_lignes_quantite_ck', sql`${t.quantite} > 0`),
    check('retour_lignes_total_ck', sql`${t.prixTotal} = ${t.prixUnitaire} * ${t.quantite}`),
  ],
);

/** Gapless credit-note series: one row per shop and year, incremented inside the return transaction. */
export const compteursAvoirs = pgTable(
  'compteurs_avoirs',
  {
    magasinId: integer('magasin_id')
      .notNull()
      .references(() => magasins.id, { onDelete: 'restrict' }),
    annee: integer('annee').notNull(),
    dernierNumero: integer('dernier_numero').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.magasinId, t.annee] })],
);
