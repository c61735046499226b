import * as z from 'zod';
import { CATALOGUE_TYPES } from './articles-fields.ts';
import { paginatedSchema, paginationQuerySchema } from './common.ts';
import { lotsSchema } from './lots.ts';

/**
 * Selling through a lost connection (docs/architecture.md, 'Offline sales'): what a sale made on a
 * phone without network adds to the sale's body and answer, the shop's copy the phone keeps, and
 * the stock 'à régulariser' (units an offline sale sold that the stock no longer held).
 */

export const OFFLINE_PATHS = {
  /** `/Magasins/{id}/hors-ligne`: the shop's copy kept on the device. */
  snapshot: (shopId: number | string) => `/Magasins/${shopId}/hors-ligne`,
  toSettle: '/Stocks/a-regulariser',
} as const;

/** A device clock may run this far ahead of the server's. */
export const OFFLINE_FUTURE_TOLERANCE_MS = 5 * 60 * 1000;
/** An offline sale older than this is no longer taken. */
export const OFFLINE_MAX_AGE_DAYS = 30;

export const OFFLINE_MESSAGES = {
  deviceTimeRequired: "La date de l'appareil est requise pour une vente hors ligne",
  deviceTimeInvalid: "Date de l'appareil invalide",
  deviceTimeInFuture: "La date de l'appareil est dans le futur : vérifiez l'heure du téléphone",
  deviceTimeTooOld: `Une vente hors ligne de plus de ${OFFLINE_MAX_AGE_DAYS} jours ne peut plus être envoyée`,
  ticketInvalid: 'Ticket provisoire invalide (T-{code magasin}-{numéro})',
  offlineFieldsOnly: 'La date de l’appareil et le ticket provisoire sont réservés aux ventes hors ligne',
  keyRequired: 'Idempotency-Key requis pour une vente hors ligne',
  offline: 'Hors ligne',
  receivedAfterClose: 'Reçue après clôture',
  overLimit: 'Plafond dépassé hors ligne',
  toSettle: 'Stock à régulariser',
  toSettleTitle: 'À régulariser',
  toSettleEmpty: 'Aucun stock à régulariser',
  toSettleHelp:
    "Unités vendues hors ligne que le stock n'avait plus : la prochaine livraison, le prochain transfert reçu ou le prochain inventaire les régularise.",
  toSettleLoading: 'Chargement du stock à régulariser...',
  toSettleError: 'Impossible de charger le stock à régulariser',
  deviceTime: "Heure de l'appareil",
} as const;

/** 'T-M03-12': the provisional ticket's number, from the shop's code and the device's counter. */
export const PROVISIONAL_TICKET_PATTERN = /^T-[A-Za-z0-9]{1,20}-[0-9]{1,10}$/;

/** The fields an offline sale adds to the sale's body (each refused on an online sale). */
export const offlineSaleFields = {
  hors_ligne: z.boolean().optional(),
  /** ISO date-time of the device when 'Valider' was pressed. */
  date_appareil: z.iso.datetime({ offset: true, error: OFFLINE_MESSAGES.deviceTimeInvalid }).optional(),
  ticket_provisoire: z
    .string({ error: OFFLINE_MESSAGES.ticketInvalid })
    .regex(PROVISIONAL_TICKET_PATTERN, OFFLINE_MESSAGES.ticketInvalid)
    .optional(),
};

/** An offline sale gives its device time; an online one gives neither it nor a provisional ticket. */
export function offlineSaleRule(
  body: {
    hors_ligne?: boolean | undefined;
    date_appareil?: string | undefined;
    ticket_provisoire?: string | undefined;
  },
  ctx: z.RefinementCtx,
): void {
  if (body.hors_ligne === true) {
    if (body.date_appareil === undefined) {
      ctx.addIssue({ code: 'custom', path: ['date_appareil'], message: OFFLINE_MESSAGES.deviceTimeRequired });
    }
  } else if (body.date_appareil !== undefined || body.ticket_provisoire !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['hors_ligne'], message: OFFLINE_MESSAGES.offlineFieldsOnly });
  }
}

/** What every sale answer (lists and detail) says of where the sale came from. */
export const saleOfflineFlags = {
  /** Made on a device without network and sent later. */
  hors_ligne: z.boolean().optional(),
  /** The device's time when it was made (offline sales only; `date_vente` is the arrival). */
  date_appareil: z.iso.datetime({ offset: true }).nullable().optional(),
  /** Made before its shop's last close, received after it: it belongs to the following session. */
  recue_apres_cloture: z.boolean().optional(),
  /** An offline credit sale over the client's limit, accepted at sync and flagged for direction. */
  plafond_depasse: z.boolean().optional(),
};

/** Units of one lot an offline sale sold that the stock did not hold. */
export const toSettleLineSchema = z.object({
  article: z.object({ id: z.number().int(), nom: z.string() }),
  bain: z.string(),
  quantite: z.number().int().positive(),
});

/** What the sale detail adds: the provisional ticket and what is 'à régulariser'. */
export const saleOfflineDetailFields = {
  ticket_provisoire: z.string().nullable().optional(),
  a_regulariser: z.array(toSettleLineSchema).optional(),
};

/** GET /Stocks/a-regulariser: the open rows, oldest first, of one shop (a gerant's own) or all. */
export const toSettleQuerySchema = paginationQuerySchema.extend({
  magasin: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});

export const toSettleRowSchema = z.object({
  id: z.number().int(),
  magasin: z.object({ id: z.number().int(), nom: z.string() }),
  article: z.object({ id: z.number().int(), nom: z.string(), type: z.enum(CATALOGUE_TYPES) }),
  bain: z.string(),
  quantite: z.number().int().positive(),
  quantite_restante: z.number().int().positive(),
  vente: z.object({ id: z.number().int(), numero_facture: z.string() }),
  created_at: z.iso.datetime({ offset: true }),
});
export type ToSettleRow = z.infer<typeof toSettleRowSchema>;
export const toSettlePageSchema = paginatedSchema(toSettleRowSchema);

/** GET /Magasins/{id}/hors-ligne: what a phone keeps of its shop to sell offline. */
export const shopOfflineSnapshotSchema = z.object({
  genere_le: z.iso.datetime({ offset: true }),
  magasin: z.object({ id: z.number().int(), nom: z.string(), quartier: z.string(), code: z.string() }),
  articles: z.array(
    z.object({
      id: z.number().int(),
      nom: z.string(),
      type: z.enum(CATALOGUE_TYPES),
      prix_unitaire: z.number().int(),
      code_barre: z.string().nullable(),
      couleur: z.string().nullable(),
      quantite: z.number().int(),
      bains: lotsSchema,
    }),
  ),
  clients: z.array(
    z.object({
      id: z.number().int(),
      nom: z.string(),
      prenom: z.string(),
      contact: z.string(),
      solde_du: z.number().int(),
      solde_avoir: z.number().int(),
      plafond_credit: z.number().int(),
      disponible: z.number().int(),
    }),
  ),
  caisse: z.object({ session_id: z.number().int(), ouverte_at: z.iso.datetime({ offset: true }) }).nullable(),
});
export type ShopOfflineSnapshot = z.infer<typeof shopOfflineSnapshotSchema>;
