import * as z from 'zod';
import { CATALOGUE_TYPES } from './articles-fields.ts';
import { paginatedSchema, paginationQuerySchema, queryId } from './common.ts';
import { lotsSchema } from './lots.ts';
import { OFFLINE_MESSAGES } from './offline-sale-flags.ts';
import { priceListRulesSchema } from './price-list-answers.ts';

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
  magasin: queryId.optional(),
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
      /** Where the client lives (a copy kept before it was sent has none). */
      adresse: z.string().nullable().optional(),
      solde_du: z.number().int(),
      solde_avoir: z.number().int(),
      plafond_credit: z.number().int(),
      disponible: z.number().int(),
      /** The client's price list (a copy kept before price lists has none). */
      tarif: z.number().int().nullable().optional(),
    }),
  ),
  /**
   * The price lists a sale in this shop may use, now or later (active, not ended): the clients'
   * lists and the promotions, priced on the phone at its own time with `bestUnitPrice` (a copy
   * kept before price lists has none).
   */
  tarifs: z.array(priceListRulesSchema).optional(),
  caisse: z.object({ session_id: z.number().int(), ouverte_at: z.iso.datetime({ offset: true }) }).nullable(),
});
export type ShopOfflineSnapshot = z.infer<typeof shopOfflineSnapshotSchema>;
