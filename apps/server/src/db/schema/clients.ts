import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, idRef, money, updatedAt } from '../columns.ts';
import { tarifs } from './price-lists.ts';

export const clients = pgTable(
  'clients',
  {
    id: serial('id').primaryKey(),
    nom: text('nom').notNull(),
    prenom: text('prenom').notNull(),
    contact: text('contact').notNull(),
    sexe: text('sexe'),
    adresse: text('adresse'),
    email: text('email'),
    dateNaissance: date('date_naissance', { mode: 'string' }),
    profession: text('profession'),
    /** Two-letter country code (CI, FR, SN, ...). */
    nationalite: text('nationalite'),
    /** Sum of the client's sale totals, cancelled sales excluded; maintained by the sale service. */
    chiffreAffaire: money('chiffre_affaire').notNull().default(0),
    /** What the client owes (credit sales); the last row of the client's account ledger, kept here for lists. */
    soldeDu: money('solde_du').notNull().default(0),
    /** What the shops owe the client (credit notes 'Avoir client'); same ledger. */
    soldeAvoir: money('solde_avoir').notNull().default(0),
    /** Credit limit set by head office; 0 = no credit. */
    plafondCredit: money('plafond_credit').notNull().default(0),
    /** The client's price list ('Tarif'), set by direction; null: the catalogue and promotions only. */
    tarifId: idRef('tarif_id', () => tarifs.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    index('clients_nom_idx')
      .on(sql`lower(${t.nom})`, sql`lower(${t.prenom})`)
      .where(sql`${t.deletedAt} is null`),
    index('clients_contact_idx').on(t.contact),
    index('clients_created_idx').on(t.createdAt),
    check('clients_sexe_ck', sql`${t.sexe} is null or ${t.sexe} in ('M', 'F')`),
    check('clients_ca_ck', sql`${t.chiffreAffaire} >= 0`),
    check('clients_soldes_ck', sql`${t.soldeDu} >= 0 and ${t.soldeAvoir} >= 0 and ${t.plafondCredit} >= 0`),
    index('clients_tarif_idx').on(t.tarifId).where(sql`${t.tarifId} is not null`),
    index('clients_debiteurs_idx').on(t.soldeDu).where(sql`${t.soldeDu} > 0`),
  ],
);

/** A column naming a client (`client_id`), kept while rows name it. */
export const clientRef = () => idRef('client_id', () => clients.id);
