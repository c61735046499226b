import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, idRef, money, type OnDelete, updatedAt } from '../columns.ts';
import { photos } from './shop-photos.ts';

export const magasins = pgTable(
  'magasins',
  {
    id: serial('id').primaryKey(),
    /** Short code printed in invoice numbers (FAC-2026-M03-000001); derived from the id at creation. */
    code: text('code').unique(),
    nom: text('nom').notNull(),
    quartier: text('quartier').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** The photo's address: a stored photo's (`photoEtag` names it), or a file from before photos moved. */
    photoUrl: text('photo_url'),
    photoAlt: text('photo_alt'),
    photoEtag: text('photo_etag').references(() => photos.etag, { onDelete: 'restrict' }),
    adresse: text('adresse').notNull().default(''),
    codePostal: text('code_postal').notNull().default(''),
    telephone: text('telephone').notNull().default(''),
    email: text('email').notNull().default(''),
    /** The most a gerant may take out of the till for expenses in a day (deposits aside); null: no cap. */
    plafondDepensesJour: money('plafond_depenses_jour'),
    /** The lines at the foot of the shop's tickets ('Merci de votre visite', its return policy); '' for the default. */
    piedTicket: text('pied_ticket').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('magasins_nom_idx').on(sql`lower(${t.nom})`),
    index('magasins_photo_etag_idx').on(t.photoEtag),
    check('magasins_plafond_depenses_ck', sql`${t.plafondDepensesJour} >= 0`),
  ],
);

/** A column naming a shop (`magasin_id` unless named otherwise): a shop rows name is kept unless `cascade`. */
export const shopRef = (name = 'magasin_id', onDelete: OnDelete = 'restrict') =>
  idRef(name, () => magasins.id, onDelete);
