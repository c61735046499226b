import { ARTICLE_KINDS, CATALOGUE_TYPES, type CatalogueType } from '@pelote/shared';
import * as z from 'zod';
import { apiClient, parseResult, unwrap } from '@/lib/api-client';

/** GET /Articles/code-barre/{code}: the article a barcode names (404 'Produit non trouvé'). */
export const BARCODE_LOOKUP_PATH = '/Articles/code-barre';

/**
 * What a scan needs of the article the server answers (its full detail, of which the screens use
 * these): with `magasin`, the shop's quantity and lots come with it.
 */
export const scannedArticleSchema = z.object({
  id: z.number().int(),
  nom: z.string(),
  type: z.enum(CATALOGUE_TYPES),
  prix_unitaire: z.number().int(),
  code_barre: z.string(),
  quantite: z.number().int().optional(),
  bains: z.array(z.object({ bain: z.string(), quantite: z.number().int() })).optional(),
});
export type ScannedArticle = z.infer<typeof scannedArticleSchema>;

export type BarcodeLookup = { found: true; article: ScannedArticle } | { found: false; code: string };

/** The article of a code; an unknown code (404) is an answer, any other failure throws. */
export async function lookupBarcode(code: string, magasin?: number | null): Promise<BarcodeLookup> {
  const result = await apiClient.get(`${BARCODE_LOOKUP_PATH}/${encodeURIComponent(code)}`, {
    params: { magasin },
  });
  if (!result.success && result.status === 404) return { found: false, code };
  return { found: true, article: unwrap(parseResult(result, scannedArticleSchema)) };
}

/**
 * Gives `code` to an article through the type's own edit (direction only): its current fields, read
 * from its detail, sent back with the new code, so nothing else changes.
 */
export async function associateBarcode(article: { id: number; type: CatalogueType }, code: string) {
  const kind = ARTICLE_KINDS[article.type];
  const current = unwrap(await apiClient.get<Record<string, unknown>>(`${kind.api.detail}/${article.id}`));
  unwrap(
    await apiClient.put(`${kind.api.edit}/${article.id}`, { ...current, id: article.id, code_barre: code }),
  );
}
