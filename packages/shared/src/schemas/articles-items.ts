import * as z from 'zod';
import { PAGE_SIZE } from '../constants.ts';
import { CATALOGUE_TYPES, GARMENT_GENRES } from './articles-fields.ts';
import { COMMON_MESSAGES, MAX_ID, optionalQuery, paginatedSchema } from './common.ts';
import { articleCostFields } from './cost-fields.ts';
import { queryText } from './text.ts';

/** What the catalogue API answers and the query of its lists. */

/** The garments screen is not paginated: it asks for this many rows at once. */
export const ARTICLE_PAGE_SIZE_MAX = 200;

export const ARTICLE_LIST_MESSAGES = {
  invalidPageSize: `La taille de page doit être un entier entre 1 et ${ARTICLE_PAGE_SIZE_MAX}`,
  invalidPrice: 'Les bornes de prix doivent être des entiers positifs (centièmes de FCFA)',
  invalidEnStock: 'en_stock doit valoir true ou false',
  invalidShop: 'Identifiant de magasin invalide',
} as const;

const positiveInt = (message: string, max = MAX_ID) =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(max, message);
const priceBound = z.coerce
  .number({ error: ARTICLE_LIST_MESSAGES.invalidPrice })
  .int(ARTICLE_LIST_MESSAGES.invalidPrice)
  .min(0, ARTICLE_LIST_MESSAGES.invalidPrice)
  .max(Number.MAX_SAFE_INTEGER, ARTICLE_LIST_MESSAGES.invalidPrice);
/** An optional query value: an empty `?nom=` counts as absent. */

/** `?page=&page_size=`, up to 200 a page (the garments screen shows them all on one page). */
export const articlePageQuerySchema = z.object({
  page: positiveInt(COMMON_MESSAGES.invalidPage).default(1),
  page_size: positiveInt(ARTICLE_LIST_MESSAGES.invalidPageSize, ARTICLE_PAGE_SIZE_MAX).default(PAGE_SIZE),
});

/**
 * The filters of every product list, applied by the database: name contains (any case), price
 * bounds in hundredths, in stock or not (across shops, or in `magasin`), and the type where the
 * list has one (accessory type, garment type, component type).
 */
export const articleListQuerySchema = articlePageQuerySchema.extend({
  nom: optionalQuery(queryText(200)),
  prix_min: optionalQuery(priceBound),
  prix_max: optionalQuery(priceBound),
  en_stock: optionalQuery(
    z.enum(['true', 'false'], { error: ARTICLE_LIST_MESSAGES.invalidEnStock }).transform((v) => v === 'true'),
  ),
  magasin: optionalQuery(positiveInt(ARTICLE_LIST_MESSAGES.invalidShop)),
  type: optionalQuery(queryText(200)),
});
export type ArticleListQuery = z.output<typeof articleListQuerySchema>;
/** The list filters as the web app sends them (all optional, as in the query string). */
export type ArticleListParams = Partial<{
  page: number;
  page_size: number;
  nom: string;
  prix_min: number;
  prix_max: number;
  en_stock: boolean;
  magasin: number;
  type: string;
}>;

/** Fields every article carries, whatever its type. */
const articleBase = z.object({
  id: z.number().int(),
  nom: z.string(),
  description: z.string(),
  /** Integer hundredths: 150000 is 1 500,00 FCFA. */
  prix_unitaire: z.number().int(),
  /** Sum of the stock lines (all shops, or the shop asked for / the gerant's shop). */
  quantite_stock: z.number().int(),
  unite: z.string(),
  is_active: z.boolean(),
  /** Unique: the supplier's EAN/UPC/Code 128, or an internal EAN-13 starting with 2. */
  code_barre: z.string(),
  ...articleCostFields,
});

export const woolSchema = articleBase.extend({
  type: z.literal('laine'),
  famille: z.string(),
  grammage: z.number().int(),
  couleur: z.string(),
  type_couleur: z.string(),
});
export type Wool = z.infer<typeof woolSchema>;

