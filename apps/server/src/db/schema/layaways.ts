import { sql } from 'drizzle-orm';
import { bigserial, check, date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, lot, money, newestFirstIndexKeys, timestampTz, updatedAt } from '../columns.ts';
import { articleRef } from './articles.ts';
import { clientRef } from './clients.ts';
import { saleRef } from './sales.ts';
import { shopRef } from './shops.ts';
import { tillSessionRef } from './till.ts';
import { userRef } from './users.ts';

/**
 * Layaways ('mises de côté', docs/decisions/024-layaway.md): units of one lot held in one shop for a
 * client against a deposit. The hold itself is `stock_bains.reserve` (written by the stock module);
 * these rows say who holds what and what was paid.
 */
export const misesDeCote = pgTable(
  'mises_de_cote',
  {
    id: serial('id').primaryKey(),
    magasinId: shopRef().notNull(),
    clientId: clientRef().notNull(),
    /** en_cours, retiree, annulee or expiree ('à échéance' is read from the due date). */
    statut: text('statut').notNull().default('en_cours'),
    echeance: date('echeance', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
    userId: userRef(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    clotureAt: timestampTz('cloture_at'),
    motifAnnulation: text('motif_annulation'),
    /** What the deposit left became on cancel or expiry: avoir or remboursement. */
    depotDevenu: text('depot_devenu'),
  },
  (t) => [
    index('mises_de_cote_magasin_idx').on(t.magasinId, ...newestFirstIndexKeys(t.createdAt, t.id)),
    index('mises_de_cote_client_idx').on(t.clientId),
    index('mises_de_cote_echeance_idx').on(t.echeance).where(sql`${t.statut} = 'en_cours'`),
    check('mises_de_cote_statut_ck', sql`${t.statut} in ('en_cours', 'retiree', 'annulee', 'expiree')`),
    check(
      'mises_de_cote_depot_ck',
      sql`${t.depotDevenu} is null or ${t.depotDevenu} in ('avoir', 'remboursement')`,
    ),
  ],
);

export const layawayRef = () => integer('mise_de_cote_id').references(() => misesDeCote.id);

/** One line held: an article's lot, how many were set aside, how many picked up since. */
export const miseDeCoteLignes = pgTable(
  'mise_de_cote_lignes',
  {
    id: serial('id').primaryKey(),
    miseDeCoteId: layawayRef().notNull(),
    articleId: articleRef().notNull(),
    bain: lot(),
    quantite: integer('quantite').notNull(),
    quantiteRetiree: integer('quantite_retiree').notNull().default(0),
  },
  (t) => [
    index('mise_de_cote_lignes_mdc_idx').on(t.miseDeCoteId),
    check('mise_de_cote_lignes_quantite_ck', sql`${t.quantite} > 0`),
    check(
      'mise_de_cote_lignes_retiree_ck',
      sql`${t.quantiteRetiree} >= 0 and ${t.quantiteRetiree} <= ${t.quantite}`,
    ),
  ],
);

/**
 * The deposit's ledger: a payment received (`versement`, money into the till of its session), the
 * deposit spent on a pickup's sale (`retrait`, negative), refunded (`remboursement`, negative: cash
 * out of the session's till, or mobile money) or turned into an avoir (`avoir`, negative). The
 * deposit left is the sum of `montant`.
 */
export const miseDeCoteAcomptes = pgTable(
  'mise_de_cote_acomptes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    miseDeCoteId: layawayRef().notNull(),
    magasinId: shopRef().notNull(),
    sessionId: tillSessionRef(),
    kind: text('kind').notNull(),
    methode: text('methode'),
    montant: money('montant').notNull(),
    montantRecu: money('montant_recu'),
    monnaieRendue: money('monnaie_rendue').notNull().default(0),
    reference: text('reference'),
    venteId: saleRef(),
    userId: userRef(),
    createdAt: createdAt(),
  },
  (t) => [
    index('mise_de_cote_acomptes_mdc_idx').on(t.miseDeCoteId),
    index('mise_de_cote_acomptes_session_idx').on(t.sessionId),
    check(
      'mise_de_cote_acomptes_kind_ck',
      sql`${t.kind} in ('versement', 'retrait', 'remboursement', 'avoir')`,
    ),
    check(
      'mise_de_cote_acomptes_sens_ck',
      sql`(${t.kind} = 'versement') = (${t.montant} > 0) and ${t.montant} <> 0`,
    ),
  ],
);

/** Direction's settings of layaways: one row, id 1, written only when direction saves them. */
export const reglagesMisesDeCote = pgTable(
  'reglages_mises_de_cote',
  {
    id: integer('id').primaryKey().default(1),
    depotAnnulation: text('depot_annulation').notNull(),
    delaiGraceJours: integer('delai_grace_jours').notNull(),
    dureeJours: integer('duree_jours').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('reglages_mises_de_cote_un_ck', sql`${t.id} = 1`),
    check('reglages_mises_de_cote_depot_ck', sql`${t.depotAnnulation} in ('avoir', 'remboursement')`),
  ],
);
