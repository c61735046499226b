import * as z from 'zod';
import { DISCOUNT_KINDS, DISCOUNT_MOTIFS } from './discount-motifs.ts';

/**
 * What a sale's answer says of its discounts and price-list prices. A sale with none answers
 * without these fields, exactly as before discounts existed.
 */

const motif = { motif: z.enum(DISCOUNT_MOTIFS), motif_texte: z.string().nullable() };

/** A sold line's prices: catalogue, price list, discounts, net (its `prix_total`). Hundredths. */
export const saleLineDiscountFields = {
  /** The catalogue's unit price when sold (`prix_unitaire` is the price applied: a price list's, or the same). */
  prix_catalogue: z.number().int().nonnegative().optional(),
  /** The line's own discount, and its share of the ticket's discount; `prix_total` is net of both. */
  remise_ligne: z.number().int().nonnegative().optional(),
  remise_ticket_part: z.number().int().nonnegative().optional(),
  /** The line's discount as asked (null without one). */
  remise: z
    .object({ type: z.enum(DISCOUNT_KINDS), valeur: z.number(), ...motif })
    .nullable()
    .optional(),
  /** The price list that gave `prix_unitaire` (null: the catalogue's price). */
  tarif: z.object({ id: z.number().int(), nom: z.string() }).nullable().optional(),
};

/** A sale's discounts as a whole. */
export const saleDiscountFields = {
  /** The ticket's discount (null without one). */
  remise_ticket: z
    .object({ montant: z.number().int().positive(), ...motif })
    .nullable()
    .optional(),
  /** Hundredths: Σ (catalogue price × quantity − net) of its lines: what the customer did not pay. */
  remises: z.number().int().nonnegative().optional(),
};
