import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idRef, money, newestFirstIndexKeys } from '../columns.ts';
import { articleLot } from './articles.ts';
import { clientRef } from './clients.ts';
import { numberSeries } from './number-series.ts';
import { saleRef, venteLignes } from './sales.ts';
import { shopRef } from './shops.ts';
import { tillSessionRef } from './till.ts';
import { userRef } from './users.ts';

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
    venteId: saleRef().notNull(),
    /** The sale's shop: stock comes back there. */
    magasinId: shopRef().notNull(),
    clientId: clientRef(),
    userId: userRef(),
    montant: money('montant').notNull(),
    methodeRemboursement: text('methode_remboursement').notNull(),
    /** Mobile money only: the operator's transaction reference of the refund. */
    referenceRemboursement: text('reference_remboursement'),
    /** Cash refunds: the till session the cash left. */
    sessionId: tillSessionRef(),
    createdAt: createdAt(),
  },
  (t) => [
    index('retours_vente_idx').on(t.venteId),
    index('retours_magasin_date_idx').on(t.magasinId, ...newestFirstIndexKeys(t.createdAt, t.id)),
    index('retours_date_idx').on(...newestFirstIndexKeys(t.createdAt, t.id)),
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

/** A column naming a return (`retour_id`), kept while rows name it. */
export const returnRef = () => idRef('retour_id', () => retours.id);

export const returnStateEnum = pgEnum('return_state', ['revendable', 'defectueux']);

/** One returned sale line (or part of it): back to stock ('revendable') or back then written off ('defectueux'). */
export const retourLignes = pgTable(
  'retour_lignes',
  {
    id: serial('id').primaryKey(),
    retourId: returnRef().notNull(),
    venteLigneId: integer('vente_ligne_id')
      .notNull()
      .references(() => venteLignes.id, { onDelete: 'restrict' }),
    ...articleLot(),
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
    // A discounted line refunds its net share, never more than the units' price.
    check(
      'retour_lignes_total_ck',
      sql`${t.prixTotal} >= 0 and ${t.prixTotal} <= ${t.prixUnitaire} * ${t.quantite}`,
    ),
  ],
);

/** Gapless credit-note series: one row per shop and year, incremented inside the return transaction. */
export const compteursAvoirs = numberSeries('compteurs_avoirs');
