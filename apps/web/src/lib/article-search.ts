import { CATALOGUE_SEARCH_PATH, type CatalogueSearchItem, catalogueSearchPageSchema } from '@pelote/shared';
import { apiClient, parseResult, unwrap } from './api-client';

/** The most articles a picker lists at once; typing searches the others. */
export const ARTICLE_SEARCH_LIMIT = 20;

/**
 * Articles of every type whose name contains `q` (the catalogue search), for the pickers; with
 * `shopId`, each with its stock in that shop.
 */
export async function searchArticles(
  q: string,
  signal?: AbortSignal,
  shopId?: number | null,
): Promise<CatalogueSearchItem[]> {
  const result = await apiClient.get(CATALOGUE_SEARCH_PATH, {
    params: { q, page_size: ARTICLE_SEARCH_LIMIT, ...(shopId ? { magasin: shopId } : {}) },
    signal,
  });
  return unwrap(parseResult(result, catalogueSearchPageSchema)).results;
}
