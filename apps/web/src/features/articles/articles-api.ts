import type { ArticleKind, ArticleListParams, Paginated } from '@pelote/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import { apiClient, parseResult, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * The catalogue's server calls, for any type: its paths come from
 * ARTICLE_KINDS, its answers are checked against the type's schema.
 * Every catalogue query key starts with 'articles' (the /catalogue overview's too), so a change
 * to any article reloads them all.
 */

export const articleKeys = queryKeys.articles;

export type ArticleListQuery = ArticleListParams;

export async function getArticlePage<Item>(
  kind: ArticleKind,
  pageSchema: z.ZodType<Paginated<Item>>,
  params: ArticleListQuery,
  signal?: AbortSignal,
) {
  const result = await apiClient.get(kind.api.list, { params, signal });
  return unwrap(parseResult(result, pageSchema));
}

export function articlePageQueryOptions<Item>(
  kind: ArticleKind,
  pageSchema: z.ZodType<Paginated<Item>>,
  params: ArticleListQuery,
) {
  return queryOptions({
    queryKey: articleKeys.list({ type: kind.type, ...params }),
    queryFn: ({ signal }) => getArticlePage(kind, pageSchema, params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useArticlePage<Item>(
  kind: ArticleKind,
  pageSchema: z.ZodType<Paginated<Item>>,
  params: ArticleListQuery,
) {
  return useQuery(articlePageQueryOptions(kind, pageSchema, params));
}

/** POST {type}/create, or PUT edit-{type}/{id} when there is an id. */
export async function saveArticle<Payload>(kind: ArticleKind, id: number | null, payload: Payload) {
  const result =
    id === null
      ? await apiClient.post(kind.api.create, payload)
      : await apiClient.put(`${kind.api.edit}/${id}`, { ...payload, id });
  return unwrap(result);
}

/** PATCH delete-{type}/{id}: a soft delete. */
export async function deleteArticle(kind: ArticleKind, id: number) {
  return unwrap(await apiClient.patch<{ detail: string }>(`${kind.api.delete}/${id}`));
}

/**
 * What a saved or deleted article changes: the catalogue lists, and the stock views that show
 * its name, price or presence (the shop-stock panel under the list, /stock, the alerts), whose
 * keys all start with 'stock'.
 */
const ARTICLE_DEPENDENT_KEYS = [articleKeys.all, queryKeys.stock.all] as const;

function useInvalidateArticles() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(ARTICLE_DEPENDENT_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function useSaveArticle<Payload>(kind: ArticleKind) {
  const invalidate = useInvalidateArticles();
  return useMutation({
    mutationFn: ({ id, payload }: { id: number | null; payload: Payload }) => saveArticle(kind, id, payload),
    onSuccess: invalidate,
  });
}

export function useDeleteArticle(kind: ArticleKind) {
  const invalidate = useInvalidateArticles();
  return useMutation({
    mutationFn: (id: number) => deleteArticle(kind, id),
    onSuccess: invalidate,
  });
}
