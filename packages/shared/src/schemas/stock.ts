import * as z from 'zod';
import {
  ADD_STOCK_QUANTITY_MIN,
  CRITICAL_RATIO,
  QUANTITY_MAX,
  STOCK_THRESHOLD_MIN,
  WARNING_RATIO,
} from '../constants.ts';
import { QUANTITY_MESSAGES } from '../messages.ts';
import { CATALOGUE_TYPES, type ProductType } from './articles-fields.ts';
import { bodyId, paginatedSchema, paginationQuerySchema, queryId } from './common.ts';
import { bainInput, lotsSchema, sansBainField } from './lots.ts';
import {
  REASON_COMMENT_MAX,
  reasonNamed,
  reasonSentence,
  reasonSignError,
  STOCK_REASON_MESSAGES,
  STOCK_REASONS,
  type StockReason,
} from './stock-reasons.ts';
import { optionalText, queryText, text, quantity as wholeQuantity } from './text.ts';

/**
 * Stock per shop (docs/architecture.md, 'Stock is a ledger'): the API's
 * shapes, read by the server's routes and by the screens.
 */

export const STOCK_PATHS = {
  add: '/Magasins/stocks/add',
  /** `/{shopId}`: the shop's stock lines. */
  shopLines: '/Magasins/stocks/magasin',
  /** `/{type}` (laines, accessoires, habits, trousses, kits, machines): the add-stock picker. */
  products: '/Magasins/stocks/produits',
  alerts: '/Magasins/articles-niveau-seuil',
  movements: '/Stocks/mouvements',
  adjustments: '/Stocks/ajustements',
} as const;

export const STOCK_MESSAGES = {
  typeRequired: "Veuillez sélectionner un type d'article",
  productRequired: 'Veuillez sélectionner un produit',
  quantityRequired: 'La quantité est requise',
  /** The shop dialog's quantity rule. */
  quantityPositive: 'La quantité doit être un nombre positif',
  /** The product-row dialog's and the API's quantity rule. */
  quantityAboveZero: 'La quantité doit être supérieure à 0',
  thresholdNegative: 'La quantité seuil ne peut pas être négative',
  shopRequired: 'Veuillez sélectionner un magasin',
  productsLoadError: 'Erreur lors du chargement des produits',
  addFailed: "Une erreur s'est produite lors de l'ajout du stock",
  addError: "Erreur lors de l'ajout au stock",
  stockLoadError: 'Erreur lors du chargement du stock',
  stocksLoadError: 'Erreur lors du chargement des stocks',
  alertsLoadError: 'Erreur lors du chargement des alertes',
  productNotFound: 'Produit non trouvé',
  shopNotFound: 'Magasin non trouvé',
  emptyShop: 'Aucun article en stock dans ce magasin',
  healthy: 'Stock en bonne santé',
  /** `Stock insuffisant (disponible: N)`. */
  insufficient: (available: number) => `Stock insuffisant (disponible: ${available})`,
  adjustmentReasonRequired: "Le motif de l'ajustement est requis",
  adjustmentZero: 'La correction ne peut pas être nulle',
} as const;

/** The largest quantity one call may move: far above any real delivery, far below integer limits. */
export const STOCK_QUANTITY_MAX = QUANTITY_MAX;

/** Plural type names of the add-stock dialog's select. */
export const STOCK_PRODUCT_TYPES = [
  'laines',
  'accessoires',
  'habits',
  'trousses',
  'kits',
  'machines',
] as const;
export type StockProductType = (typeof STOCK_PRODUCT_TYPES)[number];
export const STOCK_PRODUCT_TYPE_OF: Record<StockProductType, ProductType> = {
  laines: 'laine',
  accessoires: 'accessoire',
  habits: 'habit',
  trousses: 'trousse',
  kits: 'kit',
  machines: 'machine',
};
export const STOCK_PRODUCT_TYPE_LABELS: Record<StockProductType, string> = {
  laines: 'Laines',
  accessoires: 'Accessoires',
  habits: 'Habits',
  trousses: 'Trousses',
  kits: 'Kits',
  machines: 'Machines',
};

