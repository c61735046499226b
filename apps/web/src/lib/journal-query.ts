import { JOURNAL_PATHS, journalPageSchema, PAGE_SIZE } from '@pelote/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, parseResult, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// GET /Journal/ is read by the journal screen and by the 'Historique' block of the article,
// client, user and sale screens: it lives here so that no feature imports another.

export const journalKeys = queryKeys.journal;

/** The list's filters as the API reads them ('' or absent = not set), and the page. */
export type JournalQuery = {
  page: number;
  utilisateur?: string;
  magasin?: string;
  entite?: string;
  entite_id?: string;
  action?: string;
  date_debut?: string;
  date_fin?: string;
};

/** GET /Journal/: one page of rows, newest first, 5 per page like every list. */
export async function getJournal(query: JournalQuery, signal?: AbortSignal) {
  const params: Record<string, string | number> = { page_size: PAGE_SIZE };
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params[key] = value;
  const result = await apiClient.get(JOURNAL_PATHS.list, { params, signal });
  return unwrap(parseResult(result, journalPageSchema));
}

/**
 * Always read afresh when shown (no 30 s freshness as for the other lists): every write of the
 * app adds rows, and a history opened right after a change must show it.
 */
export function journalQueryOptions(query: JournalQuery) {
  return queryOptions({
    queryKey: journalKeys.list(query),
    queryFn: ({ signal }) => getJournal(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
