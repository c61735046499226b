import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, money } from '../columns.ts';
import { articles } from './articles.ts';
import { magasins } from './shops.ts';
import { users } from './users.ts';

export const entryTypeEnum = pgEnum('entry_type', ['livraison', 'autre_type']);

export const entreesStock = pgTable(
  'entrees_stock',
  {
    id: serial('id').primaryKey(),
    magasinId: integer('magasin_id')
      .notNull()
      .references(() => magasins.id, { onDelete: 'restrict' }),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'restrict' }),
    /** The lot delivered ('Bain' on a wool's label; '' for an article without lots). */
    bain: text('bain').notNull().default(''),
    quantite: integer('quantite').notNull(),
    prixUnitaire: money('prix_unitaire').notNull(),
    /** Computed by the server: quantite × prix_unitaire. */
    prixTotal: money('prix_total').notNull(),
    fournisseur: text('fournisseur').notNull(),
    referenceCommande: text('reference_commande'),
    dateEntree: timestamp('date_entree', { withTimezone: true }).notNull().defaultNow(),
    commentaire: text('commentaire'),
    typeEntree: entryTypeEnum('type_entree').notNull().default('livraison'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('entrees_magasin_date_idx').on(
      t.magasinId,
      t.dateEntree.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('entrees_date_idx').on(t.dateEntree.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('entrees_article_idx').on(t.articleId),
    index('entrees_fournisseur_idx').on(sql`lower(${t.fournisseur})`),
    check('entrees_quantite_ck', sql`${t.quantite} > 0`),
    check(
      'entrees_prix_ck',
      sql`${t.prixUnitaire} >= 0 and ${t.prixTotal} = ${t.prixUnitaire} * ${t.quantite}`,
    ),
  ],
);
