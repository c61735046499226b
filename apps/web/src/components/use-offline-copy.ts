import type { QueryKey } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useIsOffline } from '@/lib/connection-state';
import { savedList, saveList } from '@/lib/saved-lists';

type ListQuery = { data?: unknown; dataUpdatedAt: number; isSuccess: boolean; isPlaceholderData: boolean };

/**
 * A list's page as last seen, to show while Pelote works offline (`null` online): the one in
 * memory if this visit has it, else the one kept on the device (saved-lists.ts) — with the time it
 * came from the server. Every page the server answers is kept for that.
 */
export function useOfflineCopy(queryKey: QueryKey, query: ListQuery): { data: unknown; at: number } | null {
  const isOffline = useIsOffline();
  const keyText = JSON.stringify(queryKey);
  const { data, dataUpdatedAt, isSuccess, isPlaceholderData } = query;
  useEffect(() => {
    if (isSuccess && !isPlaceholderData) saveList(JSON.parse(keyText) as QueryKey, data, dataUpdatedAt);
  }, [keyText, data, dataUpdatedAt, isSuccess, isPlaceholderData]);
  const saved = useMemo(
    () => (isOffline ? savedList(JSON.parse(keyText) as QueryKey) : null),
    [isOffline, keyText],
  );
  if (!isOffline) return null;
  if (data !== undefined && !isPlaceholderData) return { data, at: dataUpdatedAt };
  return saved ? { data: saved.data, at: saved.at } : null;
}
