import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, idRef, newestFirstIndexKeys, timestampTz } from '../columns.ts';
import { articleLot } from './articles.ts';
import { shopRef } from './shops.ts';
import { userRef } from './users.ts';

export const transferStatusEnum = pgEnum('transfer_status', [
  'brouillon',
  'expedie',
  'recu',
  'recu_partiellement',
  'annule',
]);

/**
 * A transfer of stock from one shop to another (docs/architecture.md, 'Transfers'). Each step keeps
 * who took it and when; the status only moves forward: brouillon → expedie → recu |
 * recu_partiellement, or brouillon → annule. 'En transit' is the status expedie.
 */
export const transferts = pgTable(
  'transferts',
  {
    id: serial('id').primaryKey(),
    sourceId: shopRef('source_id').notNull(),
    destinationId: shopRef('destination_id').notNull(),
    statut: transferStatusEnum('statut').notNull().default('brouillon'),
    note: text('note').notNull().default(''),
    creePar: userRef('cree_par'),
    createdAt: createdAt(),
    expediePar: userRef('expedie_par'),
    expedieLe: timestampTz('expedie_le'),
    recuPar: userRef('recu_par'),
    recuLe: timestampTz('recu_le'),
    annulePar: userRef('annule_par'),
    annuleLe: timestampTz('annule_le'),
  },
  (t) => [
    index('transferts_source_date_idx').on(t.sourceId, ...newestFirstIndexKeys(t.createdAt, t.id)),
    index('transferts_destination_date_idx').on(t.destinationId, ...newestFirstIndexKeys(t.createdAt, t.id)),
    index('transferts_date_idx').on(...newestFirstIndexKeys(t.createdAt, t.id)),
    // What is in transit (the stock overview, the dashboard's late transfers) is a small part.
    index('transferts_en_transit_idx').on(t.expedieLe).where(sql`${t.statut} = 'expedie'`),
    check('transferts_magasins_ck', sql`${t.sourceId} <> ${t.destinationId}`),
    check(
      'transferts_etapes_ck',
      sql`(${t.expedieLe} is not null) = (${t.statut} in ('expedie', 'recu', 'recu_partiellement'))
        and (${t.recuLe} is not null) = (${t.statut} in ('recu', 'recu_partiellement'))
        and (${t.annuleLe} is not null) = (${t.statut} = 'annule')`,
    ),
  ],
);

/** A column naming a transfer (`transfert_id`), kept while rows name it. */
export const transferRef = () => idRef('transfert_id', () => transferts.id);

/**
 * One line of a transfer: an article and its lot, the quantity (asked on a draft, shipped once
 * shipped: a wool line without a lot is then split into the lots taken), and once received what
 * arrived and, for a shortfall, its reason. The shortfall is the transfer's loss: it left the
 * sender's stock when shipped and never entered the receiver's.
 */
export const transfertLignes = pgTable(
  'transfert_lignes',
  {
    id: serial('id').primaryKey(),
    transfertId: transferRef().notNull(),
    ...articleLot(),
    quantite: integer('quantite').notNull(),
    quantiteRecue: integer('quantite_recue'),
    /** The reason of a shortfall (casse, vol, erreur_saisie, autre). */
    motif: text('motif'),
    commentaire: text('commentaire'),
  },
  (t) => [
    unique('transfert_lignes_article_uq').on(t.transfertId, t.articleId, t.bain),
    index('transfert_lignes_article_idx').on(t.articleId),
    check('transfert_lignes_quantite_ck', sql`${t.quantite} > 0`),
    check(
      'transfert_lignes_recue_ck',
      sql`${t.quantiteRecue} is null or (${t.quantiteRecue} >= 0 and ${t.quantiteRecue} <= ${t.quantite})`,
    ),
    check(
      'transfert_lignes_motif_ck',
      sql`(${t.motif} is not null) = (${t.quantiteRecue} is not null and ${t.quantiteRecue} < ${t.quantite})
        and (${t.motif} is null or ${t.motif} in ('casse', 'vol', 'erreur_saisie', 'autre'))`,
    ),
  ],
);
