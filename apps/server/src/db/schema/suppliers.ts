import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, idRef, money, updatedAt } from '../columns.ts';

export const fournisseurs = pgTable(
  'fournisseurs',
  {
    id: serial('id').primaryKey(),
    nom: text('nom').notNull(),
    /** The number the shop reaches them on (WhatsApp), as typed. */
    telephone: text('telephone'),
    quartier: text('quartier'),
    /** Days between the order and the delivery. */
    delaiLivraison: integer('delai_livraison'),
    /** The smallest order they take, in hundredths. */
    minimumCommande: money('minimum_commande'),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    // One live supplier per name, whatever its case: a deleted one frees its name.
    uniqueIndex('fournisseurs_nom_uq').on(sql`lower(${t.nom})`).where(sql`${t.deletedAt} is null`),
    check(
      'fournisseurs_chiffres_ck',
      sql`(${t.delaiLivraison} is null or ${t.delaiLivraison} >= 0) and (${t.minimumCommande} is null or ${t.minimumCommande} >= 0)`,
    ),
  ],
);

/** A column naming a supplier (`fournisseur_id`), kept while rows name it. */
export const supplierRef = () => idRef('fournisseur_id', () => fournisseurs.id);