const quantity = (message: string) => wholeQuantity({ message, min: ADD_STOCK_QUANTITY_MIN });
const threshold = wholeQuantity({
  message: STOCK_MESSAGES.thresholdNegative,
  min: STOCK_THRESHOLD_MIN,
  tooLarge: QUANTITY_MESSAGES.thresholdTooLarge,
});

/**
 * POST /Magasins/stocks/add: adds stock to a shop. `produit_type` is informational: empty
 * or 'Produit' accepts any article; otherwise (singular or plural, any case) it must be the
 * article's type, or the answer is 404 'Produit non trouvé'. A missing `quantite_seuil` keeps the
 * line's threshold (5 for a new line); a given one replaces it.
 */
export const stockAddSchema = z.object({
  magasin: bodyId(STOCK_MESSAGES.shopRequired),
  produit_id: bodyId(STOCK_MESSAGES.productRequired),
  produit_type: text({ max: 50 }).optional().default('Produit'),
  quantite: quantity(STOCK_MESSAGES.quantityAboveZero),
  quantite_seuil: threshold.optional(),
  /** The lot ('Bain'): absent or empty for any other article; a wool without it goes to its 'Sans bain' lot. */
  bain: bainInput,
});
export type StockAddInput = z.input<typeof stockAddSchema>;

/** One stock line of a shop. */
export const stockLineSchema = z.object({
  /** The stock line's id. */
  id: z.number().int(),
  /** The article's id. */
  object_id: z.number().int(),
  article_name: z.string(),
  article_type: z.enum(CATALOGUE_TYPES),
  /** Always 'article': every type lives in one catalogue. */
  content_type: z.literal('article'),
  magasin: z.number().int(),
  magasin_nom: z.string(),
  quantite: z.number().int(),
  /** Same as quantite (the product pages read this name). */
  quantite_stock: z.number().int(),
  quantite_seuil: z.number().int(),
  date_ajout: z.iso.datetime({ offset: true }),
  /** Product fields the product pages show: name, price (hundredths), brand for machines. */
  nom: z.string(),
  prix_unitaire: z.number().int(),
  marque: z.string().nullable(),
  /** False once the article has been deleted from the catalogue (the line stays readable). */
  is_active: z.boolean(),
  /** Its lots holding stock, most first then by name; they add up to `quantite` (one lot '' for a non-wool). */
  bains: lotsSchema,
  /** Units of the article shipped to this shop and not yet received ('En transit'). */
  en_transit: z.number().int().optional(),
  /**
   * Units of `quantite` held by layaways ('12 en stock · 4 réservés'): sellable nowhere until picked
   * up or released. Absent on a write's answer.
   */
  reserve: z.number().int().nonnegative().optional(),
  /** On a write's answer: true when a wool came without its lot and went to its 'Sans bain' lot. */
  sans_bain: sansBainField,
});
export type StockLine = z.infer<typeof stockLineSchema>;

/** GET /Magasins/stocks/magasin/{id}: `type` filters by article type, `q` by name. */
export const stockLinesQuerySchema = paginationQuerySchema.extend({
  type: z.enum(CATALOGUE_TYPES).optional(),
  q: queryText(100).optional(),
});
export type StockLinesQuery = z.input<typeof stockLinesQuerySchema>;

export const stockTotalsSchema = z.object({
  /** Stock lines (articles) in the shop, whatever the filters. */
  articles: z.number().int(),
  /** Distinct article types among them. */
  types: z.number().int(),
  /** Sum of the quantities. */
  quantite: z.number().int(),
  /** Units in transit: shipped to the shop and not yet received (`entrant`), shipped from it (`sortant`). */
  en_transit: z.object({ entrant: z.number().int(), sortant: z.number().int() }).optional(),
  par_type: z.array(
    z.object({ type: z.enum(CATALOGUE_TYPES), articles: z.number().int(), quantite: z.number().int() }),
  ),
});
export type StockTotals = z.infer<typeof stockTotalsSchema>;

/** The page of lines (ordered by type, then name) with the shop's totals for /stock. */
export const stockLinesPageSchema = paginatedSchema(stockLineSchema).extend({ totals: stockTotalsSchema });
export type StockLinesPage = z.infer<typeof stockLinesPageSchema>;

