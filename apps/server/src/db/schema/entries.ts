import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, idRef, money, newestFirstIndexKeys, timestampTzNow } from '../columns.ts';
import { articleLot } from './articles.ts';
import { purchaseOrderLineRef, purchaseReceiptRef } from './purchase-orders.ts';
import { shopRef } from './shops.ts';
import { supplierRef } from './suppliers.ts';
import { userRef } from './users.ts';

export const entryTypeEnum = pgEnum('entry_type', ['livraison', 'autre_type']);

export const entreesStock = pgTable(
  'entrees_stock',
  {
    id: serial('id').primaryKey(),
    magasinId: shopRef().notNull(),
    /** The lot delivered ('Bain' on a wool's label; '' for an article without lots). */
    ...articleLot(),
    quantite: integer('quantite').notNull(),
    prixUnitaire: money('prix_unitaire').notNull(),
    /** Computed by the server: quantite × prix_unitaire. */
    prixTotal: money('prix_total').notNull(),
    /** The supplier's name as recorded: typed in, or the name of the supplier record named below. */
    fournisseur: text('fournisseur').notNull(),
    /** The supplier record, when the delivery names one (or a migration linked it by name). */
    fournisseurId: supplierRef(),
    referenceCommande: text('reference_commande'),
    dateEntree: timestampTzNow('date_entree'),
    commentaire: text('commentaire'),
    typeEntree: entryTypeEnum('type_entree').notNull().default('livraison'),
    userId: userRef(),
    createdAt: createdAt(),
    /** The purchase order line this delivery received, and the receipt it was part of. */
    bonCommandeLigneId: purchaseOrderLineRef(),
    receptionId: purchaseReceiptRef(),
  },
  (t) => [
    index('entrees_magasin_date_idx').on(t.magasinId, ...newestFirstIndexKeys(t.dateEntree, t.id)),
    index('entrees_date_idx').on(...newestFirstIndexKeys(t.dateEntree, t.id)),
    index('entrees_article_idx').on(t.articleId),
    // An article's last delivery (its price, its supplier): the reorder and the order form read it.
    index('entrees_article_date_idx').on(t.articleId, ...newestFirstIndexKeys(t.dateEntree, t.id)),
    index('entrees_bon_commande_ligne_idx').on(t.bonCommandeLigneId),
    index('entrees_reception_idx').on(t.receptionId),
    index('entrees_fournisseur_idx').on(sql`lower(${t.fournisseur})`),
    index('entrees_fournisseur_id_idx').on(t.fournisseurId),
    check('entrees_quantite_ck', sql`${t.quantite} > 0`),
    check(
      'entrees_prix_ck',
      sql`${t.prixUnitaire} >= 0 and ${t.prixTotal} = ${t.prixUnitaire} * ${t.quantite}`,
    ),
  ],
);

/** A column naming a stock entry (`entree_id`), kept while rows name it. */
export const entryRef = () => idRef('entree_id', () => entreesStock.id);
