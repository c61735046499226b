import * as z from 'zod';
import type { CatalogueType } from './articles-fields.ts';
import { salesStatsQuerySchema } from './dashboard.ts';

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

/** The file name of each catalogue type's export, before its date ('laines-2026-11-23.csv'). */
export const ARTICLE_EXPORT_NAMES: Record<CatalogueType, string> = {
  laine: 'laines',
  accessoire: 'accessoires',
  habit: 'habits',
  trousse: 'trousses',
  kit: 'kits',
  machine: 'machines',
  composant: 'composants-trousse',
};

/** The tables of the sales statistics, each its own CSV (`?format=csv&tableau=par_jour`). */
export const STATS_EXPORT_TABLES = [
  'par_jour',
  'par_magasin',
  'par_type',
  'top_articles',
  'encaissements',
  'par_vendeur',
  'remises_par_magasin',
  'remises_par_vendeur',
  'remises_par_motif',
] as const;
export type StatsExportTable = (typeof STATS_EXPORT_TABLES)[number];

export const STATS_EXPORT_MESSAGES = {
  tableRequired:
    'Choisissez le tableau à exporter : par_jour, par_magasin, par_type, top_articles, encaissements, par_vendeur, remises_par_magasin, remises_par_vendeur ou remises_par_motif',
} as const;

/** The statistics' period and shop, `format`, and for a CSV the table it holds. */
export const salesStatsExportQuerySchema = withCsvFormat(salesStatsQuerySchema).extend({
  tableau: z.enum(STATS_EXPORT_TABLES, { error: STATS_EXPORT_MESSAGES.tableRequired }).optional(),
});
