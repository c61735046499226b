import * as z from 'zod';
import { QUANTITY_MAX } from '../constants.ts';
import { QUANTITY_MESSAGES } from '../messages.ts';
import { CATALOGUE_TYPES } from './articles-fields.ts';
import { bodyId, paginatedSchema, paginationQuerySchema, queryId } from './common.ts';
import { bainInput } from './lots.ts';
import {
  LOSS_REASONS,
  REASON_COMMENT_MAX,
  STOCK_REASON_MESSAGES,
  stockReasonInput,
} from './stock-reasons.ts';
import { optionalText, quantity } from './text.ts';

/**
 * Transfers of stock between shops ('transferts', docs/architecture.md, 'Transfers'): a draft
 * ('Brouillon') is shipped ('Expédié': the stock leaves the sender, and is 'en transit', sellable
 * nowhere), then received ('Reçu', or 'Reçu partiellement' when units are missing: each shortfall is
 * kept on its line with its reason, a loss of the transfer). Only a draft can be cancelled. A gerant
 * creates, ships and cancels the transfers out of their shop and receives those into it; direction
 * does anything.
 */

export const TRANSFER_PATHS = {
  /** GET a page of transfers; POST a draft (header `Idempotency-Key` recommended). */
  list: '/Transferts/',
  /** `/{id}`: GET one; `/{id}/expedier`, `/{id}/recevoir`, `/{id}/annuler`: POST a step. */
  transfer: '/Transferts',
  /** GET the shops a transfer may go to: every active shop, its id and name (a gerant too). */
  shops: '/Transferts/magasins',
} as const;

export const TRANSFER_STATUSES = ['brouillon', 'expedie', 'recu', 'recu_partiellement', 'annule'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];
export const TRANSFER_STATUS_LABELS: Record<TransferStatus, string> = {
  brouillon: 'Brouillon',
  expedie: 'En transit',
  recu: 'Reçu',
  recu_partiellement: 'Reçu partiellement',
  annule: 'Annulé',
};

export const TRANSFER_LINES_MAX = 200;
export const TRANSFER_NOTE_MAX = 500;

export const TRANSFER_MESSAGES = {
  notFound: 'Transfert non trouvé',
  shopNotFound: 'Magasin non trouvé',
  sourceRequired: 'Le magasin de départ est requis',
  destinationRequired: "Le magasin d'arrivée est requis",
  sameShop: "Le magasin d'arrivée doit être différent du magasin de départ",
  articleRequired: "L'article est requis",
  articleNotFound: 'Article non trouvé',
  quantityAboveZero: 'La quantité doit être supérieure à 0',
  noLines: 'Ajoutez au moins un article au transfert',
  tooManyLines: `Un transfert ne peut pas dépasser ${TRANSFER_LINES_MAX} lignes`,
  noteTooLong: `La note ne peut pas dépasser ${TRANSFER_NOTE_MAX} caractères`,
  lineRequired: 'La ligne du transfert est requise',
  lineTwice: 'Une même ligne ne peut être indiquée qu’une fois',
  lineNotInTransfer: "Cette ligne n'appartient pas au transfert",
  receivedInvalid: 'La quantité reçue doit être un nombre entier positif ou nul',
  receivedAboveShipped: (shipped: number) =>
    `La quantité reçue ne peut pas dépasser la quantité expédiée (${shipped})`,
  shortfallReasonRequired: 'Indiquez le motif de chaque manque',
  reasonWithoutShortfall: 'Un motif ne se donne que pour une quantité manquante',
  /** 409: the step cannot be taken in the transfer's state. */
  alreadyShipped: 'Ce transfert a déjà été expédié',
  notShipped: "Ce transfert n'a pas été expédié : il ne peut pas être reçu",
  alreadyReceived: 'Ce transfert a déjà été reçu',
  cancelled: 'Ce transfert est annulé',
  cancelAfterShipping: 'Un transfert expédié ne peut plus être annulé',
  loadError: 'Erreur lors du chargement des transferts',
} as const;

const M = TRANSFER_MESSAGES;

/** One line of a draft: an article, its lot for a wool (else the lot with most stock is taken when shipping), how many. */
export const transferLineInputSchema = z.object({
  article: bodyId(M.articleRequired),
  bain: bainInput,
  quantite: quantity({ message: M.quantityAboveZero }),
});

/** POST /Transferts/: a draft from `source` to `destination`. Answers 201 with the transfer. */
export const transferCreateSchema = z
  .object({
    source: bodyId(M.sourceRequired),
    destination: bodyId(M.destinationRequired),
    lignes: z
      .array(transferLineInputSchema, { error: M.noLines })
      .min(1, M.noLines)
      .max(TRANSFER_LINES_MAX, M.tooManyLines),
    note: optionalText({ max: TRANSFER_NOTE_MAX, tooLong: M.noteTooLong, multiline: true }),
  })
  .refine((body) => body.source !== body.destination, { message: M.sameShop, path: ['destination'] });
