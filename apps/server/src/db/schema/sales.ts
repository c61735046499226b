import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgTable, serial, text } from 'drizzle-orm/pg-core';
import {
  cost,
  createdAt,
  idRef,
  lot,
  money,
  newestFirstIndexKeys,
  timestampTz,
  timestampTzNow,
  updatedAt,
} from '../columns.ts';
import { articleRef, articleTypeEnum } from './articles.ts';
import { clientRef } from './clients.ts';
import { numberSeries } from './number-series.ts';
import { shopRef } from './shops.ts';
import { tillSessionRef } from './till.ts';
import { userRef } from './users.ts';

export const saleStatusEnum = pgEnum('sale_status', ['validee', 'annulee']);

export const ventes = pgTable(
  'ventes',
  {
    id: serial('id').primaryKey(),
    numeroFacture: text('numero_facture').notNull().unique(),
    magasinId: shopRef().notNull(),
    /** Null for a 'vente libre' (anonymous sale). */
    clientId: clientRef(),
    userId: userRef(),
    dateVente: timestampTzNow('date_vente'),
    total: money('total').notNull(),
    statut: saleStatusEnum('statut').notNull().default('validee'),
    annuleeAt: timestampTz('annulee_at'),
    annuleePar: userRef('annulee_par'),
    /** The till session the sale was rung up in (null before tills existed). */
    sessionId: tillSessionRef(),
    /** Made on a device without network and sent later (its invoice number given on arrival). */
    horsLigne: boolean('hors_ligne').notNull().default(false),
    /** The device's clock when an offline sale was made (null for a sale made online). */
    dateAppareil: timestampTz('date_appareil'),
    /** The provisional ticket an offline sale showed: 'T-{shop code}-{n}'. */
    ticketProvisoire: text('ticket_provisoire'),
    /** An offline sale that reached the server after its day's till was closed. */
    recueApresCloture: boolean('recue_apres_cloture').notNull().default(false),
    /** An offline credit sale accepted over the client's limit, flagged for head office. */
    plafondDepasse: boolean('plafond_depasse').notNull().default(false),
    /** The ticket's discount (hundredths, spread over the lines' `remise_ticket_part`) and its motif. */
    remiseTicket: money('remise_ticket').notNull().default(0),
    remiseTicketMotif: text('remise_ticket_motif'),
    remiseTicketMotifTexte: text('remise_ticket_motif_texte'),
    /** An offline sale whose discount had no valid approval code: recorded, flagged for head office. */
    remiseNonAutorisee: boolean('remise_non_autorisee').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('ventes_magasin_date_idx').on(t.magasinId, ...newestFirstIndexKeys(t.dateVente, t.id)),
    index('ventes_date_idx').on(...newestFirstIndexKeys(t.dateVente, t.id)),
    index('ventes_client_date_idx').on(t.clientId, t.dateVente.desc().nullsFirst()),
    index('ventes_total_idx').on(t.total),
    // The invoice-number search is a case-insensitive substring: trigrams serve it.
    index('ventes_numero_trgm_idx').using('gin', sql`${t.numeroFacture} gin_trgm_ops`),
    check('ventes_total_ck', sql`${t.total} >= 0`),
    check(
      'ventes_hors_ligne_ck',
      sql`${t.horsLigne} or (${t.dateAppareil} is null and ${t.ticketProvisoire} is null and not ${t.recueApresCloture} and not ${t.plafondDepasse} and not ${t.remiseNonAutorisee})`,
    ),
  ],
);

/** A column naming a sale (`vente_id`), kept while rows name it. */
export const saleRef = () => idRef('vente_id', () => ventes.id);

export const venteLignes = pgTable(
  'vente_lignes',
  {
    id: serial('id').primaryKey(),
    venteId: saleRef().notNull(),
    articleId: articleRef().notNull(),
    /** Name and type as sold: an invoice is a document of record, later renames do not change it. */
    articleNom: text('article_nom').notNull(),
    articleType: articleTypeEnum('article_type').notNull(),
    /** The lot sold ('' for an article without lots). A line asked without a lot may be split across lots. */
    bain: lot(),
    quantite: integer('quantite').notNull(),
    /** Units of this line already returned (credit notes); never more than sold. */
    quantiteRetournee: integer('quantite_retournee').notNull().default(0),
    /** The price applied: the catalogue's, or a price list's (`tarif_id`). */
    prixUnitaire: money('prix_unitaire').notNull(),
    /** What the line costs the customer: prix_unitaire × quantite less its discounts (its net). */
    prixTotal: money('prix_total').notNull(),
    /** The catalogue's unit price when sold. */
    prixCatalogue: money('prix_catalogue').notNull(),
    /** The line's own discount, and its share of the ticket's (hundredths, whole francs). */
    remiseLigne: money('remise_ligne').notNull().default(0),
    remiseTicketPart: money('remise_ticket_part').notNull().default(0),
    /** The line's discount as asked: 'pourcentage' (valeur in hundredths of a percent) or 'montant' (hundredths). */
    remiseType: text('remise_type'),
    remiseValeur: integer('remise_valeur'),
    remiseMotif: text('remise_motif'),
    remiseMotifTexte: text('remise_motif_texte'),
    /** The price list that gave prix_unitaire, and its name then (null: the catalogue's price). */
    tarifId: integer('tarif_id'),
    tarifNom: text('tarif_nom'),
    /**
     * The article's weighted average cost when sold, in hundredths (four decimals); null when
     * unknown. Frozen: a later delivery never changes a past margin.
     */
    coutUnitaire: cost('cout_unitaire'),
    /** The cost was computed afterwards from the history of deliveries (sales before costs existed). */
    coutEstime: boolean('cout_estime').notNull().default(false),
  },
  (t) => [
    index('vente_lignes_vente_idx').on(t.venteId),
    index('vente_lignes_article_idx').on(t.articleId),
    check('vente_lignes_quantite_ck', sql`${t.quantite} > 0`),
    check(
      'vente_lignes_retour_ck',
      sql`${t.quantiteRetournee} >= 0 and ${t.quantiteRetournee} <= ${t.quantite}`,
    ),
    check(
      'vente_lignes_total_ck',
      sql`${t.prixTotal} = ${t.prixUnitaire} * ${t.quantite} - ${t.remiseLigne} - ${t.remiseTicketPart}`,
    ),
    check(
      'vente_lignes_remise_ck',
      sql`${t.remiseLigne} >= 0 and ${t.remiseTicketPart} >= 0 and ${t.prixTotal} >= 0 and ${t.prixUnitaire} <= ${t.prixCatalogue}`,
    ),
  ],
);

/** Gapless invoice series: one row per shop and year, incremented inside the sale transaction. */
export const compteursFactures = numberSeries('compteurs_factures');
