import * as z from 'zod';
import { paginatedSchema, paginationQuerySchema, queryId } from './common.ts';
import { PAYMENT_MESSAGES, SALE_PAYMENT_METHODS } from './payment-methods.ts';
import { SALE_ORDERINGS } from './sale-paths.ts';
import { SALE_STATUSES, saleSchema } from './sales.ts';
import { queryText } from './text.ts';

/**
 * The sales API (docs/architecture.md, 'A sale is one transaction' and 'Sales search'): the
 * search and the list shared by the server's routes and the /ventes screens. A sale
 * in full is sale-detail.ts; a new sale, sale-create.ts; the paths and messages, sale-paths.ts. Money
 * is in hundredths.
 */

const amount = z.coerce
  .number({ error: 'Le montant doit être un nombre positif' })
  .int('Le montant doit être un nombre entier de centimes')
  .min(0, 'Le montant doit être un nombre positif')
  .max(Number.MAX_SAFE_INTEGER);
const isoDate = z.iso.date({ error: 'Date invalide (AAAA-MM-JJ)' });

/**
 * The sale search filter as query parameters of the sale lists: client id exact,
 * invoice number case-insensitive substring, inclusive date range (whole days in the shops' time
 * zone), min/max on the total in hundredths with a zero bound ignored, sales with at least one
 * payment of `mode_paiement`. Direction narrows to one
 * shop with `magasin`; a gerant always gets their own shop.
 */
export const saleSearchQuerySchema = paginationQuerySchema.extend({
  client: queryId.optional(),
  magasin: queryId.optional(),
  numero_facture: queryText(50).optional(),
  date_debut: isoDate.optional(),
  date_fin: isoDate.optional(),
  montant_min: amount.optional(),
  montant_max: amount.optional(),
  statut: z.enum(SALE_STATUSES).optional(),
  mode_paiement: z.enum(SALE_PAYMENT_METHODS, { error: PAYMENT_MESSAGES.methodInvalid }).optional(),
  ordering: z.enum(SALE_ORDERINGS).default('-date_vente'),
});
export type SaleSearchQuery = z.input<typeof saleSearchQuerySchema>;

export const salePageSchema = paginatedSchema(saleSchema);

/** The invoice's file name: `facture_{numero}.pdf`. */
export const invoiceFileName = (numeroFacture: string) => `facture_${numeroFacture}.pdf`;
