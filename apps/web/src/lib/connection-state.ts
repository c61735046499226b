import { API_BASE, HTTP_TIMEOUT_MS } from '@pelote/shared';
import { useSyncExternalStore } from 'react';

/**
 * Whether Pelote works without its server ('Hors ligne'). The server decides: a call it answered,
 * whatever the HTTP status, says online; a call that got no answer (network failure, timeout)
 * says offline (the API client reports every call). What the browser says is only a hint — a
 * captive portal says online with no internet, a network without internet says offline to some
 * browsers although Pelote's server answers — so the browser saying 'offline' makes the server be
 * asked (a short probe) before it is believed, and saying 'online' gives the server the benefit of
 * the doubt until a call says otherwise.
 */

let unreachable = false;
const listeners = new Set<() => void>();

/** What a call to the server found: an answer (any HTTP status), or none at all. */
export function reportServerAnswer(answered: boolean): void {
  if (unreachable === !answered) return;
  unreachable = !answered;
  for (const listener of listeners) listener();
}

/** Whether Pelote works without its server right now (outside React). */
export function isWorkingOffline(): boolean {
  return unreachable;
}

export function subscribeConnection(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while Pelote works without its server ('Hors ligne'). */
export function useIsOffline(): boolean {
  return useSyncExternalStore(subscribeConnection, isWorkingOffline, isWorkingOffline);
}

/** How long a call waits while the server seemed unreachable (the probe too): it may be back. */
export const OFFLINE_ATTEMPT_TIMEOUT_MS = 4000;

/** How long a call waits now: tried even when the server seemed unreachable, but given up sooner. */
export function callTimeoutMs(): number {
  return isWorkingOffline() ? OFFLINE_ATTEMPT_TIMEOUT_MS : HTTP_TIMEOUT_MS;
}

const HEALTH_URL = `${API_BASE}/health`;

/**
 * Asks the server whether it answers (its health, any status being an answer) and reports it.
 * Not through the API client: a probe is neither an early request to learn nor a session to end.
 */
export async function probeServer(): Promise<boolean> {
  let answered = false;
  try {
    await fetch(HEALTH_URL, { cache: 'no-store', signal: AbortSignal.timeout(OFFLINE_ATTEMPT_TIMEOUT_MS) });
    answered = true;
  } catch {
    answered = false;
  }
  reportServerAnswer(answered);
  return answered;
}

/** The browser's hints: 'offline' (or offline at start) asks the server, 'online' believes it. */
function followBrowserHints(): void {
  window.addEventListener('offline', () => void probeServer());
  window.addEventListener('online', () => reportServerAnswer(true));
  if (navigator.onLine === false) void probeServer();
}

if (typeof window !== 'undefined') followBrowserHints();
