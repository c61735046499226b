import * as z from 'zod';
import { text } from './text.ts';

/**
 * Discounts at the till: a line's discount (a percentage or an amount) and a ticket's discount,
 * each with its motif. How they become each line's net: discounts/spread.ts. Amounts in hundredths,
 * always whole francs (FCFA has no smaller coin).
 */

export const DISCOUNT_MOTIFS = [
  'negociation',
  'client_fidele',
  'fin_de_bain',
  'article_defectueux',
  'revendeuse',
  'autre',
] as const;
export type DiscountMotif = (typeof DISCOUNT_MOTIFS)[number];

export const DISCOUNT_MOTIF_LABELS: Record<DiscountMotif, string> = {
  negociation: 'Négociation',
  client_fidele: 'Client fidèle',
  fin_de_bain: 'Fin de bain',
  article_defectueux: 'Article défectueux',
  revendeuse: 'Revendeuse',
  autre: 'Autre',
};

export const DISCOUNT_KINDS = ['pourcentage', 'montant'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

export const DISCOUNT_MOTIF_TEXT_MAX = 200;
/** One franc, in hundredths: every discount amount is a multiple of it. */
export const FRANC = 100;

export const DISCOUNT_MESSAGES = {
  kindInvalid: 'Type de remise invalide',
  percentInvalid: 'Le pourcentage doit être compris entre 0 et 100',
  amountInvalid: 'Le montant de la remise doit être un nombre de francs entiers positif',
  motifRequired: 'Le motif de la remise est requis',
  motifTextRequired: 'Précisez le motif de la remise',
  overLine: 'La remise dépasse le montant de la ligne',
  overTicket: 'La remise globale dépasse le montant du ticket',
  overCap: (cap: string) => `Remise au-delà de votre plafond (${cap} %) : accord de la direction requis`,
  underCost: 'Remise sous le prix de revient : accord de la direction requis',
  capInvalid: 'Le plafond doit être un pourcentage entre 0 et 100',
  userNotFound: 'Utilisateur introuvable',
  approvalNotFound: 'Accord de remise introuvable',
  approvalNotUsable: "Cet accord de remise n'est plus utilisable",
  approvalTooSmall: (amount: string) => `La remise dépasse le montant accordé (${amount})`,
  approvalDecided: 'Cet accord de remise a déjà été traité',
  approvalNoDiscount: 'Le panier ne comporte aucune remise à accorder',
  codeInvalid: 'Code de remise invalide ou expiré',
  codeFormat: 'Le code de remise compte 6 chiffres',
  codeAmountInvalid: 'Montant maximal du code invalide',
} as const;

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

/** A motif as a sale's line or ticket shows it: 'Négociation', or 'Autre : <text>'. */
export function discountMotifLabel(motif: DiscountMotif, text: string | null): string {
  const label = DISCOUNT_MOTIF_LABELS[motif];
  return motif === 'autre' && text ? `${label} : ${text}` : label;
}

/** A one-time code from direction's phone: its 6 digits and the maximum discount it allows (hundredths). */
export const discountCodeSchema = z.object({
  code: z.string({ error: DISCOUNT_MESSAGES.codeFormat }).regex(/^[0-9]{6}$/, DISCOUNT_MESSAGES.codeFormat),
  montant_max: francs,
});
export type DiscountCode = z.output<typeof discountCodeSchema>;
