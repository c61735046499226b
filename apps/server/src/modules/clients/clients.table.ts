import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, money, updatedAt } from '../../db/columns.ts';

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
  ],
);
