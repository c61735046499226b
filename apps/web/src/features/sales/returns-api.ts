import {
  creditNotePageSchema,
  creditNoteSchema,
  PAGE_SIZE,
  RETURN_MESSAGES,
  RETURN_PATHS,
  type ReturnCreateInput,
} from '@pelote/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, parseResult, unwrap } from '@/lib/api-client';
import { saveFile } from '@/lib/invoice-download';
import { queryKeys } from '@/lib/query-keys';
import { saleKeys } from './sales-api';

/** The returns' and credit notes' server calls. */

export const creditNoteKeys = queryKeys.creditNotes;

/** The credit-note list's filters as the URL holds them ('' = not set). */
export const CREDIT_NOTE_FILTER_KEYS = ['numero', 'date_debut', 'date_fin'] as const;
export type CreditNoteFilters = Record<(typeof CREDIT_NOTE_FILTER_KEYS)[number], string>;
export type CreditNoteListParams = { page: number; shopId: number | null } & CreditNoteFilters;

export function creditNotesListOptions(params: CreditNoteListParams, options: { enabled?: boolean } = {}) {
  return queryOptions({
    enabled: options.enabled ?? true,
    queryKey: creditNoteKeys.list(params),
    queryFn: async ({ signal }) => {
      const { page, shopId, ...filters } = params;
      const query = {
        page,
        page_size: PAGE_SIZE,
        magasin: shopId ?? undefined,
        numero: filters.numero || undefined,
        date_debut: filters.date_debut || undefined,
        date_fin: filters.date_fin || undefined,
      };
      const result = await apiClient.get(RETURN_PATHS.list, { params: query, signal });
      return unwrap(parseResult(result, creditNotePageSchema));
    },
    placeholderData: keepPreviousData,
  });
}

export function useCreditNote(id: number) {
  return useQuery({
    queryKey: creditNoteKeys.detail(id),
    queryFn: async ({ signal }) => {
      const result = await apiClient.get(`${RETURN_PATHS.creditNote}/${id}/`, { signal });
      return unwrap(parseResult(result, creditNoteSchema));
    },
  });
}

/**
 * Records a return of the sale with its Idempotency-Key (one per opening of the form); then
 * everything it moves reloads: the sale and the sales, the credit notes, stock, the dashboard,
 * the clients (turnover, credit balance) and the till.
 */
export function useCreateReturn(saleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ payload, key }: { payload: ReturnCreateInput; key: string }) => {
      const result = await apiClient.post(`${RETURN_PATHS.create}/${saleId}/retours/`, payload, {
        headers: { 'Idempotency-Key': key },
      });
      return unwrap(parseResult(result, creditNoteSchema));
    },
    onSuccess: (note) => {
      queryClient.setQueryData(creditNoteKeys.detail(note.id), note);
      return Promise.all(
        [
          saleKeys.all,
          creditNoteKeys.all,
          queryKeys.stock.all,
          queryKeys.articles.all,
          queryKeys.dashboard.all,
          queryKeys.clients.all,
          queryKeys.till.all,
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}

/** Downloads a credit note's PDF and saves it as `fileName`; throws a French message when it fails. */
export async function downloadCreditNote(id: number, fileName: string): Promise<void> {
  const result = await apiClient.get<Blob>(`${RETURN_PATHS.creditNote}/${id}/pdf/`, {
    headers: { Accept: 'application/pdf' },
    responseType: 'blob',
  });
  if (!result.success || !result.data?.size) throw new Error(RETURN_MESSAGES.pdfFailed);
  saveFile(result.data, fileName);
}
