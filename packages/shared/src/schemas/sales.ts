import * as z from 'zod';
import { CATALOGUE_TYPES } from './articles-fields.ts';
import { saleLineCostFields } from './cost-fields.ts';
import { saleOfflineFlags } from './offline-sale-flags.ts';
import { STORED_PAYMENT_METHODS } from './payment-methods.ts';
import { saleDiscountFields, saleLineDiscountFields } from './sale-discounts.ts';
import { SALE_RETURN_STATES } from './sale-return-state.ts';

/** A sale as the API answers it, shared by the sales screens and the client profile. */

export const SALE_STATUSES = ['validee', 'annulee'] as const;
export type SaleStatus = (typeof SALE_STATUSES)[number];

/** The article of a sold or returned line: its name and type as the invoice printed them. */
export const soldArticleSchema = z.object({
  id: z.number().int().positive(),
  article_name: z.string(),
  /** The type it had when sold (the six product types, or a pouch component). */
  article_type: z.enum(CATALOGUE_TYPES),
});

/** One line of a sale; the article's name and type are those printed on the invoice. */
export const saleLineSchema = z.object({
  id: z.number().int().positive(),
  article: soldArticleSchema,
  /** The lot sold ('' for an article without lots): a line asked without a lot may come back as several. */
  bain: z.string(),
  quantite: z.number().int().positive(),
  /** Hundredths. */
  prix_unitaire: z.number().int().nonnegative(),
  /** Hundredths: prix_unitaire × quantite, less its discounts when it has some (its net). */
  prix_total: z.number().int().nonnegative(),
  /** Units of the line already returned (credit notes); quantite − quantite_retournee may still come back. */
  quantite_retournee: z.number().int().nonnegative(),
  /** Direction only: the cost frozen when sold. */
  ...saleLineCostFields,
  ...saleLineDiscountFields,
});
export type SaleLine = z.infer<typeof saleLineSchema>;

export const saleSchema = z.object({
  id: z.number().int().positive(),
  numero_facture: z.string(),
  date_vente: z.iso.datetime({ offset: true }),
  /** Hundredths. */
  total: z.number().int().nonnegative(),
  /** A cancelled sale ('annulee') counts in no figure. */
  statut: z.enum(SALE_STATUSES),
  magasin: z.object({ id: z.number().int().positive(), nom: z.string() }),
  /** Null for a 'vente libre' (anonymous sale). */
  client: z.object({ id: z.number().int().positive(), nom: z.string(), prenom: z.string() }).nullable(),
  items: z.array(saleLineSchema),
  /** How it was paid: its distinct methods in PAYMENT_METHODS order; empty for a sale recorded before payments ('Non renseigné'). */
  modes_paiement: z.array(z.enum(STORED_PAYMENT_METHODS)),
  /** Returned in part ('partiel') or in full ('total'), or null: see saleReturnState. */
  retournee: z.enum(SALE_RETURN_STATES).nullable(),
  ...saleDiscountFields,
  ...saleOfflineFlags,
});
export type Sale = z.infer<typeof saleSchema>;