export const accessorySchema = articleBase.extend({
  type: z.literal('accessoire'),
  type_accessoire: z.string(),
  taille: z.string(),
});
export type Accessory = z.infer<typeof accessorySchema>;

export const garmentSchema = articleBase.extend({
  type: z.literal('habit'),
  type_habit: z.string(),
  taille: z.string(),
  /** Homme, Femme, Enfant or Mixte. */
  sexe: z.string(),
  /** The `sexe` as the specification's shape codes it: H, F or ENF (Mixte answers F). */
  genre: z.enum(GARMENT_GENRES),
});
export type Garment = z.infer<typeof garmentSchema>;

export const pouchSchema = articleBase.extend({
  type: z.literal('trousse'),
  composants: z.array(z.object({ nom: z.string(), quantite: z.number().int() })),
});
export type Pouch = z.infer<typeof pouchSchema>;

export const kitSchema = articleBase.extend({ type: z.literal('kit'), contenance: z.string() });
export type Kit = z.infer<typeof kitSchema>;

export const machineSchema = articleBase.extend({ type: z.literal('machine'), marque: z.string() });
export type Machine = z.infer<typeof machineSchema>;

/** A pouch component: its free-text type and its quantity per pouch. */
export const componentSchema = z.object({
  id: z.number().int(),
  nom: z.string(),
  type: z.string(),
  quantite: z.number().int(),
  prix_unitaire: z.number().int(),
  code_barre: z.string(),
});
export type Component = z.infer<typeof componentSchema>;

/** One of a shop's component stock lines. */
export const componentStockRowSchema = z.object({
  /** The stock line's id. */
  id: z.number().int(),
  /** The component's article id. */
  object_id: z.number().int(),
  article_name: z.string(),
  article_type: z.literal('composant'),
  magasin: z.number().int(),
  nom: z.string(),
  type: z.string(),
  prix_unitaire: z.number().int(),
  quantite: z.number().int(),
  quantite_stock: z.number().int(),
  quantite_seuil: z.number().int(),
});
export type ComponentStockRow = z.infer<typeof componentStockRowSchema>;

export const articleDeletedSchema = z.object({ detail: z.string() });

export const woolPageSchema = paginatedSchema(woolSchema);
export const accessoryPageSchema = paginatedSchema(accessorySchema);
export const garmentPageSchema = paginatedSchema(garmentSchema);
export const pouchPageSchema = paginatedSchema(pouchSchema);
export const kitPageSchema = paginatedSchema(kitSchema);
export const machinePageSchema = paginatedSchema(machineSchema);
export const componentPageSchema = paginatedSchema(componentSchema);
export const componentStockPageSchema = paginatedSchema(componentStockRowSchema);

/** GET /Articles/catalogue/resume: per type, the active articles and their price range. */
export const catalogueSummarySchema = z.array(
  z.object({
    type: z.enum(CATALOGUE_TYPES),
    count: z.number().int(),
    prix_min: z.number().int().nullable(),
    prix_max: z.number().int().nullable(),
  }),
);
export type CatalogueSummary = z.infer<typeof catalogueSummarySchema>;

/**
 * GET /Articles/catalogue/recherche?q=: articles of every type whose name contains q; with
 * `magasin`, each with its stock in that shop.
 */
export const catalogueSearchQuerySchema = articlePageQuerySchema.extend({
  q: queryText(200).default(''),
  magasin: optionalQuery(positiveInt(ARTICLE_LIST_MESSAGES.invalidShop)),
});
export const catalogueSearchItemSchema = z.object({
  id: z.number().int(),
  nom: z.string(),
  type: z.enum(CATALOGUE_TYPES),
  description: z.string(),
  prix_unitaire: z.number().int(),
  /** '' when the article has none. */
  couleur: z.string().optional(),
  /** The units in the shop asked for (`magasin`), 0 where it has none; absent without `magasin`. */
  quantite_stock: z.number().int().optional(),
});
export type CatalogueSearchItem = z.infer<typeof catalogueSearchItemSchema>;
export const catalogueSearchPageSchema = paginatedSchema(catalogueSearchItemSchema);
