import { vi } from 'vitest';

/**
 * A browser whose pointer is a finger only (a phone) or not; the function returned changes it, as
 * if a mouse were plugged in or out. Undo with `vi.unstubAllGlobals()`.
 */
export function stubPointers(touchOnly: boolean) {
  const listeners = new Set<() => void>();
  const state = { touchOnly };
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query.includes('coarse') ? state.touchOnly : false;
    },
    media: query,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }));
  return (next: boolean) => {
    state.touchOnly = next;
    for (const listener of listeners) listener();
  };
}

/** A phone held upright: a finger for a pointer and a screen narrower than 640 px. */
export function stubNarrowScreen() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('coarse') || query.includes('max-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}
