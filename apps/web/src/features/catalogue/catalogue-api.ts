import {
  CATALOGUE_SEARCH_PATH,
  CATALOGUE_SUMMARY_PATH,
  catalogueSearchPageSchema,
  catalogueSummarySchema,
} from '@pelote/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient, parseResult, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * The /catalogue overview's calls. Its keys start with 'articles', like every catalogue query,
 * so creating, editing or deleting an article refreshes the counts too.
 */
export const catalogueKeys = {
  summary: queryKeys.articles.catalogueSummary,
  search: queryKeys.articles.catalogueSearch,
};

export const CATALOGUE_SEARCH_PAGE_SIZE = 10;

export async function getCatalogueSummary(signal?: AbortSignal) {
  return unwrap(parseResult(await apiClient.get(CATALOGUE_SUMMARY_PATH, { signal }), catalogueSummarySchema));
}

export function useCatalogueSummary() {
  return useQuery({
    queryKey: catalogueKeys.summary(),
    queryFn: ({ signal }) => getCatalogueSummary(signal),
  });
}

export async function searchCatalogue(q: string, page: number, signal?: AbortSignal) {
  const result = await apiClient.get(CATALOGUE_SEARCH_PATH, {
    params: { q, page, page_size: CATALOGUE_SEARCH_PAGE_SIZE },
    signal,
  });
  return unwrap(parseResult(result, catalogueSearchPageSchema));
}

export function useCatalogueSearch(q: string, page: number) {
  return useQuery({
    queryKey: catalogueKeys.search(q, page),
    queryFn: ({ signal }) => searchCatalogue(q, page, signal),
    enabled: q !== '',
    placeholderData: keepPreviousData,
  });
}
