import { useSyncExternalStore } from 'react';

/**
 * How many of the signed-in user's sales wait on this device (refused ones included), as the
 * offline upkeep last heard from the device's database; 0 until it has. Read by the top bar's
 * badge and the sales list, which then open the device's database only when there is something
 * to show.
 */

let count = 0;
const listeners = new Set<() => void>();

export function setOutboxCount(next: number): void {
  if (next === count) return;
  count = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const read = () => count;

export function useOutboxCount(): number {
  return useSyncExternalStore(subscribe, read, read);
}
