import * as z from 'zod';
import { formatMoney } from '../money.ts';
import { paginatedSchema, paginationQuerySchema } from './common.ts';
import {
  isMobileMoney,
  PAYMENT_AMOUNT_MAX,
  PAYMENT_MESSAGES,
  PAYMENT_METHODS,
  PAYMENT_REFERENCE_MAX,
} from './payment-methods.ts';
import { text } from './text.ts';

/**
 * A client's account read and paid: instalments ('versements', money into the till of the shop that
 * takes them, or the client's credit balance), the account with its movements, the debtors and the
 * reminders. What each credit sale still owes is the instalments paid oldest due first.
 */

/** How an instalment is paid: money, or the client's credit balance ('Avoir client'). */
export const INSTALMENT_METHODS = [...PAYMENT_METHODS, 'avoir_client'] as const;
export type InstalmentMethod = (typeof INSTALMENT_METHODS)[number];

export const ACCOUNT_MESSAGES = {
  amountInvalid: 'Le montant du versement doit être un nombre entier de centimes supérieur à 0',
  shopRequired: 'Le magasin est requis',
  /** 400: an instalment above what the client owes. */
  aboveDebt: (du: number) => `Le versement dépasse le reste dû (${formatMoney(du)})`,
  nothingOwed: 'Ce client ne doit rien',
  /** 409: a mobile-money reference an earlier instalment used. */
  referenceUsedByInstalment: 'Référence déjà utilisée pour un versement client',
  shopNotFound: 'Magasin non trouvé',
  noPhone: "Ce client n'a pas de numéro de téléphone utilisable",
  reminderSent: 'Relance enregistrée',
  reminderGroupInvalid: 'Groupe de relance inconnu (bientot, retard_3 ou retard_10)',
  title: 'Compte client',
  statementTitle: 'Relevé de compte',
} as const;

const M = ACCOUNT_MESSAGES;

/** The client account's paths (under /api). */
export const CLIENT_ACCOUNT_PATHS = {
  /**
   * `/{id}/compte`: GET the account; `/{id}/versements`: POST an instalment; `/{id}/relance`: GET
   * the reminder's message; `/{id}/relances`: POST a reminder sent; `/{id}/releve/pdf`: the statement.
   */
  client: '/Clients',
  debtors: '/Clients/creances',
  remindersDue: '/Clients/relances',
} as const;

/** POST /Clients/{id}/versements. Mobile money needs its operator's reference; nothing else takes one. */
export const instalmentInputSchema = z
  .object({
    montant: z
      .number({ error: M.amountInvalid })
      .int(M.amountInvalid)
      .min(1, M.amountInvalid)
      .max(PAYMENT_AMOUNT_MAX, M.amountInvalid),
    methode: z.enum(INSTALMENT_METHODS, { error: PAYMENT_MESSAGES.methodInvalid }),
    reference: text({ max: PAYMENT_REFERENCE_MAX })
      .nullish()
      .transform((value) => value || null),
    magasin: z.number({ error: M.shopRequired }).int(M.shopRequired).positive(M.shopRequired),
  })
  .superRefine((input, ctx) => {
    if (isMobileMoney(input.methode) && input.reference === null)
      ctx.addIssue({ code: 'custom', message: PAYMENT_MESSAGES.referenceRequired, path: ['reference'] });
    if (!isMobileMoney(input.methode) && input.reference !== null)
      ctx.addIssue({ code: 'custom', message: PAYMENT_MESSAGES.referenceMobileOnly, path: ['reference'] });
  });
export type InstalmentInput = z.input<typeof instalmentInputSchema>;

export const ACCOUNT_KINDS = [
  'vente_a_credit',
  'versement',
  'retour',
  'annulation',
  'correction',
  'paiement_avoir',
  'mise_de_cote',
] as const;
export const ACCOUNT_KIND_LABELS: Record<(typeof ACCOUNT_KINDS)[number], string> = {
  vente_a_credit: 'Vente à crédit',
  versement: 'Versement',
  retour: 'Retour',
  annulation: 'Annulation',
  correction: 'Correction',
  paiement_avoir: 'Paiement par avoir',
  mise_de_cote: 'Acompte de mise de côté',
};

/** One row of the account, newest first. Amounts signed, in hundredths. */
export const accountMovementSchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(ACCOUNT_KINDS),
  date: z.iso.datetime({ offset: true }),
  montant_du: z.number().int(),
  montant_avoir: z.number().int(),
  solde_du_apres: z.number().int().nonnegative(),
  solde_avoir_apres: z.number().int().nonnegative(),
  methode: z.string().nullable(),
  reference: z.string().nullable(),
  /** 'yyyy-mm-dd', credit sales only. */
  echeance: z.string().nullable(),
  /** Credit sales: what is still owed on it (instalments paid oldest due first). */
  reste_du: z.number().int().nonnegative().nullable(),
  vente: z.object({ id: z.number().int(), numero_facture: z.string() }).nullable(),
  magasin: z.object({ id: z.number().int(), nom: z.string() }).nullable(),
});
export type AccountMovement = z.infer<typeof accountMovementSchema>;

