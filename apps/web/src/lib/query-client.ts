import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { isWorkingOffline, subscribeConnection } from './connection-state';

/** A client error (4xx) will not go away by asking again; a network or server failure might. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status !== undefined && error.status < 500) return false;
  return failureCount < 1;
}

/**
 * Nothing waits on a network state: every query and every write the user asks for is tried, and
 * the server's answer, or its absence, decides 'Hors ligne' (connection-state.ts). Offline, the
 * service worker answers the reads it keeps (the shops, the stock...), and a write the user presses
 * again is sent again rather than held until some other call finds the server. Queries read afresh
 * when the server answers again.
 */
function followTheServer(): void {
  onlineManager.setEventListener((setOnline) => subscribeConnection(() => setOnline(!isWorkingOffline())));
}

export function createQueryClient(): QueryClient {
  followTheServer();
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
