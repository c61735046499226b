import {
  type ClientPayload,
  clientPurchaseSummarySchema,
  clientSchema,
  nationalityOptionSchema,
  PAGE_SIZE,
  PRICE_LIST_PAGE_SIZE_MAX,
  PRICE_LIST_PATHS,
  paginatedSchema,
  priceListSummarySchema,
  saleSchema,
} from '@pelote/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod';
import { apiClient, parseResult, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The customers' server calls: fetchers, query options, hooks. */

const CLIENTS = '/Clients/clients-particuliers';
/** The list's path (its CSV export too). */
export const CLIENT_LIST_PATH = `${CLIENTS}/list`;

export const clientKeys = queryKeys.clients;

export type ClientListParams = { page: number; search: string; debiteurs?: boolean };

const clientPageSchema = paginatedSchema(clientSchema);
const salePageSchema = paginatedSchema(saleSchema);

export async function getClients({ page, search, debiteurs }: ClientListParams, signal?: AbortSignal) {
  const result = await apiClient.get(`${CLIENTS}/list`, {
    params: { page, page_size: PAGE_SIZE, search: search || undefined, debiteurs: debiteurs ? 1 : undefined },
    signal,
  });
  return unwrap(parseResult(result, clientPageSchema));
}

export function clientsQueryOptions(params: ClientListParams) {
  return queryOptions({
    queryKey: clientKeys.list(params),
    queryFn: ({ signal }) => getClients(params, signal),
    placeholderData: keepPreviousData,
  });
}

export async function getClient(id: number, signal?: AbortSignal) {
  return unwrap(parseResult(await apiClient.get(`${CLIENTS}/detail/${id}`, { signal }), clientSchema));
}

export function useClient(id: number) {
  return useQuery({ queryKey: clientKeys.detail(id), queryFn: ({ signal }) => getClient(id, signal) });
}

export async function getClientSummary(id: number, signal?: AbortSignal) {
  const result = await apiClient.get(`${CLIENTS}/detail/${id}/resume`, { signal });
  return unwrap(parseResult(result, clientPurchaseSummarySchema));
}

export function useClientSummary(id: number) {
  return useQuery({
    queryKey: clientKeys.summary(id),
    queryFn: ({ signal }) => getClientSummary(id, signal),
  });
}

/** GET /Mouvements/ventes/client/{id}/: the client's sales, newest first, 5 per page. */
export async function getClientSales(id: number, page: number, signal?: AbortSignal) {
  const result = await apiClient.get(`/Mouvements/ventes/client/${id}/`, {
    params: { page, page_size: PAGE_SIZE },
    signal,
  });
  return unwrap(parseResult(result, salePageSchema));
}

export function useClientSales(id: number, page: number) {
  return useQuery({
    queryKey: clientKeys.sales(id, page),
    queryFn: ({ signal }) => getClientSales(id, page, signal),
    placeholderData: keepPreviousData,
  });
}

/** The nationality select's ~190 options, served by the server (never bundled). */
export async function getNationalities(signal?: AbortSignal) {
  const result = await apiClient.get('/Clients/nationalites/', { signal });
  return unwrap(parseResult(result, z.array(nationalityOptionSchema)));
}

export function useNationalities() {
  return useQuery({
    queryKey: clientKeys.nationalities(),
    queryFn: ({ signal }) => getNationalities(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export async function saveClient({ id, payload }: { id: number | null; payload: ClientPayload }) {
  const result =
    id === null
      ? await apiClient.post(`${CLIENTS}/create`, payload)
      : await apiClient.put(`${CLIENTS}/edit/${id}`, payload);
  return unwrap(parseResult(result, clientSchema));
}

/** Create or edit; the lists and that client's detail reload after. */
export function useSaveClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveClient,
    onSuccess: (client) => {
      queryClient.setQueryData(clientKeys.detail(client.id), client);
      return queryClient.invalidateQueries({ queryKey: clientKeys.lists() });
    },
  });
}

export async function deleteClient(id: number) {
  const result = await apiClient.patch(`${CLIENTS}/delete/${id}`);
  return unwrap(parseResult(result, z.object({ detail: z.string() })));
}

export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClient,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: clientKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: clientKeys.lists() });
    },
  });
}

const priceListPageSchema = paginatedSchema(priceListSummarySchema);

/** The price lists a client may be given ('Tarif'), by name (the first 200). */
export async function getPriceListChoices(signal?: AbortSignal) {
  const result = await apiClient.get(PRICE_LIST_PATHS.list, {
    params: { page: 1, page_size: PRICE_LIST_PAGE_SIZE_MAX },
    signal,
  });
  return unwrap(parseResult(result, priceListPageSchema)).results;
}

export function usePriceListChoices(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.priceLists.choices(),
    queryFn: ({ signal }) => getPriceListChoices(signal),
    enabled: options.enabled ?? true,
  });
}