/** GET /Magasins/stocks/produits/{type}: `magasin` adds that shop's quantity, `q` searches names. */
export const stockProductsQuerySchema = z.object({
  magasin: queryId.optional(),
  q: queryText(100).optional(),
});
export const stockProductSchema = z.object({
  id: z.number().int(),
  nom: z.string(),
  type: z.enum(STOCK_PRODUCT_TYPES),
  prix_unitaire: z.number().int(),
  /** The shop's quantity when `magasin` is given, else the sum over the shops in scope. */
  quantite_stock: z.number().int(),
});
export type StockProduct = z.infer<typeof stockProductSchema>;
/** At most STOCK_PRODUCTS_LIMIT products, by name; the picker searches with `q` for the rest. */
export const STOCK_PRODUCTS_LIMIT = 50;
export const stockProductsSchema = z.object({ success: z.literal(true), items: z.array(stockProductSchema) });

/** Alert level of a stock line: quantity / threshold (docs/architecture.md, 'Stock alert levels'). */
export type StockAlertLevel = 'critique' | 'bas' | 'reapprovisionner';
export function stockAlertLevel(quantite: number, seuil: number): StockAlertLevel {
  if (seuil <= 0) return quantite <= 0 ? 'critique' : 'reapprovisionner';
  const ratio = quantite / seuil;
  if (ratio <= CRITICAL_RATIO) return 'critique';
  if (ratio <= WARNING_RATIO) return 'bas';
  return 'reapprovisionner';
}
export const STOCK_ALERT_LABELS: Record<StockAlertLevel, string> = {
  critique: 'Stock critique',
  bas: 'Stock bas',
  reapprovisionner: 'À réapprovisionner',
};
/** The alerts table's status column: 'Critique' at most 50% of the threshold, else 'Attention'. */
export const ALERT_STATUSES = ['Critique', 'Attention'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];

/** GET /Magasins/articles-niveau-seuil: `magasin` narrows direction's view to one shop. */
export const stockAlertsQuerySchema = paginationQuerySchema.extend({
  magasin: queryId.optional(),
  type: z.enum(CATALOGUE_TYPES).optional(),
});

/** An item at or below its threshold, lowest ratio first. */
export const lowStockItemSchema = z.object({
  /** The stock line's id. */
  id: z.number().int(),
  /** The article's id. */
  object_id: z.number().int(),
  nom: z.string(),
  type: z.enum(CATALOGUE_TYPES),
  quantite_actuelle: z.number().int(),
  quantite_seuil: z.number().int(),
  magasin: z.object({ id: z.number().int(), nom: z.string() }),
  statut: z.enum(ALERT_STATUSES),
});
export type LowStockItem = z.infer<typeof lowStockItemSchema>;

export const stockAlertsPageSchema = paginatedSchema(lowStockItemSchema).extend({
  /** Over every alert in scope (not only this page), for the cards and the chips. */
  resume: z.object({
    critique: z.number().int(),
    attention: z.number().int(),
    magasins: z.number().int(),
    par_type: z.array(z.object({ type: z.enum(CATALOGUE_TYPES), count: z.number().int() })),
  }),
});
export type StockAlertsPage = z.infer<typeof stockAlertsPageSchema>;

export const MOVEMENT_KINDS = [
  'entree',
  'vente',
  'ajout',
  'annulation',
  'ajustement',
  'retour',
  'perte',
  'transfert_sortie',
  'transfert_entree',
  'regularisation',
] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];
export const MOVEMENT_KIND_LABELS: Record<MovementKind, string> = {
  entree: 'Entrée de stock',
  vente: 'Vente',
  ajout: 'Ajout au stock',
  annulation: 'Annulation de vente',
  ajustement: 'Ajustement',
  retour: 'Retour client',
  perte: 'Perte',
  transfert_sortie: 'Transfert (sortie)',
  transfert_entree: 'Transfert (entrée)',
  regularisation: 'Régularisation (vente hors ligne)',
};

const isoDate = z.iso.date({ error: 'Date invalide (AAAA-MM-JJ)' });

