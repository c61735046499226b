import * as z from 'zod';
import { PAGE_SIZE } from '../constants.ts';
import { CATALOGUE_TYPES, PRODUCT_TYPES } from './articles-fields.ts';
import { paginationQuerySchema, queryIdOf } from './common.ts';
import { PRICE_LIST_MESSAGES as M } from './price-lists.ts';
import { queryText } from './text.ts';

/** The price lists as the API answers them (the form and the body, the paths and the messages are in `price-lists.ts`). */

/**
 * What pricing reads of a list (`bestUnitPrice`): the lists of `/Tarifs/applicables` and of a
 * shop's offline copy have this shape, and a list's detail has it too, with more.
 */
export const priceListRulesSchema = z.object({
  id: z.number().int().positive(),
  nom: z.string(),
  active: z.boolean(),
  pour_tous: z.boolean(),
  /** The shops it applies in; empty: every shop. */
  magasins: z.array(z.number().int()),
  /** ISO instant from which it applies (included); null: no start. */
  du: z.iso.datetime({ offset: true }).nullable(),
  /** ISO instant at which it stops (excluded: a sale at that very instant no longer gets it); null: no end. */
  au: z.iso.datetime({ offset: true }).nullable(),
  articles: z.array(
    z.object({
      article: z.number().int(),
      /** Hundredths, per unit. */
      prix: z.number().int().nonnegative(),
      /** By quantity, ascending. */
      paliers: z.array(z.object({ quantite: z.number().int(), prix: z.number().int().nonnegative() })),
    }),
  ),
  types: z.array(z.object({ type: z.enum(PRODUCT_TYPES), pourcentage: z.number() })),
});
export type PriceListRules = z.infer<typeof priceListRulesSchema>;

/** A list as its detail answers it: the rules, each article named, and how many clients carry it. */
export const priceListSchema = priceListRulesSchema.extend({
  articles: z.array(
    priceListRulesSchema.shape.articles.element.extend({
      nom: z.string(),
      type: z.enum(CATALOGUE_TYPES),
      /** The article's catalogue price, hundredths. */
      prix_catalogue: z.number().int().nonnegative(),
      couleur: z.string().nullable(),
    }),
  ),
  clients: z.number().int().nonnegative(),
  date_creation: z.iso.datetime({ offset: true }),
});
export type PriceList = z.infer<typeof priceListSchema>;

/** A list as the list screen shows it: its rules' outline, not every price. */
export const priceListSummarySchema = priceListRulesSchema.omit({ articles: true }).extend({
  /** How many articles it prices. */
  nb_articles: z.number().int().nonnegative(),
  clients: z.number().int().nonnegative(),
  date_creation: z.iso.datetime({ offset: true }),
});
export type PriceListSummary = z.infer<typeof priceListSummarySchema>;

/** Pickers (the client form's 'Tarif') may ask for more than a screen's page. */
export const PRICE_LIST_PAGE_SIZE_MAX = 200;

/** `?search=&page=&page_size=` of the lists, by name. */
export const priceListListQuerySchema = paginationQuerySchema.extend({
  page_size: z.coerce
    .number({ error: M.invalidPageSize })
    .int(M.invalidPageSize)
    .min(1, M.invalidPageSize)
    .max(PRICE_LIST_PAGE_SIZE_MAX, M.invalidPageSize)
    .default(PAGE_SIZE),
  search: queryText(200, M.searchTooLong).optional(),
});
export type PriceListListQuery = z.infer<typeof priceListListQuerySchema>;

/** `?magasin=` of the applicable lists (a gerant may name their own shop only). */
export const applicablePriceListsQuerySchema = z.object({
  magasin: queryIdOf(M.magasinRequired),
});

export const applicablePriceListsSchema = z.array(priceListRulesSchema);
