import * as z from 'zod';
import { formatMoney, moneySchema } from '../money.ts';
import { optionalQuery, paginatedSchema, paginationQuerySchema, queryIdOf } from './common.ts';
import { PAYMENT_AMOUNT_MAX } from './payment-methods.ts';
import { optionalText, text } from './text.ts';
import { DEPOSIT_CATEGORIES, tillPersonSchema } from './till.ts';

/**
 * Deposits ('Dépôts'): cash taken out of a till to the bank (`depot_banque`) or to head office
 * (`depot_siege`). A deposit is 'en transit' from its cash-out until direction confirms what
 * arrived — the amount received, the slip's reference and its date, and a comment when the amount
 * differs. A confirmation is final: a second one answers 409 and changes nothing. Money in
 * hundredths.
 */

export const DEPOSIT_PATHS = {
  /**
   * GET a page of deposits, newest first (`?statut=en_transit|confirme&magasin=&page=&page_size=`,
   * `&format=csv`), with the totals in transit per destination. A gerant: their own shop's.
   */
  list: '/Caisses/depots/',
  /** `/{id}/confirmer`: POST direction's confirmation (header `Idempotency-Key` recommended). */
  deposit: '/Caisses/depots',
} as const;

export const DEPOSIT_STATUSES = ['en_transit', 'confirme'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];
export const DEPOSIT_STATUS_LABELS: Record<DepositStatus, string> = {
  en_transit: 'En transit',
  confirme: 'Confirmé',
};

/** Where a deposit goes: the cash-out's category. */
export const DEPOSIT_DESTINATIONS = DEPOSIT_CATEGORIES as readonly ['depot_banque', 'depot_siege'];
export type DepositDestination = (typeof DEPOSIT_DESTINATIONS)[number];
export const DEPOSIT_DESTINATION_LABELS: Record<DepositDestination, string> = {
  depot_banque: 'Banque',
  depot_siege: 'Siège',
};

export const DEPOSIT_REFERENCE_MAX = 60;
export const DEPOSIT_COMMENT_MAX = 500;

export const DEPOSIT_MESSAGES = {
  notFound: 'Dépôt non trouvé',
  alreadyConfirmed: 'Ce dépôt est déjà confirmé',
  amountInvalid: 'Le montant reçu doit être un montant positif ou nul',
  referenceRequired: 'La référence du bordereau est obligatoire',
  dateInvalid: 'Date invalide (AAAA-MM-JJ)',
  dateInFuture: 'La date du dépôt ne peut pas être postérieure à aujourd’hui',
  dateBeforeCashOut: 'La date du dépôt ne peut pas précéder sa sortie de caisse',
  commentRequired: 'Un commentaire est obligatoire quand le montant reçu diffère du montant déposé',
  statusInvalid: 'Statut invalide (en_transit ou confirme)',
  shopInvalid: 'Magasin non trouvé',
  difference: (ecart: number) => `Écart : ${ecart > 0 ? '+' : ''}${formatMoney(ecart)}`,
} as const;

const M = DEPOSIT_MESSAGES;

/** POST /Caisses/depots/{id}/confirmer: what arrived, the slip's reference and date, a comment for a difference. */
export const depositConfirmSchema = z.object({
  montant_recu: z
    .number({ error: M.amountInvalid })
    .int(M.amountInvalid)
    .min(0, M.amountInvalid)
    .max(PAYMENT_AMOUNT_MAX, M.amountInvalid),
  reference_bordereau: text({ max: DEPOSIT_REFERENCE_MAX, required: M.referenceRequired }),
  date: z.iso.date({ error: M.dateInvalid }),
  commentaire: optionalText({ max: DEPOSIT_COMMENT_MAX, multiline: true, empty: null }),
});
export type DepositConfirmInput = z.input<typeof depositConfirmSchema>;

/** Totals in transit per destination (hundredths). */
export const depositsInTransitSchema = z.object({ depot_banque: moneySchema, depot_siege: moneySchema });
export type DepositsInTransit = z.infer<typeof depositsInTransitSchema>;

/** A deposit as every answer gives it: its cash-out, its status and, once confirmed, what arrived. */
export const depositSchema = z.object({
  /** The cash-out's id. */
  id: z.number().int(),
  magasin: z.object({ id: z.number().int(), nom: z.string() }),
  session: z.number().int(),
  categorie: z.enum(DEPOSIT_DESTINATIONS),
  montant: moneySchema,
  motif: z.string(),
  utilisateur: tillPersonSchema,
  created_at: z.iso.datetime({ offset: true }),
  statut: z.enum(DEPOSIT_STATUSES),
  /** In transit for more than DEPOSIT_LATE_HOURS hours (constants.ts). */
  en_retard: z.boolean(),
  justificatif_url: z.string().nullable(),
  confirmation: z
    .object({
      montant_recu: moneySchema,
      /** montant_recu − montant. */
      ecart: z.number().int(),
      reference_bordereau: z.string(),
      date: z.iso.date(),
      commentaire: z.string().nullable(),
      confirme_par: tillPersonSchema,
      confirme_le: z.iso.datetime({ offset: true }),
    })
    .nullable(),
});
export type Deposit = z.infer<typeof depositSchema>;

export const depositListQuerySchema = paginationQuerySchema.extend({
  statut: optionalQuery(z.enum(DEPOSIT_STATUSES, { error: M.statusInvalid })),
  magasin: optionalQuery(queryIdOf(M.shopInvalid)),
});
export type DepositListQuery = z.output<typeof depositListQuerySchema>;

/** A page of deposits and, for the shops in scope, what is in transit to the bank and to head office. */
export const depositPageSchema = paginatedSchema(depositSchema).extend({
  en_transit: depositsInTransitSchema,
});
export type DepositPage = z.infer<typeof depositPageSchema>;
