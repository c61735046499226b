import * as z from 'zod';
import { formatMoney } from '../money.ts';
import { bodyId } from './common.ts';
import { DISCOUNT_MESSAGES } from './discount-motifs.ts';
import { discountCodeSchema, lineDiscountSchema, ticketDiscountSchema } from './discounts.ts';
import { bainInput } from './lots.ts';
import { MOBILE_MONEY_METHODS, PAYMENT_MESSAGES, PAYMENT_REFERENCE_MAX } from './payment-methods.ts';
import { paymentsInputSchema } from './payments.ts';
import { optionalText, quantity, text } from './text.ts';

/**
 * Layaway ('Mise de côté', docs/decisions/024-layaway.md): units of one lot reserved in one shop for a
 * registered client against a deposit ('acompte'). The units are sellable nowhere until the client
 * picks them up (one sale at that day's price, paid by the deposit and the balance), or until the
 * layaway is cancelled or expires (the units come back, the deposit becomes an avoir or is refunded).
 * Amounts in hundredths.
 */

export const LAYAWAY_PATHS = {
  /** GET a page of layaways (`?format=csv`: all of them); POST one (header `Idempotency-Key`). */
  list: '/MisesDeCote/',
  /**
   * `/{id}`: GET one; POST `/{id}/versements` (an instalment of the deposit), `/{id}/retrait` (a
   * pickup), `/{id}/annuler`, `/{id}/prolonger`; GET `/{id}/relance` (the reminder's message), POST
   * `/{id}/relances` (a reminder sent).
   */
  layaway: '/MisesDeCote',
  /** GET the layaways to remind: due within LAYAWAY_REMINDER_DAYS days, paged. */
  remindersDue: '/MisesDeCote/relances',
  /** POST: expire now the layaways past due + grace (direction; the server also runs it hourly). */
  expire: '/MisesDeCote/expirer',
  /** GET/PUT direction's settings: what a cancelled deposit becomes, the grace, the default term. */
  settings: '/Parametres/mises-de-cote',
} as const;

/**
 * The statuses a list filters on and an answer shows. `a_echeance` is an `en_cours` layaway due within
 * LAYAWAY_REMINDER_DAYS days or past due (not yet expired); the others are stored.
 */
export const LAYAWAY_STATUSES = ['en_cours', 'a_echeance', 'expiree', 'retiree', 'annulee'] as const;
export type LayawayStatus = (typeof LAYAWAY_STATUSES)[number];
export const LAYAWAY_STATUS_LABELS: Record<LayawayStatus, string> = {
  en_cours: 'En cours',
  a_echeance: 'À échéance',
  expiree: 'Expirée',
  retiree: 'Retirée',
  annulee: 'Annulée',
};

/** What a cancelled or expired layaway's deposit becomes (direction's setting). */
export const LAYAWAY_DEPOSIT_OUTCOMES = ['avoir', 'remboursement'] as const;
export type LayawayDepositOutcome = (typeof LAYAWAY_DEPOSIT_OUTCOMES)[number];
export const LAYAWAY_DEPOSIT_OUTCOME_LABELS: Record<LayawayDepositOutcome, string> = {
  avoir: 'Avoir sur le compte du client',
  remboursement: 'Remboursement (espèces ou mobile money)',
};

/** The defaults while direction has set nothing. */
export const LAYAWAY_DEFAULT_TERM_DAYS = 30;
export const LAYAWAY_DEFAULT_GRACE_DAYS = 7;
export const LAYAWAY_DEFAULT_DEPOSIT_OUTCOME: LayawayDepositOutcome = 'avoir';
/** A reminder goes this many days before the due date. */
export const LAYAWAY_REMINDER_DAYS = 3;
export const LAYAWAY_TERM_DAYS_MAX = 365;
export const LAYAWAY_LINES_MAX = 100;
export const LAYAWAY_NOTE_MAX = 500;
export const LAYAWAY_REASON_MAX = 500;

/** The payment method of the deposit spent on a pickup's sale. */
export const DEPOSIT_PAYMENT_METHOD = 'acompte';
export const DEPOSIT_PAYMENT_LABEL = 'Acompte';

