import { TILL_PATHS, tillDaySchema } from '@pelote/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient, parseResult, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /Caisses/journee?date=: every shop's day (direction). */
export async function getTillDay(date: string, signal?: AbortSignal) {
  const result = await apiClient.get(TILL_PATHS.day, { params: { date }, signal });
  return unwrap(parseResult(result, tillDaySchema));
}

export function useTillDay(date: string) {
  return useQuery({
    queryKey: queryKeys.till.day(date),
    queryFn: ({ signal }) => getTillDay(date, signal),
    placeholderData: keepPreviousData,
  });
}
