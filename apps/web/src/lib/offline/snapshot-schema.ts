import { CATALOGUE_TYPES, lotsSchema } from '@pelote/shared';
import * as z from 'zod';

/**
 * GET /Magasins/{id}/hors-ligne: what a phone keeps of its shop to sell offline — the shop (and
 * its code, for the provisional ticket numbers), its active articles with their stock per lot,
 * every client with their balances, and the open till. Money in hundredths.
 */
export const offlineSnapshotSchema = z.object({
  genere_le: z.string(),
  magasin: z.object({ id: z.number().int(), nom: z.string(), quartier: z.string(), code: z.string() }),
  articles: z.array(
    z.object({
      id: z.number().int(),
      nom: z.string(),
      type: z.enum(CATALOGUE_TYPES),
      prix_unitaire: z.number().int(),
      code_barre: z.string().nullable().optional(),
      couleur: z.string().nullable().optional(),
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
      solde_du: z.number().int(),
      solde_avoir: z.number().int(),
      plafond_credit: z.number().int(),
      disponible: z.number().int(),
    }),
  ),
  caisse: z.object({ session_id: z.number().int(), ouverte_at: z.string() }).nullable(),
});
export type OfflineSnapshot = z.infer<typeof offlineSnapshotSchema>;
export type OfflineClient = OfflineSnapshot['clients'][number];

export const offlineSnapshotPath = (shopId: number) => `/Magasins/${shopId}/hors-ligne`;
