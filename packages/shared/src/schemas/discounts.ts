import * as z from 'zod';
import {
  DISCOUNT_KINDS,
  DISCOUNT_MESSAGES,
  DISCOUNT_MOTIF_TEXT_MAX,
  DISCOUNT_MOTIFS,
  type DiscountMotif,
  FRANC,
} from './discount-motifs.ts';
import { text } from './text.ts';

/**
 * Discounts at the till: a line's discount (a percentage or an amount) and a ticket's discount,
 * each with its motif. How they become each line's net: discounts/spread.ts. Amounts in hundredths,
 * always whole francs (FCFA has no smaller coin).
 */

const motifFields = {
  motif: z.enum(DISCOUNT_MOTIFS, { error: DISCOUNT_MESSAGES.motifRequired }),
  motif_texte: text({ max: DISCOUNT_MOTIF_TEXT_MAX })
    .nullish()
    .transform((value) => value || null),
};

/** 'autre' needs its text. */
function motifTextRule(value: { motif: DiscountMotif; motif_texte: string | null }, ctx: z.RefinementCtx) {
  if (value.motif === 'autre' && value.motif_texte === null)
    ctx.addIssue({ code: 'custom', message: DISCOUNT_MESSAGES.motifTextRequired, path: ['motif_texte'] });
}

/** A whole number of francs, in hundredths, above zero. */
const francs = z
  .number({ error: DISCOUNT_MESSAGES.amountInvalid })
  .int(DISCOUNT_MESSAGES.amountInvalid)
  .positive(DISCOUNT_MESSAGES.amountInvalid)
  .max(1_000_000_000_00, DISCOUNT_MESSAGES.amountInvalid)
  .refine((value) => value % FRANC === 0, DISCOUNT_MESSAGES.amountInvalid);

/** A percentage above 0 and at most 100, with two decimals at most. */
export const isPercent = (value: number) =>
  value > 0 && value <= 100 && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/**
 * A line's discount: `pourcentage` (0 < valeur ≤ 100, two decimals at most) of the line, or a
 * `montant` in hundredths (whole francs), with its motif.
 */
export const lineDiscountSchema = z
  .object({
    type: z.enum(DISCOUNT_KINDS, { error: DISCOUNT_MESSAGES.kindInvalid }),
    valeur: z.number({ error: DISCOUNT_MESSAGES.percentInvalid }).positive(DISCOUNT_MESSAGES.percentInvalid),
    ...motifFields,
  })
  .superRefine((value, ctx) => {
    motifTextRule(value, ctx);
    const valid =
      value.type === 'pourcentage' ? isPercent(value.valeur) : francs.safeParse(value.valeur).success;
    if (!valid)
      ctx.addIssue({
        code: 'custom',
        message:
          value.type === 'pourcentage' ? DISCOUNT_MESSAGES.percentInvalid : DISCOUNT_MESSAGES.amountInvalid,
        path: ['valeur'],
      });
  });
export type LineDiscountInput = z.input<typeof lineDiscountSchema>;
export type LineDiscount = z.output<typeof lineDiscountSchema>;

/** A ticket's discount: an amount in hundredths (whole francs), spread over its lines. */
export const ticketDiscountSchema = z.object({ montant: francs, ...motifFields }).superRefine(motifTextRule);
export type TicketDiscountInput = z.input<typeof ticketDiscountSchema>;
export type TicketDiscount = z.output<typeof ticketDiscountSchema>;

/** A one-time code from direction's phone: its 6 digits and the maximum discount it allows (hundredths). */
export const discountCodeSchema = z.object({
  code: z.string({ error: DISCOUNT_MESSAGES.codeFormat }).regex(/^[0-9]{6}$/, DISCOUNT_MESSAGES.codeFormat),
  montant_max: francs,
});
export type DiscountCode = z.output<typeof discountCodeSchema>;
