import * as z from 'zod';
import { SALE_LINES_MAX } from '../constants.ts';
import { CATALOGUE_TYPES } from './articles-fields.ts';
import { bodyId } from './common.ts';
import { DISCOUNT_MESSAGES } from './discount-motifs.ts';
import { discountCodeSchema, lineDiscountSchema, ticketDiscountSchema } from './discounts.ts';
import { bainInput, lotsSchema } from './lots.ts';
import { paymentsInputSchema } from './payments.ts';
import { SALE_MESSAGES } from './sale-paths.ts';
import { offlineSaleFields, offlineSaleRule } from './sales-offline.ts';
import { quantity } from './text.ts';

/** A new sale and its form's products (sales-api.ts): built only where a sale is made. Money in hundredths. */

/**
 * POST /Mouvements/ventes/creer/ (header `Idempotency-Key` recommended). `client` must be given:
 * a client id, or null for a 'vente libre' (a sale without a client). Prices come from the
 * catalogue (or the client's price list, or a promotion), never from the request; a line may carry
 * a discount and the sale a ticket discount (discounts.ts), which the server turns into each line's net. `paiements` (payments.ts) must add up to the total exactly;
 * without them the sale is paid in cash for its total. A sale made offline adds `hors_ligne`,
 * `date_appareil` and `ticket_provisoire` (sales-offline.ts). Answers 201 with the sale detail.
 */
export const saleCreateSchema = z
  .object({
    client: bodyId(SALE_MESSAGES.clientRequired).nullable(),
    magasin: bodyId(SALE_MESSAGES.shopRequired),
    articles: z
      .array(
        z.object({
          article: bodyId(SALE_MESSAGES.articleRequired),
          quantite: quantity({ message: SALE_MESSAGES.quantityAboveZero }),
          /**
           * The lot ('Bain') of a wool, optional: without it the server takes the lot with most stock,
           * and splits the line across lots (most stock first, then by name) when that one cannot
           * cover it. Absent or empty for any other article.
           */
          bain: bainInput,
          /** The line's discount (a percentage or an amount, with its motif); none when absent. */
          remise: lineDiscountSchema.nullish(),
        }),
        { error: SALE_MESSAGES.noItems },
      )
      .min(1, SALE_MESSAGES.noItems)
      .max(SALE_LINES_MAX, SALE_MESSAGES.tooManyLines),
    paiements: paymentsInputSchema.optional(),
    /** A discount on the whole ticket, spread over its lines (discounts/spread.ts). */
    remise_ticket: ticketDiscountSchema.nullish(),
    /** Over a gérant's cap or under cost: an approval direction accepted (POST /Ventes/accords-remise). */
    accord_remise: bodyId(DISCOUNT_MESSAGES.approvalNotFound).nullish(),
    /** Offline, over the cap or under cost: the one-time code direction's phone gave, with its maximum. */
    code_remise: discountCodeSchema.nullish(),
    ...offlineSaleFields,
  })
  .superRefine(offlineSaleRule);
export type SaleCreateInput = z.input<typeof saleCreateSchema>;

/** PUT /Ventes/{id}: only the client may change, never the lines; null makes it a vente libre. */
export const saleUpdateSchema = z.object({
  client: bodyId(SALE_MESSAGES.clientRequired).nullable(),
});

/** A product the shop has in stock, for the sale form. */
export const storeProductSchema = z.object({
  id: z.number().int(),
  nom: z.string(),
  type: z.enum(CATALOGUE_TYPES),
  /** Hundredths: the catalogue's current unit price. */
  prix: z.number().int(),
  quantite_stock: z.number().int(),
  /** Its lots holding stock, most first then by name (the first is the sale form's default). */
  bains: lotsSchema,
  /** A wool's colour ('' for other articles, or from a server that does not send it). */
  couleur: z.string().optional().default(''),
  /** Its barcode ('' when not sent). */
  code_barre: z.string().optional().default(''),
});
export type StoreProduct = z.infer<typeof storeProductSchema>;
export const storeProductsSchema = z.array(storeProductSchema);
