import {
  type ClientAccount,
  clientAccountSchema,
  type InstalmentInput,
  instalmentSchema,
  type ReminderStep,
  reminderDuePageSchema,
  reminderSchema,
} from '@pelote/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as z from 'zod';
import { apiClient, keyHasServed, parseResult, unwrap } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { saveFile } from '@/lib/invoice-download';
import { queryKeys } from '@/lib/query-keys';

/** The client account's server calls: the account, instalments, statement and reminders. */

export const accountKeys = queryKeys.clientAccount;

export const STATEMENT_FAILED = 'Le relevé n’a pas pu être téléchargé. Réessayez.';

export async function getClientAccount(
  id: number,
  page: number,
  signal?: AbortSignal,
): Promise<ClientAccount> {
  const result = await apiClient.get(`/Clients/${id}/compte`, { params: { page, page_size: 10 }, signal });
  return unwrap(parseResult(result, clientAccountSchema));
}

export function useClientAccount(id: number, page: number) {
  return useQuery({
    queryKey: accountKeys.account(id, page),
    queryFn: ({ signal }) => getClientAccount(id, page, signal),
  });
}

/** The account and the client (its balances) reload after a write. */
function useInvalidateAccount() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: accountKeys.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.clients.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.till.all }),
    ]);
}

/**
 * POST /Clients/{id}/versements with the dialog's Idempotency-Key: kept while the server could not
 * be reached (the first attempt may have gone through), changed once it has answered.
 */
export function useTakeInstalment(clientId: number) {
  const invalidate = useInvalidateAccount();
  const [key, setKey] = useState(newIdempotencyKey);
  return useMutation({
    mutationFn: async (input: InstalmentInput) => {
      const result = await apiClient.post(`/Clients/${clientId}/versements`, input, {
        headers: { 'Idempotency-Key': key },
      });
      if (keyHasServed(result)) setKey(newIdempotencyKey());
      return unwrap(parseResult(result, instalmentSchema));
    },
    onSuccess: invalidate,
  });
}

export async function getReminder(clientId: number) {
  return unwrap(parseResult(await apiClient.get(`/Clients/${clientId}/relance`), reminderSchema));
}

/** POST /Clients/{id}/relances: the reminder was sent ('Dernière relance le …'), journaled. */
async function recordReminder(clientId: number) {
  const result = await apiClient.post(
    `/Clients/${clientId}/relances`,
    { canal: 'whatsapp' },
    { headers: { 'Idempotency-Key': newIdempotencyKey() } },
  );
  return unwrap(parseResult(result, z.object({ detail: z.string(), date: z.string() })));
}

/**
 * Records that a reminder was sent to a client, then the accounts and the 'Relances' list reload
 * (their 'Dernière relance le …').
 */
export function useRecordReminder() {
  const invalidate = useInvalidateAccount();
  return useMutation({ mutationFn: recordReminder, onSuccess: invalidate });
}

/**
 * 'Relancer': opens the prefilled WhatsApp message in a new tab, then records the reminder. The
 * tab opens within the press (a phone's browser blocks one opened after a wait) and closes again
 * when the message cannot be prepared (no usable phone number).
 */
export async function sendReminder(clientId: number, record: (clientId: number) => Promise<unknown>) {
  const opened = window.open('', '_blank');
  try {
    const reminder = await getReminder(clientId);
    if (opened) opened.location.href = reminder.whatsapp_url;
    else window.location.href = reminder.whatsapp_url;
  } catch (error) {
    opened?.close();
    throw error;
  }
  await record(clientId);
}

/** GET /Clients/relances: one page of the clients to remind, all steps or one. */
export function remindersDueOptions(filters: { page: number; groupe: ReminderStep | null }) {
  return queryOptions({
    queryKey: accountKeys.reminders(filters),
    queryFn: async ({ signal }) => {
      const params = { page: filters.page, page_size: 20, groupe: filters.groupe ?? undefined };
      return unwrap(
        parseResult(await apiClient.get('/Clients/relances', { params, signal }), reminderDuePageSchema),
      );
    },
    placeholderData: keepPreviousData,
  });
}

/** Downloads the account statement ('Relevé de compte') as a PDF. */
export async function downloadStatement(clientId: number, fileName: string): Promise<void> {
  const result = await apiClient.get<Blob>(`/Clients/${clientId}/releve/pdf`, {
    headers: { Accept: 'application/pdf' },
    responseType: 'blob',
  });
  if (!result.success || !result.data?.size) throw new Error(STATEMENT_FAILED);
  saveFile(result.data, fileName);
}
