import { useSyncExternalStore } from 'react';

/**
 * Whether a newer version of the app is installed and waiting, and how to switch to it. The
 * service worker's registration (register.ts) sets it; the update prompt reads it. An update is
 * never applied silently: the waiting worker takes over only when the user asks.
 */
type UpdateState = { isWaiting: boolean; apply: () => Promise<void> };

let state: UpdateState = { isWaiting: false, apply: async () => {} };
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** A newer version is waiting; `apply` activates it (the page then reloads). */
export function announceUpdate(apply: () => Promise<void>): void {
  state = { isWaiting: true, apply };
  emit();
}

/** 'Plus tard': the prompt goes away until the next update is found (or the next visit). */
export function dismissUpdate(): void {
  state = { ...state, isWaiting: false };
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getState = () => state;

export function useUpdateState(): UpdateState {
  return useSyncExternalStore(subscribe, getState, getState);
}
