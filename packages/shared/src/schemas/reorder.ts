import * as z from 'zod';
import { QUANTITY_MAX } from '../constants.ts';
import { CATALOGUE_TYPES } from './articles-fields.ts';
import { bodyId, optionalQuery, queryIdOf } from './common.ts';

/**
 * Reordering ('Réassort', docs/decisions/018-purchase-orders.md): per article and shop, what to
 * order now and why. The target is the average daily sales over the last `jours` days (the days out
 * of stock left out) × (the supplier's lead time + `couverture` days) + the article's safety stock,
 * rounded up to a unit; or, when a min/max is set for the article in the shop, the max once the
 * shop's stock and what is coming fall to the min. The suggestion is the target less the stock on
 * hand, the open orders' remainders and the transfers on their way to the shop, never below 0,
 * rounded up to the article's pack size. Nothing is ordered automatically.
 */

export const REORDER_PATHS = {
  /** GET the suggestions (`?magasin=&fournisseur=&jours=&couverture=&tous=`). */
  list: '/Reassort/',
  /**
   * GET how many articles the suggestion orders now, over the default window (`?magasin=`): the
   * dashboard's 'N article(s) à réassortir', asked apart so that its figures never wait for it.
   */
  count: '/Reassort/nombre',
  /** PUT a min/max of an article in a shop (`{ magasin, article, minimum, maximum }`, both null: none). */
  minMax: '/Reassort/min-max',
  /** `/{id}`: PUT an article's reorder settings (supplier, pack size, safety stock). */
  article: '/Reassort/articles',
  /** POST: a supplier's suggestions for a shop become a draft purchase order (Idempotency-Key). */
  order: '/Reassort/bon-de-commande',
} as const;

export const REORDER_DEFAULT_DAYS = 28;
export const REORDER_DEFAULT_COVER_DAYS = 14;
export const REORDER_MAX_DAYS = 365;

export const REORDER_MESSAGES = {
  daysInvalid: `Le nombre de jours doit être un entier de 1 à ${REORDER_MAX_DAYS}`,
  coverInvalid: `La couverture doit être un nombre entier de jours, de 0 à ${REORDER_MAX_DAYS}`,
  shopRequired: 'Le magasin est requis',
  shopNotFound: 'Magasin non trouvé',
  supplierRequired: 'Le fournisseur est requis',
  supplierNotFound: 'Fournisseur non trouvé',
  articleRequired: "L'article est requis",
  articleNotFound: 'Article non trouvé',
  minimumInvalid: 'Le minimum doit être un nombre entier positif ou nul',
  maximumInvalid: 'Le maximum doit être un nombre entier supérieur à 0',
  minAboveMax: 'Le minimum ne peut pas dépasser le maximum',
  bothOrNone: 'Indiquez le minimum et le maximum, ou aucun des deux',
  packInvalid: 'Le colisage doit être un nombre entier supérieur à 0',
  safetyInvalid: 'Le stock de sécurité doit être un nombre entier positif ou nul',
  nothingToOrder: 'Aucun article à commander chez ce fournisseur pour ce magasin',
  tooManyArticles: 'Trop d’articles choisis',
  loadError: 'Erreur lors du chargement du réassort',
} as const;

const M = REORDER_MESSAGES;

const days = (message: string, min: number) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(REORDER_MAX_DAYS, message);

/** GET /Reassort/: a gerant's own shop only; `tous` also lists the articles with nothing to order. */
export const reorderQuerySchema = z.object({
  magasin: optionalQuery(queryIdOf(M.shopNotFound)),
  fournisseur: optionalQuery(queryIdOf(M.supplierNotFound)),
  jours: optionalQuery(days(M.daysInvalid, 1)).transform((value) => value ?? REORDER_DEFAULT_DAYS),
  couverture: optionalQuery(days(M.coverInvalid, 0)).transform(
    (value) => value ?? REORDER_DEFAULT_COVER_DAYS,
  ),
  tous: optionalQuery(z.enum(['true', 'false'], { error: 'Valeur attendue : true ou false' })).transform(
    (value) => value === 'true',
  ),
});
export type ReorderQuery = z.input<typeof reorderQuerySchema>;

/** GET /Reassort/nombre: a gerant's own shop only; every shop in reach without `magasin`. */
export const reorderCountQuerySchema = z.object({
  magasin: optionalQuery(queryIdOf(M.shopNotFound)),
});

export const reorderCountAnswerSchema = z.object({
  /** Articles of the shops in scope whose suggestion is above 0 (28 days of sales, 14 days covered). */
  articles: z.number().int(),
});
export type ReorderCount = z.infer<typeof reorderCountAnswerSchema>;

