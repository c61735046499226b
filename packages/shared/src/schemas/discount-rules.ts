import * as z from 'zod';
import { SALE_LINES_MAX } from '../constants.ts';
import { bodyId, queryId } from './common.ts';
import { DISCOUNT_MESSAGES } from './discount-motifs.ts';
import { discountCodeSchema, isPercent, lineDiscountSchema, ticketDiscountSchema } from './discounts.ts';
import { quantity } from './text.ts';

/**
 * Who may discount how much, and direction's approvals: the caps (Paramètres › Remises), the
 * approval a gérant asks for online, and the one-time code direction's phone gives for a sale made
 * offline. Amounts in hundredths; caps in percent of the ticket before discounts.
 */

export const DISCOUNT_PATHS = {
  settings: '/Parametres/remises',
  /** The signed-in user's own cap. */
  myCap: '/Parametres/remises/mon-plafond',
  codes: '/Parametres/remises/codes',
  approvals: '/Ventes/accords-remise',
  approval: (id: number | string) => `/Ventes/accords-remise/${id}`,
  accept: (id: number | string) => `/Ventes/accords-remise/${id}/accepter`,
  refuse: (id: number | string) => `/Ventes/accords-remise/${id}/refuser`,
} as const;

/** A gérant's cap when direction has set none. */
export const DEFAULT_GERANT_CAP_PERCENT = 10;
/** How long an accepted approval, or a code, may be used. */
export const DISCOUNT_APPROVAL_MINUTES = 15;

const cap = z
  .number({ error: DISCOUNT_MESSAGES.capInvalid })
  .refine((value) => value === 0 || isPercent(value), DISCOUNT_MESSAGES.capInvalid);

/** GET/PUT /Parametres/remises: the gérants' cap and the caps of some users (their own instead). */
export const discountSettingsSchema = z.object({
  plafond_gerant: cap,
  plafonds_utilisateurs: z
    .array(z.object({ utilisateur: bodyId(DISCOUNT_MESSAGES.userNotFound), plafond: cap }))
    .max(500),
});
export type DiscountSettingsInput = z.input<typeof discountSettingsSchema>;

export const discountSettingsAnswerSchema = z.object({
  plafond_gerant: z.number(),
  plafonds_utilisateurs: z.array(
    z.object({ utilisateur: z.number().int(), username: z.string(), plafond: z.number() }),
  ),
});
export type DiscountSettings = z.infer<typeof discountSettingsAnswerSchema>;

/** GET /Parametres/remises/mon-plafond: the caller's cap in percent of the ticket; null: none (direction). */
export const myDiscountCapSchema = z.object({ plafond: z.number().nullable() });
export type MyDiscountCap = z.infer<typeof myDiscountCapSchema>;

/** POST /Parametres/remises/codes: a code for one shop and a maximum, valid DISCOUNT_APPROVAL_MINUTES. */
export const discountCodeRequestSchema = z.object({
  magasin: bodyId(DISCOUNT_MESSAGES.approvalNotFound),
  montant_max: discountCodeSchema.shape.montant_max,
});
export const discountCodeAnswerSchema = z.object({
  magasin: z.number().int(),
  code: z.string(),
  montant_max: z.number().int(),
  valable_jusqu_a: z.iso.datetime({ offset: true }),
});
export type DiscountCodeAnswer = z.infer<typeof discountCodeAnswerSchema>;

export const APPROVAL_STATUSES = ['en_attente', 'acceptee', 'refusee', 'utilisee'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];
export const APPROVAL_STATUS_LABELS: Record<ApprovalStatus, string> = {
  en_attente: 'En attente',
  acceptee: 'Acceptée',
  refusee: 'Refusée',
  utilisee: 'Utilisée',
};

/** POST /Ventes/accords-remise: the basket as the sale will send it (its lines, discounts, client). */
export const approvalRequestSchema = z.object({
  magasin: bodyId(DISCOUNT_MESSAGES.approvalNotFound),
  client: bodyId(DISCOUNT_MESSAGES.approvalNotFound).nullish(),
  articles: z
    .array(
      z.object({
        article: bodyId(DISCOUNT_MESSAGES.approvalNotFound),
        quantite: quantity({ message: DISCOUNT_MESSAGES.approvalNoDiscount }),
        remise: lineDiscountSchema.nullish(),
      }),
    )
    .min(1, DISCOUNT_MESSAGES.approvalNoDiscount)
    .max(SALE_LINES_MAX),
  remise_ticket: ticketDiscountSchema.nullish(),
  note: z.string().max(300).nullish(),
});
export type ApprovalRequestInput = z.input<typeof approvalRequestSchema>;

export const approvalSchema = z.object({
  id: z.number().int(),
  magasin: z.object({ id: z.number().int(), nom: z.string() }),
  demandeur: z.object({ id: z.number().int(), username: z.string() }),
  statut: z.enum(APPROVAL_STATUSES),
  /** Hundredths: the ticket before discounts, and the discount asked (lines and ticket). */
  montant_ticket: z.number().int(),
  montant_remise: z.number().int(),
  /** The discount in percent of the ticket, and whether a line goes under its cost. */
  pourcentage: z.number(),
  sous_le_cout: z.boolean(),
  note: z.string().nullable(),
  created_at: z.iso.datetime({ offset: true }),
  decidee_par: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  decidee_at: z.iso.datetime({ offset: true }).nullable(),
  /** Accepted: usable until then by one sale of that shop. */
  valable_jusqu_a: z.iso.datetime({ offset: true }).nullable(),
  vente: z.object({ id: z.number().int(), numero_facture: z.string() }).nullable(),
});
export type Approval = z.infer<typeof approvalSchema>;

export const approvalListQuerySchema = z.object({
  statut: z.enum(APPROVAL_STATUSES).optional(),
  magasin: queryId.optional(),
});
