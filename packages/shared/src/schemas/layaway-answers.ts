import * as z from 'zod';
import { CATALOGUE_TYPES } from './articles-fields.ts';
import { optionalQuery, paginatedSchema, paginationQuerySchema, queryId } from './common.ts';
import { withCsvFormat } from './csv-export.ts';
import { LAYAWAY_DEPOSIT_OUTCOMES, LAYAWAY_MESSAGES, LAYAWAY_STATUSES } from './layaways.ts';
import { paymentSchema } from './payments.ts';
import { saleDetailSchema } from './sale-detail.ts';
import { queryText } from './text.ts';

/** A layaway as the API answers it, its list's query, its reminders (the requests: layaways.ts). */

const instant = z.iso.datetime({ offset: true });
const shopRef = z.object({ id: z.number().int(), nom: z.string() });
const userRef = z.object({ id: z.number().int(), username: z.string() }).nullable();

export const layawayLineSchema = z.object({
  id: z.number().int(),
  article: z.object({ id: z.number().int(), nom: z.string(), type: z.enum(CATALOGUE_TYPES) }),
  /** The lot held ('' for an article without lots). */
  bain: z.string(),
  /** Units set aside at the start. */
  quantite: z.number().int(),
  /** Units picked up so far. */
  quantite_retiree: z.number().int(),
  /** Units still held (0 once the layaway is closed). */
  quantite_reservee: z.number().int(),
  /** Today's price of one unit (hundredths), for the estimate; the pickup's sale sets the real one. */
  prix_unitaire: z.number().int(),
});
export type LayawayLine = z.infer<typeof layawayLineSchema>;

/** One payment of the deposit, with when and into which till it came. */
export const layawayPaymentSchema = paymentSchema.extend({
  date: instant,
  session_caisse: z.number().int().nullable(),
});

export const LAYAWAY_EVENTS = [
  'creation',
  'versement',
  'retrait',
  'prolongation',
  'annulation',
  'expiration',
  'relance',
] as const;
export type LayawayEvent = (typeof LAYAWAY_EVENTS)[number];
export const LAYAWAY_EVENT_LABELS: Record<LayawayEvent, string> = {
  creation: 'Mise de côté',
  versement: 'Versement',
  retrait: 'Retrait',
  prolongation: 'Prolongation',
  annulation: 'Annulation',
  expiration: 'Expiration',
  relance: 'Relance',
};

const layawayHead = {
  id: z.number().int(),
  statut: z.enum(LAYAWAY_STATUSES),
  client: z.object({ id: z.number().int(), nom: z.string(), prenom: z.string(), contact: z.string() }),
  magasin: shopRef,
  /** 'yyyy-mm-dd'. */
  echeance: z.string(),
  /** 'yyyy-mm-dd': the day it expires when not picked up (échéance + direction's grace). */
  expire_apres: z.string(),
  note: z.string(),
  cree_le: instant,
  cree_par: userRef,
  /** When it was closed (picked up in full, cancelled or expired); null while open. */
  cloture_le: instant.nullable(),
  motif_annulation: z.string().nullable(),
  /** Units set aside, and still held. */
  quantite: z.number().int(),
  quantite_reservee: z.number().int(),
  /** Hundredths: every deposit payment received. */
  acompte: z.number().int(),
  /** Hundredths: the deposit spent on pickups. */
  acompte_utilise: z.number().int(),
  /** Hundredths: the deposit not yet spent (0 once it became an avoir or was refunded). */
  acompte_disponible: z.number().int(),
  /** What the deposit left became on cancel or expiry; null while open or once picked up. */
  depot_devenu: z.enum(LAYAWAY_DEPOSIT_OUTCOMES).nullable(),
  /** Hundredths: today's price of the units still held, less the deposit left (never below 0). */
  reste_estime: z.number().int(),
};

export const layawayListItemSchema = z.object({ ...layawayHead, nb_lignes: z.number().int() });
export type LayawayListItem = z.infer<typeof layawayListItemSchema>;
export const layawayPageSchema = paginatedSchema(layawayListItemSchema);
export type LayawayPage = z.infer<typeof layawayPageSchema>;

/** GET /MisesDeCote/{id}. */
export const layawaySchema = z.object({
  ...layawayHead,
  lignes: z.array(layawayLineSchema),
  paiements: z.array(layawayPaymentSchema),
  /** The pickups' sales, oldest first. */
  ventes: z.array(
    z.object({
      id: z.number().int(),
      numero_facture: z.string(),
      date: instant,
      montant_total: z.number().int(),
      /** The part the deposit paid. */
      acompte: z.number().int(),
    }),
  ),
  historique: z.array(
    z.object({
      date: instant,
      evenement: z.enum(LAYAWAY_EVENTS),
      utilisateur: z.string().nullable(),
      /** Hundredths moved by the step (a payment, a pickup's deposit part, a refund); null otherwise. */
      montant: z.number().int().nullable(),
      texte: z.string(),
    }),
  ),
});
export type Layaway = z.infer<typeof layawaySchema>;

/** POST /MisesDeCote/{id}/retrait's answer: the layaway after it and the sale made. */
export const layawayPickupAnswerSchema = z.object({ mise_de_cote: layawaySchema, vente: saleDetailSchema });
export type LayawayPickupAnswer = z.infer<typeof layawayPickupAnswerSchema>;

/**
 * GET /MisesDeCote/: newest first. `statut` one status; `q` a client's name or phone, or an article's
 * name; `client` one client's (their profile). A gerant sees their shop's only.
 */
export const layawayListQuerySchema = withCsvFormat(
  paginationQuerySchema.extend({
    magasin: optionalQuery(queryId),
    statut: optionalQuery(z.enum(LAYAWAY_STATUSES, { error: LAYAWAY_MESSAGES.statusInvalid })),
    q: optionalQuery(queryText(100)),
    client: optionalQuery(queryId),
  }),
);
export type LayawayListQuery = z.input<typeof layawayListQuerySchema>;

/** GET /MisesDeCote/relances: open layaways due within LAYAWAY_REMINDER_DAYS days, soonest first. */
export const layawayRemindersQuerySchema = paginationQuerySchema.extend({
  magasin: optionalQuery(queryId),
});

/** POST /MisesDeCote/expirer's answer: how many expired now. */
export const layawayExpiryAnswerSchema = z.object({ expirees: z.number().int().nonnegative() });

/** One layaway to remind: its days left before the due date (negative once past). */
export const layawayReminderDueSchema = layawayListItemSchema.extend({ jours_restants: z.number().int() });
export type LayawayReminderDue = z.infer<typeof layawayReminderDueSchema>;
export const layawayReminderDuePageSchema = paginatedSchema(layawayReminderDueSchema);
export type LayawayReminderDuePage = z.infer<typeof layawayReminderDuePageSchema>;