/** An instalment taken: the row written and the balances after it. */
export const instalmentSchema = z.object({
  mouvement: accountMovementSchema,
  solde_du: z.number().int().nonnegative(),
  solde_avoir: z.number().int().nonnegative(),
  /** The till session the money went into; null for a credit balance spent. */
  session_caisse: z.number().int().nullable(),
});
export type Instalment = z.infer<typeof instalmentSchema>;

/** GET /Clients/{id}/compte. */
export const clientAccountSchema = z.object({
  solde_du: z.number().int().nonnegative(),
  solde_avoir: z.number().int().nonnegative(),
  plafond_credit: z.number().int().nonnegative(),
  /** What may still be sold on credit: max(0, plafond − dû). */
  disponible: z.number().int().nonnegative(),
  /** What is owed past its due date. */
  en_retard: z.number().int().nonnegative(),
  /** The oldest due date still owed, 'yyyy-mm-dd'; null when nothing is owed. */
  plus_ancienne_echeance: z.string().nullable(),
  derniere_relance: z.iso.datetime({ offset: true }).nullable(),
  mouvements: paginatedSchema(accountMovementSchema),
});
export type ClientAccount = z.infer<typeof clientAccountSchema>;

export const accountQuerySchema = z.object({
  page: z.coerce.number().int().positive().default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});

/** GET /Clients/creances: clients who owe, most owed first (or oldest due first). */
export const debtorsQuerySchema = z.object({
  magasin: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().positive().optional()),
  en_retard: z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : v === 'true' || v === '1' || v === true),
    z.boolean().optional(),
  ),
  ordering: z.enum(['-solde_du', 'echeance']).default('-solde_du'),
  /** 'Relances': only the clients to remind today (see REMINDER_STEPS). */
  a_relancer: z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : v === 'true' || v === '1' || v === true),
    z.boolean().optional(),
  ),
});

/**
 * When a debt is to be reminded: due within 2 days ('bientot'), overdue by 3 days or more
 * ('retard_3'), by 10 days or more ('retard_10').
 */
export const REMINDER_STEPS = ['bientot', 'retard_3', 'retard_10'] as const;
export type ReminderStep = (typeof REMINDER_STEPS)[number];
export const REMINDER_STEP_LABELS: Record<ReminderStep, string> = {
  bientot: 'Échéance dans 2 jours',
  retard_3: 'En retard de 3 jours',
  retard_10: 'En retard de 10 jours',
};

export const debtorSchema = z.object({
  id: z.number().int().positive(),
  nom: z.string(),
  prenom: z.string(),
  contact: z.string(),
  solde_du: z.number().int().nonnegative(),
  en_retard: z.number().int().nonnegative(),
  plus_ancienne_echeance: z.string().nullable(),
  derniere_relance: z.iso.datetime({ offset: true }).nullable(),
  /** The reminder step of the client's oldest open debt; null when none is due for a reminder. */
  etape_relance: z.enum(REMINDER_STEPS).nullable(),
});
export type Debtor = z.infer<typeof debtorSchema>;

/**
 * GET /Clients/relances ('Relances'): the clients to remind today, most overdue first, paged like
 * every list; `groupe` keeps one step (see REMINDER_STEPS), none gives all three. A gerant reads
 * what their shop's credit sales still owe.
 */
export const remindersDueQuerySchema = paginationQuerySchema.extend({
  magasin: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().positive().optional()),
  groupe: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(REMINDER_STEPS, { error: M.reminderGroupInvalid }).optional(),
  ),
});

/** One client to remind: a debtor at a step, with how late their oldest open debt is. */
export const reminderDueSchema = debtorSchema.extend({
  etape_relance: z.enum(REMINDER_STEPS),
  /** Days since the oldest due date still owed; negative: days before it is due. */
  jours_retard: z.number().int(),
});
export type ReminderDue = z.infer<typeof reminderDueSchema>;
export const reminderDuePageSchema = paginatedSchema(reminderDueSchema);
export type ReminderDuePage = z.infer<typeof reminderDuePageSchema>;

/** GET /Clients/{id}/relance: the message, ready to send by WhatsApp or SMS. */
export const reminderSchema = z.object({
  texte: z.string(),
  whatsapp_url: z.string(),
  sms_url: z.string(),
});
export type Reminder = z.infer<typeof reminderSchema>;
