import * as z from 'zod';
import { CATALOGUE_TYPES } from './articles-fields.ts';

/** Figures about clients, all computed by the database from the sales (cancelled sales excluded). */

/** GET /Clients/clients-particuliers/statistiques/: the customer statistics. */
export const clientStatisticsSchema = z.object({
  total_clients: z.number().int().nonnegative(),
  /** Clients with a turnover above 0. */
  clients_actifs: z.number().int().nonnegative(),
  /** Hundredths. */
  chiffre_affaire_total: z.number().int().nonnegative(),
  /** The client with the highest turnover; null while no client has bought anything. */
  client_plus_actif: z
    .object({
      id: z.number().int().positive(),
      nom: z.string(),
      prenom: z.string(),
      chiffre_affaire: z.number().int().nonnegative(),
    })
    .nullable(),
});
export type ClientStatistics = z.infer<typeof clientStatisticsSchema>;

/** One of a client's most bought articles, by quantity. */
export const topArticleSchema = z.object({
  article_id: z.number().int().positive(),
  article_name: z.string(),
  article_type: z.enum(CATALOGUE_TYPES),
  quantite: z.number().int().positive(),
  /** Hundredths spent on it. */
  total: z.number().int().nonnegative(),
});
export type TopArticle = z.infer<typeof topArticleSchema>;

/**
 * GET /Clients/clients-particuliers/detail/{id}/resume: the client profile's figures, over the
 * sales the caller may see (a gerant: their own shop's).
 */
export const clientPurchaseSummarySchema = z.object({
  nombre_achats: z.number().int().nonnegative(),
  /** Hundredths: the sum of the sale totals. */
  chiffre_affaire: z.number().int().nonnegative(),
  /** Hundredths: chiffre_affaire / nombre_achats, rounded; 0 without purchases. */
  panier_moyen: z.number().int().nonnegative(),
  /** The date of the last purchase; null when there is none ('Jamais'). */
  dernier_achat: z.iso.datetime({ offset: true }).nullable(),
  /** The 5 most bought articles, by quantity. */
  top_articles: z.array(topArticleSchema),
});
export type ClientPurchaseSummary = z.infer<typeof clientPurchaseSummarySchema>;
