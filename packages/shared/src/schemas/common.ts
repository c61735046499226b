import * as z from 'zod';
import { PAGE_SIZE } from '../constants.ts';

/** Pieces every route and list uses (docs/architecture.md, 'API conventions'). */

export const COMMON_MESSAGES = {
  invalidId: 'Identifiant invalide',
  invalidPage: 'Le numéro de page doit être un entier supérieur ou égal à 1',
  invalidPageSize: 'La taille de page doit être un entier entre 1 et 100',
} as const;

/** Ids are PostgreSQL `integer`s: a larger one could only fail in the database. */
export const MAX_ID = 2_147_483_647;
export const PAGE_SIZE_MAX = 100;

/** A positive id in a JSON body; every way it can be wrong reads `message`. */
export const bodyId = (message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(MAX_ID, message);

/** A positive id in a query string or a path, coerced from its text; every way it can be wrong reads `message`. */
export const queryIdOf = (message: string) =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(MAX_ID, message);

/** A positive id in a query string, coerced from its text, with the validation's own message. */
export const queryId = z.coerce.number().int().min(1).max(MAX_ID);

/** An optional query value: an empty `?name=` counts as absent. */
export const optionalQuery = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** An `{ id }` path parameter: a positive integer, coerced from the path's text. */
export const idParamSchema = z.object({ id: queryIdOf(COMMON_MESSAGES.invalidId) });
export type IdParam = z.infer<typeof idParamSchema>;

/** `?page=&page_size=` of a list, coerced from the query string. */
export const paginationQuerySchema = z.object({
  page: z.coerce
    .number({ error: COMMON_MESSAGES.invalidPage })
    .int(COMMON_MESSAGES.invalidPage)
    .min(1, COMMON_MESSAGES.invalidPage)
    .max(MAX_ID, COMMON_MESSAGES.invalidPage)
    .default(1),
  page_size: z.coerce
    .number({ error: COMMON_MESSAGES.invalidPageSize })
    .int(COMMON_MESSAGES.invalidPageSize)
    .min(1, COMMON_MESSAGES.invalidPageSize)
    .max(PAGE_SIZE_MAX, COMMON_MESSAGES.invalidPageSize)
    .default(PAGE_SIZE),
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

/** One page of a list: `{ count, page, page_size, total_pages, results }`. */
export function paginatedSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    count: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    page_size: z.number().int().positive(),
    total_pages: z.number().int().nonnegative(),
    results: z.array(item),
  });
}
export type Paginated<Item> = {
  count: number;
  page: number;
  page_size: number;
  total_pages: number;
  results: Item[];
};

/** Every error answer: a French `detail`, plus one message per field for validation failures. */
export const errorResponseSchema = z.object({
  detail: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** A success answer that only carries a French message, e.g. `{ detail: 'Mot de passe modifié' }`. */
export const detailResponseSchema = z.object({ detail: z.string() });
export type DetailResponse = z.infer<typeof detailResponseSchema>;
