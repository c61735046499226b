import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { ApiError, NETWORK_ERROR_MESSAGE } from '@/lib/api-client';

/**
 * Whether Pelote is working without its server: the browser says it is offline, or the last call
 * to the API got no answer at all (a dead mobile connection often still reports 'online'). The
 * next answer from the API, or the browser coming back online, clears it.
 */

let browserOffline = typeof navigator !== 'undefined' && navigator.onLine === false;
let apiUnreachable = false;
const listeners = new Set<() => void>();

function set(next: { browserOffline?: boolean; apiUnreachable?: boolean }): void {
  const before = isOffline();
  browserOffline = next.browserOffline ?? browserOffline;
  apiUnreachable = next.apiUnreachable ?? apiUnreachable;
  if (isOffline() !== before) for (const listener of listeners) listener();
}

function isOffline(): boolean {
  return browserOffline || apiUnreachable;
}

/** Whether Pelote works without its server right now (outside React: the sale's submit). */
export const isWorkingOffline = isOffline;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  window.addEventListener('offline', () => set({ browserOffline: true }));
  // Back online: the API is given the benefit of the doubt until a call says otherwise.
  window.addEventListener('online', () => set({ browserOffline: false, apiUnreachable: false }));
}

/** True when a call failed without any answer from the server (not a 4xx/5xx, not a timeout). */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof ApiError && error.status === undefined && error.message === NETWORK_ERROR_MESSAGE;
}

/** Whether the last API call was answered (true) or got no answer at all (false). */
export function reportApiReached(reached: boolean): void {
  set({ apiUnreachable: !reached });
}

/** Follows every query and mutation of the app: their outcome tells whether the API answers. */
export function watchApiReachability(queryClient: QueryClient): () => void {
  const onOutcome = (status: 'success' | 'error', error: unknown) => {
    if (status === 'success') reportApiReached(true);
    else if (isNetworkFailure(error)) reportApiReached(false);
    else if (error instanceof ApiError && error.status !== undefined) reportApiReached(true);
  };
  const stopQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated') return;
    if (event.action.type === 'success') onOutcome('success', null);
    if (event.action.type === 'error') onOutcome('error', event.action.error);
  });
  const stopMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated') return;
    if (event.action.type === 'success') onOutcome('success', null);
    if (event.action.type === 'error') onOutcome('error', event.action.error);
  });
  return () => {
    stopQueries();
    stopMutations();
  };
}

/** True while Pelote works without its server ('Hors ligne'). */
export function useIsOffline(): boolean {
  return useSyncExternalStore(subscribe, isOffline, isOffline);
}