export const LAYAWAY_MESSAGES = {
  title: 'Mises de côté',
  one: 'Mise de côté',
  setAside: 'Mettre de côté',
  notFound: 'Mise de côté non trouvée',
  clientRequired: 'Le client est requis pour une mise de côté',
  clientNotFound: 'Client non trouvé',
  shopRequired: 'Le magasin est requis',
  shopNotFound: 'Magasin non trouvé',
  articleRequired: "L'article est requis",
  articleNotFound: 'Article non trouvé',
  quantityAboveZero: 'La quantité doit être supérieure à 0',
  noLines: 'Ajoutez au moins un article à mettre de côté',
  tooManyLines: `Une mise de côté ne peut pas dépasser ${LAYAWAY_LINES_MAX} lignes`,
  noteTooLong: `La note ne peut pas dépasser ${LAYAWAY_NOTE_MAX} caractères`,
  depositRequired: "L'acompte est requis",
  creditRefused: 'Une mise de côté ne se paie pas à crédit',
  dueDateInvalid: "Date d'échéance invalide",
  dueDatePast: "L'échéance doit être postérieure à aujourd'hui",
  dueDateTooFar: `L'échéance ne peut pas dépasser ${LAYAWAY_TERM_DAYS_MAX} jours`,
  dueDateNotLater: "La nouvelle échéance doit être postérieure à l'actuelle",
  reasonRequired: "Le motif de l'annulation est requis",
  reasonTooLong: `Le motif ne peut pas dépasser ${LAYAWAY_REASON_MAX} caractères`,
  lineRequired: 'La ligne de la mise de côté est requise',
  lineTwice: 'Une même ligne ne peut être indiquée qu’une fois',
  lineNotInLayaway: "Cette ligne n'appartient pas à la mise de côté",
  /** 409: more than the line still holds. */
  aboveReserved: (reserved: number) => `Quantité supérieure à la quantité réservée (${reserved})`,
  /** 409: the sale, a transfer or a new layaway asks for units held by layaways. */
  reserved: (available: number) => `Quantité réservée : ${available} disponible(s)`,
  /** 409: the step cannot be taken in the layaway's state. */
  notOpen: "Cette mise de côté n'est plus en cours",
  /** 409: the deposit paid is above what the pickup costs and there is nothing left to take. */
  balanceMismatch: (balance: number) =>
    `Le total des paiements doit égaler le reste à payer (${formatMoney(balance)})`,
  refundNeedsTill: 'Ouvrez la caisse du magasin pour rembourser l’acompte en espèces',
  refundReferenceRequired: 'La référence de la transaction est obligatoire',
  depositLabel: 'Acompte',
  balanceLabel: 'Reste à payer',
  depositsReceived: 'Acomptes reçus',
  reservedLabel: (n: number) => `${n} réservé${n > 1 ? 's' : ''}`,
  networkRequired:
    'La mise de côté demande une connexion : chaque téléphone doit savoir que les articles sont pris',
  loadError: 'Erreur lors du chargement des mises de côté',
  settingsTitle: 'Mises de côté',
  graceInvalid: 'Le délai de grâce doit être un nombre entier de jours entre 0 et 365',
  termInvalid: 'La durée doit être un nombre entier de jours entre 1 et 365',
  outcomeInvalid: "Choix inconnu pour l'acompte : avoir ou remboursement",
  statusInvalid: 'Statut inconnu : en_cours, a_echeance, expiree, retiree ou annulee',
} as const;

const M = LAYAWAY_MESSAGES;

/** The deposit's payments: any method a sale accepts but credit (same rules as a sale's payments). */
export const depositPaymentsSchema = paymentsInputSchema
  .min(1, M.depositRequired)
  .superRefine((payments, ctx) => {
    if (payments.some((payment) => payment.methode === 'credit_client'))
      ctx.addIssue({ code: 'custom', message: M.creditRefused });
  });

const dueDate = z.iso.date(M.dueDateInvalid);

/** One line to set aside: an article, its lot for a wool (else the lot with most stock), how many. */
export const layawayLineInputSchema = z.object({
  article: bodyId(M.articleRequired),
  quantite: quantity({ message: M.quantityAboveZero }),
  bain: bainInput,
});

/**
 * POST /MisesDeCote/: the units are reserved (409 'Quantité réservée : n disponible(s)' when fewer
 * are available), the deposit taken (into the shop's open till for money). `echeance` 'yyyy-mm-dd',
 * default today + the term direction set (30 days). Answers 201 with the layaway.
 */
