import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial } from 'drizzle-orm/pg-core';
import { createdAt, timestampTz } from '../columns.ts';
import { articleLot } from './articles.ts';
import { saleRef } from './sales.ts';
import { shopRef } from './shops.ts';

/**
 * Stock 'à régulariser': units a paid offline sale sold that the shop's stock did not hold when the
 * sale arrived. The sale takes what there is (stock never goes below zero) and the rest is kept
 * here, open, until a later delivery, transfer or count settles it (`quantite_restante` down to 0,
 * through `regularisation` movements or the count's own adjustment).
 */
export const regularisationsStock = pgTable(
  'regularisations_stock',
  {
    id: serial('id').primaryKey(),
    magasinId: shopRef().notNull(),
    /** The lot the sale asked for or took ('' for an article without lots). */
    ...articleLot(),
    venteId: saleRef().notNull(),
    /** Units missing when the sale arrived. */
    quantite: integer('quantite').notNull(),
    /** Units not settled yet. */
    quantiteRestante: integer('quantite_restante').notNull(),
    regulariseeLe: timestampTz('regularisee_le'),
    createdAt: createdAt(),
  },
  (t) => [
    index('regularisations_ouvertes_idx')
      .on(t.magasinId, t.articleId, t.createdAt)
      .where(sql`${t.quantiteRestante} > 0`),
    index('regularisations_vente_idx').on(t.venteId),
    check(
      'regularisations_quantites_ck',
      sql`${t.quantite} > 0 and ${t.quantiteRestante} >= 0 and ${t.quantiteRestante} <= ${t.quantite}`,
    ),
    check('regularisations_reglee_ck', sql`(${t.quantiteRestante} = 0) = (${t.regulariseeLe} is not null)`),
  ],
);
