import * as z from 'zod';
import { moneySchema } from '../money.ts';
import { optionalQuery } from './common.ts';
import { depositSchema, depositsInTransitSchema } from './deposits.ts';
import { reconciliationSummarySchema } from './reconciliation.ts';
import { amountsByMethodSchema } from './till.ts';

/**
 * Direction's 'Journée': every shop's day at a glance (GET /Caisses/journee?date=, today in
 * Abidjan by default). A day is Abidjan's, which is UTC. Money in hundredths.
 */

export const TILL_DAY_MESSAGES = {
  dateInvalid: 'Date invalide (AAAA-MM-JJ)',
} as const;

export const tillDayQuerySchema = z.object({
  date: optionalQuery(z.iso.date({ error: TILL_DAY_MESSAGES.dateInvalid })),
});
export type TillDayQuery = z.input<typeof tillDayQuerySchema>;

/** The state of a shop's till that day: a session still open, all closed, or none. */
export const TILL_DAY_STATES = ['ouverte', 'cloturee', 'aucune'] as const;
export type TillDayState = (typeof TILL_DAY_STATES)[number];

const daySessionSchema = z.object({
  id: z.number().int(),
  statut: z.enum(['ouverte', 'cloturee']),
  ouverte_at: z.iso.datetime({ offset: true }),
  cloturee_at: z.iso.datetime({ offset: true }).nullable(),
  numero_z: z.string().nullable(),
  /** compté − attendu per method, once closed. */
  ecarts: amountsByMethodSchema.nullable(),
  commentaires: z.record(z.string(), z.string()).nullable(),
});

export const tillDayShopSchema = z.object({
  magasin: z.object({ id: z.number().int(), nom: z.string() }),
  caisse: z.enum(TILL_DAY_STATES),
  /** The sessions open at some time that day, oldest first. */
  sessions: z.array(daySessionSchema),
  /** The differences of the Z closed that day, all methods added up; null when none was closed. */
  ecart_z: z.number().int().nullable(),
  /** The day's validated sales. */
  nombre_ventes: z.number().int().nonnegative(),
  /** Their payments per method, less the day's refunds by credit note per method. */
  encaissements: amountsByMethodSchema,
  /** The day's expenses: cash-outs other than deposits and refunds of sales ('Non classée' included). */
  depenses: moneySchema,
  depenses_par_categorie: amountsByMethodSchema,
  /** The deposits made that day, and the earlier ones still in transit at its end, newest first. */
  depots: z.array(depositSchema),
  /** What was in transit at the end of the day, per destination. */
  en_transit: depositsInTransitSchema,
  /**
   * The reconciliation of the day's mobile money, per operator with rows that day: the count per
   * state of the statement lines and absent payments dated that day (none before an import).
   */
  rapprochement: z.record(z.string(), reconciliationSummarySchema),
});
export type TillDayShop = z.infer<typeof tillDayShopSchema>;

export const tillDaySchema = z.object({
  date: z.iso.date(),
  magasins: z.array(tillDayShopSchema),
  totaux: z.object({
    encaissements: amountsByMethodSchema,
    depenses: moneySchema,
    en_transit: depositsInTransitSchema,
  }),
});
export type TillDay = z.infer<typeof tillDaySchema>;
