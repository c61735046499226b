import {
  PAGE_SIZE,
  TILL_PATHS,
  type TillCloseInput,
  type TillMovementCreateInput,
  type TillOpenInput,
  tillCurrentSchema,
  tillMovementSchema,
  tillReportSchema,
  tillSessionDetailSchema,
  tillSessionPageSchema,
  tillSessionSchema,
  type UploadedReceipt,
  uploadedReceiptSchema,
} from '@pelote/shared';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import { type ApiResult, apiClient, parseResult, unwrap } from '@/lib/api-client';
import { useKeyedMutation } from '@/lib/keyed-mutation';
import { queryKeys } from '@/lib/query-keys';

/**
 * The till's server calls (contract in @pelote/shared `schemas/till.ts`). Every till query key
 * starts with 'caisse', so a write refreshes the open session, its X report and the lists at once.
 */

export const tillKeys = queryKeys.till;

const sessionPath = (id: number) => `${TILL_PATHS.session}/${id}`;

/** GET /Caisses/courante?magasin=: the shop's open session (or null) and the float to propose. */
export async function getCurrentTill(shopId: number, signal?: AbortSignal) {
  const result = await apiClient.get(TILL_PATHS.current, { params: { magasin: shopId }, signal });
  return unwrap(parseResult(result, tillCurrentSchema));
}

export function useCurrentTill(shopId: number | null) {
  return useQuery({
    queryKey: tillKeys.current(shopId ?? 0),
    queryFn: ({ signal }) => getCurrentTill(shopId ?? 0, signal),
    enabled: shopId !== null,
  });
}

/** GET /Caisses/{id}/rapport-x: the session's figures now. */
export async function getTillReport(sessionId: number, signal?: AbortSignal) {
  const result = await apiClient.get(`${sessionPath(sessionId)}/rapport-x`, { signal });
  return unwrap(parseResult(result, tillReportSchema));
}

export function useTillReport(sessionId: number, options: { refetchOnMount?: 'always' | boolean } = {}) {
  return useQuery({
    queryKey: tillKeys.report(sessionId),
    queryFn: ({ signal }) => getTillReport(sessionId, signal),
    refetchOnMount: options.refetchOnMount ?? true,
  });
}

/** The sessions' filters as the URL holds them ('' = not set). */
export const TILL_FILTER_KEYS = ['magasin', 'date_debut', 'date_fin'] as const;
export type TillFilterKey = (typeof TILL_FILTER_KEYS)[number];
export type TillFilters = Record<TillFilterKey, string>;

/** The shop filter's value for 'Tous les magasins', whatever the top bar's shop. */
export const ALL_SHOPS = 'tous';

/** A page of sessions; the shop filter ('tous' = every shop), else the top bar's shop (null = every shop). */
export type TillListParams = { page: number; shopId: number | null } & TillFilters;

export function tillListQuery({ page, shopId, ...filters }: TillListParams) {
  const query: Record<string, string | number> = { page, page_size: PAGE_SIZE };
  const magasin = filters.magasin || (shopId === null ? '' : String(shopId));
  if (magasin && magasin !== ALL_SHOPS) query.magasin = magasin;
  if (filters.date_debut) query.date_debut = filters.date_debut;
  if (filters.date_fin) query.date_fin = filters.date_fin;
  return query;
}

/** GET /Caisses/: a page of sessions, newest first. */
export async function getTillSessions(params: TillListParams, signal?: AbortSignal) {
  const result = await apiClient.get(TILL_PATHS.list, { params: tillListQuery(params), signal });
  return unwrap(parseResult(result, tillSessionPageSchema));
}

export function useTillSessions(params: TillListParams, options: { enabled?: boolean } = {}) {
  return useQuery({
    enabled: options.enabled ?? true,
    queryKey: tillKeys.list(params),
    queryFn: ({ signal }) => getTillSessions(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /Caisses/{id}: the session, its cash movements and its report (its Z once closed). */
export async function getTillSession(id: number, signal?: AbortSignal) {
  const result = await apiClient.get(sessionPath(id), { signal });
  return unwrap(parseResult(result, tillSessionDetailSchema));
}

export function useTillSession(id: number) {
  return useQuery({ queryKey: tillKeys.detail(id), queryFn: ({ signal }) => getTillSession(id, signal) });
}

/** A keyed write of a till dialog (lib/keyed-mutation.ts): every till query reloads after a success. */
function useKeyedTillWrite<Input, Schema extends z.ZodType>(
  send: (input: Input, key: string) => Promise<ApiResult<unknown>>,
  schema: Schema,
) {
  const queryClient = useQueryClient();
  return useKeyedMutation(send, schema, () => queryClient.invalidateQueries({ queryKey: tillKeys.all }));
}

const keyed = (key: string) => ({ headers: { 'Idempotency-Key': key } });

/** POST /Caisses/ouvrir → the new session. */
export function useOpenTill() {
  return useKeyedTillWrite(
    (input: TillOpenInput, key) => apiClient.post(TILL_PATHS.open, input, keyed(key)),
    tillSessionSchema,
  );
}

/** POST /Caisses/{id}/mouvements → the movement. */
export function useTillMovement(sessionId: number) {
  return useKeyedTillWrite(
    (input: TillMovementCreateInput, key) =>
      apiClient.post(`${sessionPath(sessionId)}/mouvements`, input, keyed(key)),
    tillMovementSchema,
  );
}

/** POST /Caisses/{id}/cloturer → the closed session, with its Z number, expected, counted, differences. */
export function useCloseTill(sessionId: number) {
  return useKeyedTillWrite(
    (input: TillCloseInput, key) => apiClient.post(`${sessionPath(sessionId)}/cloturer`, input, keyed(key)),
    tillSessionSchema,
  );
}

/**
 * POST /Caisses/justificatifs (multipart field `photo`): the server keeps the receipt's photo by
 * its content and answers the key the cash-out then names. The same photo again answers the same key.
 */
export async function uploadReceipt(file: File): Promise<UploadedReceipt> {
  const body = new FormData();
  body.append('photo', file, file.name);
  return unwrap(parseResult(await apiClient.post(TILL_PATHS.receipts, body), uploadedReceiptSchema));
}
