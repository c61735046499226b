import { userSchema } from '@pelote/shared';
import { useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { apiClient, parseResult, unwrap } from '@/lib/api-client';
import { journalKeys, journalQueryOptions } from '@/lib/journal-query';

/**
 * The journal screen's server calls: GET /Journal/ (fetcher and query options in lib/journal-query,
 * shared with the records' 'Historique' blocks) and the users its filter offers.
 */

export { journalKeys, journalQueryOptions };

/** The filters the screen keeps in the URL, as the API names them. */
export const JOURNAL_FILTER_KEYS = [
  'utilisateur',
  'magasin',
  'entite',
  'action',
  'date_debut',
  'date_fin',
] as const;
export type JournalFilterKey = (typeof JOURNAL_FILTER_KEYS)[number];
export type JournalFilters = Record<JournalFilterKey, string>;

/** The users the 'Utilisateur' filter offers: id and names (GET /Users/liste-users/, direction only). */
const journalUserSchema = userSchema.pick({ id: true, username: true, first_name: true, last_name: true });
export type JournalUser = z.infer<typeof journalUserSchema>;

export async function getJournalUsers(signal?: AbortSignal) {
  const result = await apiClient.get('/Users/liste-users/', { signal });
  return unwrap(parseResult(result, z.array(journalUserSchema)));
}

export function useJournalUsers() {
  return useQuery({
    queryKey: journalKeys.users(),
    queryFn: ({ signal }) => getJournalUsers(signal),
  });
}
