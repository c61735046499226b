import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches, kept up to date as it changes (a window resized, a mouse
 * plugged into a tablet). `fallback` where the browser cannot tell (no matchMedia).
 */
export function useMediaQuery(query: string, fallback: boolean): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => mediaMatches(query, fallback),
    () => fallback,
  );
}

/** The same answer once, outside React. */
export function mediaMatches(query: string, fallback: boolean): boolean {
  if (typeof window === 'undefined' || !window.matchMedia) return fallback;
  return window.matchMedia(query).matches;
}

/** A screen touched with a finger, with no mouse, trackpad or stylus beside it: a phone. */
const TOUCH_ONLY = '(any-pointer: coarse) and (not (any-pointer: fine))';

/** True on a phone (see TOUCH_ONLY); false where the browser cannot tell. */
export const useIsTouchOnly = () => useMediaQuery(TOUCH_ONLY, false);
export const isTouchOnly = () => mediaMatches(TOUCH_ONLY, false);

/** A screen narrower than Tailwind's `sm` breakpoint (640 px): a phone held upright. */
const NARROW = '(max-width: 639.98px)';

/** True on a narrow screen (see NARROW), where a list is cards; false where the browser cannot tell. */
export const useIsNarrow = () => useMediaQuery(NARROW, false);
export const isNarrow = () => mediaMatches(NARROW, false);
