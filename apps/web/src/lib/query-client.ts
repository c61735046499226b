import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { isWorkingOffline, subscribeConnection } from './connection-state';

/** A client error (4xx) will not go away by asking again; a network or server failure might. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status !== undefined && error.status < 500) return false;
  return failureCount < 1;
}

/**
 * Queries and mutations wait while the server does not answer, not while the browser says it is
 * offline (connection-state.ts), and read afresh when the server answers again.
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
      },
      mutations: { retry: false },
    },
  });
}
