import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { isWorkingOffline, subscribeConnection } from './connection-state';

/** A client error (4xx) will not go away by asking again; a network or server failure might. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status !== undefined && error.status < 500) return false;
  return failureCount < 1;
}

/**
 * The browser's word on the network pauses nothing: every call is tried and the server's answer,
 * or its absence, decides (connection-state.ts). Queries read afresh when the server answers again.
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
