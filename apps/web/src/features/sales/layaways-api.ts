import {
  LAYAWAY_PATHS,
  type LayawayCancelInput,
  type LayawayCreateInput,
  type LayawayExtendInput,
  type LayawayInstalmentInput,
  type LayawayPickupInput,
  type LayawaySettings,
  type LayawayStatus,
  layawayPageSchema,
  layawayPickupAnswerSchema,
  layawaySchema,
  layawaySettingsSchema,
  PAGE_SIZE,
} from '@pelote/shared';
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { type ApiResult, apiClient, parseResult, unwrap } from '@/lib/api-client';
import { useKeyedMutation } from '@/lib/keyed-mutation';
import { queryKeys } from '@/lib/query-keys';
import { invalidateSaleMoves } from '@/lib/sale-moves';

/** The layaways' ('mises de côté') server calls (contract in @pelote/shared `schemas/layaways.ts`). */

export const layawayKeys = queryKeys.layaways;

/** The list's filters as the URL holds them ('' = not set). */
export const LAYAWAY_FILTER_KEYS = ['statut', 'q'] as const;
export type LayawayFilters = Record<(typeof LAYAWAY_FILTER_KEYS)[number], string>;
export type LayawayListParams = {
  page: number;
  magasin: number | null;
  statut: LayawayStatus | '';
  q: string;
  client?: number;
};

/** The list's query string (its CSV export's too). */
export function layawayListQuery(params: Omit<LayawayListParams, 'page'>) {
  return {
    magasin: params.magasin ?? undefined,
    statut: params.statut || undefined,
    q: params.q.trim() || undefined,
    client: params.client,
  };
}

export function layawaysListOptions(params: LayawayListParams, enabled = true) {
  return queryOptions({
    queryKey: layawayKeys.list(params),
    queryFn: async ({ signal }) => {
      const query = { page: params.page, page_size: PAGE_SIZE, ...layawayListQuery(params) };
      const result = await apiClient.get(LAYAWAY_PATHS.list, { params: query, signal });
      return unwrap(parseResult(result, layawayPageSchema));
    },
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useLayaway(id: number) {
  return useQuery({
    queryKey: layawayKeys.detail(id),
    queryFn: async ({ signal }) =>
      unwrap(parseResult(await apiClient.get(layawayApiPath(id), { signal }), layawaySchema)),
  });
}

/** What a cancelled layaway's deposit becomes ('avoir' or 'remboursement'), direction's setting. */
export function useLayawaySettings() {
  return useQuery({
    queryKey: layawayKeys.settings(),
    queryFn: async ({ signal }) =>
      unwrap(parseResult(await apiClient.get(LAYAWAY_PATHS.settings, { signal }), layawaySettingsSchema)),
  });
}

/**
 * What a layaway's step moves: its lists, the till, the client's account, and what a sale moves;
 * reloaded in the background (the step's answer already holds the layaway): the screen moves on at
 * once — after 'Mettre de côté', to the layaway's page.
 */
async function invalidateLayawayMoves(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: layawayKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.till.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.clientAccount.all }),
    invalidateSaleMoves(queryClient),
  ]);
}

/** Direction saves the settings (a PUT: it repeats harmlessly, no key). */
export function useSaveLayawaySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LayawaySettings) =>
      unwrap(parseResult(await apiClient.put(LAYAWAY_PATHS.settings, body), layawaySettingsSchema)),
    onSuccess: (saved) => queryClient.setQueryData(layawayKeys.settings(), saved),
  });
}

/**
 * A keyed write of a layaway (lib/keyed-mutation.ts): its detail is replaced; its lists reload, and
 * the till, the
 * client's account, and everything a sale moves (stock, the sales, the dashboard, the clients).
 */
function useLayawayWrite<Input>(send: (input: Input, key: string) => Promise<ApiResult<unknown>>) {
  const queryClient = useQueryClient();
  return useKeyedMutation(send, layawaySchema, (layaway) => {
    queryClient.setQueryData(layawayKeys.detail(layaway.id), layaway);
    void invalidateLayawayMoves(queryClient);
  });
}

const post = (path: string, body: unknown, key: string) =>
  apiClient.post(path, body, { headers: { 'Idempotency-Key': key } });

/** `/MisesDeCote/{id}`, and its steps (`versements`, `retrait`, `prolonger`, `annuler`). */
export const layawayApiPath = (id: number, step?: string) =>
  `${LAYAWAY_PATHS.layaway}/${id}${step ? `/${step}` : ''}`;

/** 'Mettre de côté': the units reserved, the deposit taken. */
export const useCreateLayaway = () =>
  useLayawayWrite((body: LayawayCreateInput, key) => post(LAYAWAY_PATHS.list, body, key));

/** 'Ajouter un versement'. */
export const useAddInstalment = (id: number) =>
  useLayawayWrite((body: LayawayInstalmentInput, key) => post(layawayApiPath(id, 'versements'), body, key));

/** 'Retirer': all or part, one sale at today's price paid by the deposit and the balance. */
export function usePickUp(id: number) {
  const queryClient = useQueryClient();
  return useKeyedMutation(
    (body: LayawayPickupInput, key: string) => post(layawayApiPath(id, 'retrait'), body, key),
    layawayPickupAnswerSchema,
    ({ mise_de_cote: layaway, vente }) => {
      queryClient.setQueryData(layawayKeys.detail(layaway.id), layaway);
      queryClient.setQueryData(queryKeys.sales.detail(vente.id), vente);
      void invalidateLayawayMoves(queryClient);
    },
  );
}

/** 'Prolonger': a later due date. */
export const useExtend = (id: number) =>
  useLayawayWrite((body: LayawayExtendInput, key) => post(layawayApiPath(id, 'prolonger'), body, key));

/** 'Annuler': the units released, the deposit handled as direction decided. */
export const useCancelLayaway = (id: number) =>
  useLayawayWrite((body: LayawayCancelInput, key) => post(layawayApiPath(id, 'annuler'), body, key));