export const layawayCreateSchema = z.object({
  client: bodyId(M.clientRequired),
  magasin: bodyId(M.shopRequired),
  lignes: z
    .array(layawayLineInputSchema, { error: M.noLines })
    .min(1, M.noLines)
    .max(LAYAWAY_LINES_MAX, M.tooManyLines),
  paiements: depositPaymentsSchema,
  echeance: dueDate.nullish().transform((value) => value || null),
  note: optionalText({ max: LAYAWAY_NOTE_MAX, tooLong: M.noteTooLong, multiline: true }),
});
export type LayawayCreateInput = z.input<typeof layawayCreateSchema>;

/** POST /MisesDeCote/{id}/versements: more deposit, same rules. Answers 201 with the layaway. */
export const layawayInstalmentSchema = z.object({ paiements: depositPaymentsSchema });
export type LayawayInstalmentInput = z.input<typeof layawayInstalmentSchema>;

/** One line picked up: the layaway's line, how many (default: all it still holds), its discount. */
export const layawayPickupLineSchema = z.object({
  ligne: bodyId(M.lineRequired),
  quantite: quantity({ message: M.quantityAboveZero }).optional(),
  remise: lineDiscountSchema.nullish(),
});

/**
 * POST /MisesDeCote/{id}/retrait: one sale of the lines picked up (default: all that remain) at that
 * day's price, discounts and price lists as at the till, paid by the deposit (method 'acompte') and
 * `paiements`, the balance (any method of a sale, credit included for a client allowed it). Answers
 * 201 with the layaway and the sale.
 */
export const layawayPickupSchema = z.object({
  lignes: z
    .array(layawayPickupLineSchema, { error: M.lineRequired })
    .max(LAYAWAY_LINES_MAX, M.tooManyLines)
    .superRefine((lines, ctx) => {
      const seen = new Set<number>();
      for (const line of lines) {
        if (seen.has(line.ligne)) ctx.addIssue({ code: 'custom', message: M.lineTwice });
        seen.add(line.ligne);
      }
    })
    .nullish()
    .transform((value) => value ?? null),
  paiements: paymentsInputSchema.default([]),
  remise_ticket: ticketDiscountSchema.nullish(),
  accord_remise: bodyId(DISCOUNT_MESSAGES.approvalNotFound).nullish(),
  code_remise: discountCodeSchema.nullish(),
});
export type LayawayPickupInput = z.input<typeof layawayPickupSchema>;

/** How a refunded deposit leaves: cash out of the shop's open till (default), or mobile money. */
export const layawayRefundSchema = z
  .object({
    methode: z.enum(['especes', ...MOBILE_MONEY_METHODS], { error: PAYMENT_MESSAGES.methodInvalid }),
    reference: text({ max: PAYMENT_REFERENCE_MAX })
      .nullish()
      .transform((value) => value || null),
  })
  .superRefine((refund, ctx) => {
    if (refund.methode !== 'especes' && refund.reference === null)
      ctx.addIssue({ code: 'custom', message: M.refundReferenceRequired, path: ['reference'] });
    if (refund.methode === 'especes' && refund.reference !== null)
      ctx.addIssue({ code: 'custom', message: PAYMENT_MESSAGES.referenceMobileOnly, path: ['reference'] });
  });

/**
 * POST /MisesDeCote/{id}/annuler: the units come back; the deposit left becomes an avoir, or is
 * refunded when direction chose so (`remboursement`, default cash). Answers the layaway.
 */
export const layawayCancelSchema = z.object({
  motif: text({ max: LAYAWAY_REASON_MAX, required: M.reasonRequired, tooLong: M.reasonTooLong }),
  remboursement: layawayRefundSchema.nullish().transform((value) => value ?? null),
});
export type LayawayCancelInput = z.input<typeof layawayCancelSchema>;

/** POST /MisesDeCote/{id}/prolonger: a later due date. Answers the layaway. */
export const layawayExtendSchema = z.object({ echeance: dueDate });
export type LayawayExtendInput = z.input<typeof layawayExtendSchema>;

/** A whole number of days from `min` to LAYAWAY_TERM_DAYS_MAX. */
const days = (message: string, min: number) =>
  z.number({ error: message }).int(message).min(min, message).max(LAYAWAY_TERM_DAYS_MAX, message);

/** GET/PUT /Parametres/mises-de-cote. */
export const layawaySettingsSchema = z.object({
  depot_annulation: z.enum(LAYAWAY_DEPOSIT_OUTCOMES, { error: M.outcomeInvalid }),
  delai_grace_jours: days(M.graceInvalid, 0),
  duree_jours: days(M.termInvalid, 1),
});
export type LayawaySettings = z.infer<typeof layawaySettingsSchema>;