/** GET /Stocks/mouvements: newest first; dates are whole days in the shops' time zone, inclusive. */
export const movementsQuerySchema = paginationQuerySchema.extend({
  magasin: queryId.optional(),
  article: queryId.optional(),
  type: z.enum(CATALOGUE_TYPES).optional(),
  kind: z.enum(MOVEMENT_KINDS).optional(),
  date_debut: isoDate.optional(),
  date_fin: isoDate.optional(),
});
export type MovementsQuery = z.input<typeof movementsQuerySchema>;

export const movementSchema = z.object({
  id: z.number().int(),
  date: z.iso.datetime({ offset: true }),
  kind: z.enum(MOVEMENT_KINDS),
  /** The lot moved ('' for an article without lots). */
  bain: z.string(),
  /** Signed: positive adds stock, negative removes it. */
  quantite: z.number().int(),
  /** The lot's quantity right after the movement. */
  stock_apres: z.number().int(),
  magasin: z.object({ id: z.number().int(), nom: z.string() }),
  article: z.object({ id: z.number().int(), nom: z.string(), type: z.enum(CATALOGUE_TYPES) }),
  user: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  vente_id: z.number().int().nullable(),
  entree_id: z.number().int().nullable(),
  reference: z.string().nullable(),
  motif: z.string().nullable(),
  /** The reason of an adjustment (casse, vol, erreur_saisie, trouve, autre); null for other kinds. */
  raison: z.enum(STOCK_REASONS).nullable().optional(),
  /** The transfer or the count that made the movement, if any. */
  transfert_id: z.number().int().nullable().optional(),
  inventaire_id: z.number().int().nullable().optional(),
});
export type Movement = z.infer<typeof movementSchema>;
export const movementsPageSchema = paginatedSchema(movementSchema);

/**
 * POST /Stocks/ajustements (direction only): a signed correction of one lot of a line, with its
 * reason, never below zero. `article` (or, as older callers send it, `produit_id`) names the
 * article. `motif` is a reason (stock-reasons.ts: casse, vol, erreur de saisie, trouvé, autre, by
 * code or label) that must fit the sign; any other text is kept as it is, classed 'autre'.
 * `commentaire` adds a free note to a reason.
 */
export const stockAdjustmentSchema = z
  .object({
    magasin: bodyId(STOCK_MESSAGES.shopRequired),
    article: bodyId(STOCK_MESSAGES.productRequired).optional(),
    produit_id: bodyId(STOCK_MESSAGES.productRequired).optional(),
    quantite: z
      .number({ error: STOCK_MESSAGES.adjustmentZero })
      .int(STOCK_MESSAGES.adjustmentZero)
      .min(-STOCK_QUANTITY_MAX, QUANTITY_MESSAGES.tooLarge)
      .max(STOCK_QUANTITY_MAX, QUANTITY_MESSAGES.tooLarge)
      .refine((n) => n !== 0, STOCK_MESSAGES.adjustmentZero),
    motif: text({ required: STOCK_MESSAGES.adjustmentReasonRequired, max: 500, multiline: true }),
    commentaire: optionalText({ max: REASON_COMMENT_MAX, tooLong: STOCK_REASON_MESSAGES.commentTooLong }),
    /** The lot corrected: absent or empty for any other article; for a wool, without it, its 'Sans bain' lot. */
    bain: bainInput,
  })
  .transform((body, ctx) => {
    const article = body.article ?? body.produit_id;
    if (article === undefined) {
      ctx.addIssue({ code: 'custom', message: STOCK_MESSAGES.productRequired, path: ['article'] });
      return z.NEVER;
    }
    const named = reasonNamed(body.motif);
    const raison: StockReason = named ?? 'autre';
    const signError = named ? reasonSignError(named, body.quantite) : null;
    if (signError) {
      ctx.addIssue({ code: 'custom', message: signError, path: ['motif'] });
      return z.NEVER;
    }
    const motif = named ? reasonSentence(named, body.commentaire) : body.motif;
    return { magasin: body.magasin, article, quantite: body.quantite, bain: body.bain, raison, motif };
  });
export type StockAdjustmentInput = z.input<typeof stockAdjustmentSchema>;
