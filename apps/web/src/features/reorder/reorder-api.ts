import {
  purchaseOrderSchema,
  REORDER_PATHS,
  type ReorderArticleSettingsInput,
  type ReorderMinMaxInput,
  type ReorderOrderInput,
  reorderAnswerSchema,
} from '@pelote/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, parseResult, unwrap } from '@/lib/api-client';
import { useKeyedMutation } from '@/lib/keyed-mutation';
import { queryKeys } from '@/lib/query-keys';

/** The reorder's server calls (contract in @pelote/shared `schemas/reorder.ts`). */

export type ReorderParams = {
  magasin: number;
  fournisseur: number | null;
  jours: number;
  couverture: number;
  tous: boolean;
};

export function reorderOptions(params: ReorderParams) {
  return queryOptions({
    queryKey: queryKeys.reorder.list(params),
    queryFn: async ({ signal }) =>
      unwrap(
        parseResult(
          await apiClient.get(REORDER_PATHS.list, {
            params: {
              magasin: params.magasin,
              fournisseur: params.fournisseur ?? undefined,
              jours: params.jours,
              couverture: params.couverture,
              tous: params.tous ? 'true' : undefined,
            },
            signal,
          }),
          reorderAnswerSchema,
        ),
      ),
    placeholderData: keepPreviousData,
  });
}

/** Saves an article's settings and its min/max in the shop; the suggestions reload. */
export function useSaveReorderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      minMax,
      article,
    }: {
      minMax: ReorderMinMaxInput;
      article: ReorderArticleSettingsInput;
    }) => {
      unwrap(await apiClient.put(REORDER_PATHS.minMax, minMax));
      unwrap(await apiClient.put(`${REORDER_PATHS.article}/${minMax.article}`, article));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.reorder.all }),
  });
}

/**
 * 'Créer le bon de commande': a supplier's suggestions become a draft, with the screen's
 * Idempotency-Key (kept while the server could not be reached, changed once it has answered).
 */
export function useOrderSuggestions() {
  const queryClient = useQueryClient();
  return useKeyedMutation(
    (input: ReorderOrderInput, key) =>
      apiClient.post(REORDER_PATHS.order, input, { headers: { 'Idempotency-Key': key } }),
    purchaseOrderSchema,
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.reorder.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.purchaseOrders.all }),
      ]),
  );
}
