import * as z from 'zod';

/**
 * Every list of the API answers CSV with `?format=csv`: the whole filtered list (not one page),
 * streamed, in the rules of `csv.ts`. The other query parameters are the list's own filters.
 */

export const EXPORT_FORMAT_MESSAGE = 'Format invalide : json ou csv';

export const exportFormatSchema = z.enum(['json', 'csv'], { error: EXPORT_FORMAT_MESSAGE }).optional();

/** A list's query with `format` beside its filters. */
export function withCsvFormat<Shape extends z.ZodRawShape, Config extends z.core.$ZodObjectConfig>(
  schema: z.ZodObject<Shape, Config>,
): z.ZodObject<z.core.util.Extend<Shape, { format: typeof exportFormatSchema }>, Config> {
  // safeExtend keeps the list's refinements (a date range); its type cannot follow a generic shape.
  return schema.safeExtend({ format: exportFormatSchema } as never) as never;
}
