import {
  type CatalogueType,
  COUNT_PATHS,
  type CountLinesInput,
  type CountStatus,
  type CountValidateInput,
  countArticlesPageSchema,
  countLinesAnswerSchema,
  countPageSchema,
  countSchema,
  lossReportSchema,
  PAGE_SIZE,
  STOCK_PATHS,
  type StockAdjustmentInput,
  stockLineSchema,
} from '@pelote/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, parseResult, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The stock counts', adjustments' and loss report's server calls (contract in @pelote/shared `schemas/counts.ts`). */

export const countKeys = queryKeys.counts;

export type CountArticlesParams = { q: string; reste: boolean; page: number };

export function countsListOptions(
  params: { page: number; magasin: number | null; statut: CountStatus | '' },
  enabled = true,
) {
  return queryOptions({
    queryKey: countKeys.list(params),
    queryFn: async ({ signal }) => {
      const query: Record<string, string | number> = { page: params.page, page_size: PAGE_SIZE };
      if (params.magasin !== null) query.magasin = params.magasin;
      if (params.statut) query.statut = params.statut;
      return unwrap(
        parseResult(await apiClient.get(COUNT_PATHS.list, { params: query, signal }), countPageSchema),
      );
    },
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useCount(id: number) {
  return useQuery({
    queryKey: countKeys.detail(id),
    queryFn: async ({ signal }) =>
      unwrap(parseResult(await apiClient.get(`${COUNT_PATHS.count}/${id}`, { signal }), countSchema)),
  });
}

/** One page of a count's lines; `q` is a part of the name or a whole barcode. */
export async function getCountArticles(id: number, params: CountArticlesParams, signal?: AbortSignal) {
  return unwrap(
    parseResult(
      await apiClient.get(`${COUNT_PATHS.count}/${id}/articles`, {
        params: {
          page: params.page,
          page_size: 50,
          ...(params.q ? { q: params.q } : {}),
          ...(params.reste ? { reste: 'true' } : {}),
        },
        signal,
      }),
      countArticlesPageSchema,
    ),
  );
}

export function useCountArticles(id: number, params: CountArticlesParams) {
  return useQuery({
    queryKey: countKeys.articles(id, params),
    queryFn: ({ signal }) => getCountArticles(id, params, signal),
    placeholderData: keepPreviousData,
  });
}

const headers = (key: string) => ({ headers: { 'Idempotency-Key': key } });

export function useOpenCount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { key: string; magasin: number; type_article: CatalogueType | null }) => {
      const { key, ...payload } = input;
      return unwrap(parseResult(await apiClient.post(COUNT_PATHS.list, payload, headers(key)), countSchema));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: countKeys.lists() }),
  });
}

/** Sends counted lines; the count and what is left to count reload. */
export function useCountLines(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (lines: CountLinesInput) =>
      unwrap(
        parseResult(await apiClient.put(`${COUNT_PATHS.count}/${id}/lignes`, lines), countLinesAnswerSchema),
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.counts.articles(id) }),
        queryClient.invalidateQueries({ queryKey: countKeys.detail(id) }),
      ]),
  });
}

export function useCountStep(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: {
      key: string;
      step: 'valider' | 'annuler';
      motifs?: CountValidateInput['motifs'];
    }) => {
      const body = input.step === 'valider' ? { motifs: input.motifs ?? {} } : undefined;
      return unwrap(
        parseResult(
          await apiClient.post(`${COUNT_PATHS.count}/${id}/${input.step}`, body, headers(input.key)),
          countSchema,
        ),
      );
    },
    onSuccess: (count) => {
      queryClient.setQueryData(countKeys.detail(id), count);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: countKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.stock.all }),
      ]);
    },
  });
}

export function useLossReport(params: { magasin: number | null; mois: string }, enabled = true) {
  return useQuery({
    queryKey: countKeys.losses(params),
    queryFn: async ({ signal }) =>
      unwrap(
        parseResult(
          await apiClient.get(COUNT_PATHS.losses, {
            params: { mois: params.mois, ...(params.magasin === null ? {} : { magasin: params.magasin }) },
            signal,
          }),
          lossReportSchema,
        ),
      ),
    enabled,
  });
}

export function useAdjustStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ key, ...payload }: { key: string } & StockAdjustmentInput) =>
      unwrap(
        parseResult(await apiClient.post(STOCK_PATHS.adjustments, payload, headers(key)), stockLineSchema),
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.stock.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.counts.losses() }),
      ]),
  });
}