const whole = (message: string, min: number) =>
  z.number({ error: message }).int(message).min(min, message).max(QUANTITY_MAX, message);

/** PUT /Reassort/min-max: the min/max of an article in a shop, set by hand, or removed (both null). */
export const reorderMinMaxSchema = z
  .object({
    magasin: bodyId(M.shopRequired),
    article: bodyId(M.articleRequired),
    minimum: whole(M.minimumInvalid, 0).nullable(),
    maximum: whole(M.maximumInvalid, 1).nullable(),
  })
  .superRefine((body, ctx) => {
    if ((body.minimum === null) !== (body.maximum === null))
      ctx.addIssue({ code: 'custom', message: M.bothOrNone, path: ['minimum'] });
    else if (body.minimum !== null && body.maximum !== null && body.minimum > body.maximum)
      ctx.addIssue({ code: 'custom', message: M.minAboveMax, path: ['minimum'] });
  });
export type ReorderMinMaxInput = z.input<typeof reorderMinMaxSchema>;

/** PUT /Reassort/articles/{id}: the article's supplier (else its last delivery's), pack size, safety stock. */
export const reorderArticleSettingsSchema = z.object({
  fournisseur: bodyId(M.supplierNotFound).nullable(),
  colisage: whole(M.packInvalid, 1).nullable(),
  stock_securite: whole(M.safetyInvalid, 0).nullable(),
});
export type ReorderArticleSettingsInput = z.input<typeof reorderArticleSettingsSchema>;

export const reorderArticleSettingsAnswerSchema = reorderArticleSettingsSchema.extend({
  article: z.number().int(),
});

export const reorderMinMaxAnswerSchema = z.object({
  magasin: z.number().int(),
  article: z.number().int(),
  minimum: z.number().int().nullable(),
  maximum: z.number().int().nullable(),
});

/** POST /Reassort/bon-de-commande: the suggestions of `fournisseur` for `magasin` (only `articles` when given). */
export const reorderOrderSchema = z.object({
  magasin: bodyId(M.shopRequired),
  fournisseur: bodyId(M.supplierRequired),
  articles: z.array(bodyId(M.articleNotFound)).max(1000, M.tooManyArticles).optional(),
  jours: days(M.daysInvalid, 1).optional(),
  couverture: days(M.coverInvalid, 0).optional(),
});
export type ReorderOrderInput = z.input<typeof reorderOrderSchema>;

const ref = z.object({ id: z.number().int(), nom: z.string() });

/** The terms of a suggestion, each figure as the formula uses it. */
export const reorderLineSchema = z.object({
  magasin: ref,
  article: ref.extend({ type: z.enum(CATALOGUE_TYPES), code_barre: z.string() }),
  /** The article's supplier: set in its settings, else its last delivery's; null when none is known. */
  fournisseur: ref.nullable(),
  /** What to order now (units). */
  suggestion: z.number().int(),
  /** `vitesse` (sales × lead time and cover) or `min_max` (set by hand). */
  methode: z.enum(['vitesse', 'min_max']),
  /** The stock the order should bring the shop to (units). */
  cible: z.number().int(),
  stock: z.number().int(),
  /** Open orders' remainders for the shop (drafts included). */
  en_commande: z.number().int(),
  /** Transfers shipped to the shop, not received yet. */
  en_transit: z.number().int(),
  /** Units sold over `jours` days, and on how many of those days the article was in stock. */
  ventes: z.number().int(),
  jours: z.number().int(),
  jours_en_stock: z.number().int(),
  /** Average daily sales over the days in stock. */
  par_jour: z.number(),
  delai: z.number().int(),
  /** True when the supplier gives no lead time (DEFAULT_LEAD_DAYS used). */
  delai_par_defaut: z.boolean(),
  couverture: z.number().int(),
  stock_securite: z.number().int(),
  minimum: z.number().int().nullable(),
  maximum: z.number().int().nullable(),
  colisage: z.number().int().nullable(),
  /** The article's last delivery price (hundredths), the order's proposed price. */
  prix_unitaire: z.number().int().nullable(),
  /** 'Pourquoi ce chiffre': each step of the figure, in French. */
  pourquoi: z.array(z.string()),
});
export type ReorderLine = z.infer<typeof reorderLineSchema>;

export const reorderAnswerSchema = z.object({
  jours: z.number().int(),
  couverture: z.number().int(),
  lignes: z.array(reorderLineSchema),
});
export type ReorderAnswer = z.infer<typeof reorderAnswerSchema>;
