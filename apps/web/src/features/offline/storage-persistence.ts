import { useSyncExternalStore } from 'react';

/**
 * Whether the browser promises to keep the device's data (the outbox above all) when space runs
 * short: asked once per page with navigator.storage.persist(). On iOS Safari outside the home
 * screen, the data may go after a week without a visit: there, installing the app is the fix.
 */

export type StorageState = {
  /** null until asked, or when the browser cannot tell. */
  persisted: boolean | null;
  /** iOS Safari in a tab (not opened from the home screen). */
  iosInBrowser: boolean;
};

let state: StorageState = { persisted: null, iosInBrowser: false };
const listeners = new Set<() => void>();
let asked: Promise<void> | null = null;

function isIosInBrowser(): boolean {
  if (typeof navigator === 'undefined') return false;
  const ios =
    /iPad|iPhone|iPod/.test(navigator.userAgent) ||
    // iPadOS presents itself as a Mac with touch.
    (navigator.userAgent.includes('Macintosh') && navigator.maxTouchPoints > 1);
  const standalone =
    (navigator as Navigator & { standalone?: boolean }).standalone === true ||
    window.matchMedia?.('(display-mode: standalone)').matches === true;
  return ios && !standalone;
}

async function ask(): Promise<void> {
  let persisted: boolean | null = null;
  try {
    const storage = navigator.storage;
    if (storage?.persisted && (await storage.persisted())) persisted = true;
    else if (storage?.persist) persisted = await storage.persist();
  } catch {
    persisted = null;
  }
  state = { persisted, iosInBrowser: isIosInBrowser() };
  for (const listener of listeners) listener();
}

/** Asks the browser to keep the device's data (once per page). */
export function requestPersistentStorage(): Promise<void> {
  asked ??= ask();
  return asked;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getState = () => state;

export function useStorageState(): StorageState {
  return useSyncExternalStore(subscribe, getState, getState);
}