export type TransferCreateInput = z.input<typeof transferCreateSchema>;

/** What arrived of one shipped line; a shortfall needs its reason (a loss: never 'trouvé'). */
export const transferReceiptLineSchema = z
  .object({
    ligne: bodyId(M.lineRequired),
    quantite_recue: z
      .number({ error: M.receivedInvalid })
      .max(QUANTITY_MAX, { error: QUANTITY_MESSAGES.tooLarge, abort: true })
      .int(M.receivedInvalid)
      .min(0, M.receivedInvalid),
    motif: stockReasonInput.nullish().transform((value) => value ?? null),
    commentaire: optionalText({ max: REASON_COMMENT_MAX, tooLong: STOCK_REASON_MESSAGES.commentTooLong }),
  })
  .superRefine((line, ctx) => {
    if (line.motif && !(LOSS_REASONS as readonly string[]).includes(line.motif))
      ctx.addIssue({ code: 'custom', message: STOCK_REASON_MESSAGES.notForLoss, path: ['motif'] });
  });

/**
 * POST /Transferts/{id}/recevoir: what arrived, per line. A line left out arrived in full; a line
 * with less than shipped needs its `motif`.
 */
export const transferReceiveSchema = z.object({
  lignes: z
    .array(transferReceiptLineSchema, { error: M.lineRequired })
    .max(TRANSFER_LINES_MAX * 10, M.tooManyLines)
    .default([])
    .superRefine((lines, ctx) => {
      const seen = new Set<number>();
      for (const line of lines) {
        if (seen.has(line.ligne)) ctx.addIssue({ code: 'custom', message: M.lineTwice });
        seen.add(line.ligne);
      }
    }),
});
export type TransferReceiveInput = z.input<typeof transferReceiveSchema>;

const shopRef = z.object({ id: z.number().int(), nom: z.string() });
const userRef = z.object({ id: z.number().int(), username: z.string() }).nullable();
const instant = z.iso.datetime({ offset: true });

export const transferLineSchema = z.object({
  id: z.number().int(),
  article: z.object({ id: z.number().int(), nom: z.string(), type: z.enum(CATALOGUE_TYPES) }),
  /** The lot ('' for an article without lots; '' on a draft's wool line: the lot is taken when shipping). */
  bain: z.string(),
  quantite: z.number().int(),
  /** Null until received. */
  quantite_recue: z.number().int().nullable(),
  /** Shipped − received, once received. */
  manque: z.number().int().nullable(),
  motif: z.enum(LOSS_REASONS).nullable(),
  commentaire: z.string().nullable(),
  /** The article's sale price now (hundredths), to value a shortfall. */
  prix_unitaire: z.number().int(),
});
export type TransferLine = z.infer<typeof transferLineSchema>;

const transferHead = {
  id: z.number().int(),
  statut: z.enum(TRANSFER_STATUSES),
  source: shopRef,
  destination: shopRef,
  note: z.string(),
  cree_le: instant,
  cree_par: userRef,
  expedie_le: instant.nullable(),
  expedie_par: userRef,
  recu_le: instant.nullable(),
  recu_par: userRef,
  annule_le: instant.nullable(),
  annule_par: userRef,
  /** Units shipped (or asked, on a draft), received, and missing. */
  quantite: z.number().int(),
  quantite_recue: z.number().int().nullable(),
  manque: z.number().int().nullable(),
};

export const transferSchema = z.object({ ...transferHead, lignes: z.array(transferLineSchema) });
export type Transfer = z.infer<typeof transferSchema>;
export const transferListItemSchema = z.object({ ...transferHead, nb_lignes: z.number().int() });
export type TransferListItem = z.infer<typeof transferListItemSchema>;
export const transferPageSchema = paginatedSchema(transferListItemSchema);
export type TransferPage = z.infer<typeof transferPageSchema>;

/** Whether the shop asked for sends (`sortant`) or receives (`entrant`) the transfers listed. */
export const TRANSFER_DIRECTIONS = ['entrant', 'sortant'] as const;
export type TransferDirection = (typeof TRANSFER_DIRECTIONS)[number];

const isoDate = z.iso.date({ error: 'Date invalide (AAAA-MM-JJ)' });

/**
 * GET /Transferts/: newest first. `magasin`: the transfers from or to that shop (`sens` narrows to
 * one side); a gerant sees those from or to their own shop only. Dates filter the creation day.
 */
export const transferListQuerySchema = paginationQuerySchema.extend({
  magasin: queryId.optional(),
  sens: z.enum(TRANSFER_DIRECTIONS, { error: 'Sens inconnu : entrant ou sortant' }).optional(),
  statut: z.enum(TRANSFER_STATUSES, { error: 'Statut inconnu' }).optional(),
  date_debut: isoDate.optional(),
  date_fin: isoDate.optional(),
});
export type TransferListQuery = z.input<typeof transferListQuerySchema>;

/** A shop a transfer may be sent to. */
export const transferShopsSchema = z.array(shopRef);
