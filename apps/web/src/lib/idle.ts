type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
};

/**
 * At most this long after the app starts, idle work stops waiting for the first screen to be
 * painted (a tab opened in the background paints nothing until it is shown).
 */
const FIRST_PAINT_WAIT_MAX_MS = 5_000;

let firstScreenWasPainted: () => void = () => {};
const firstScreenPainted = new Promise<void>((resolve) => {
  firstScreenWasPainted = resolve;
});
if (typeof window !== 'undefined') window.setTimeout(firstScreenWasPainted, FIRST_PAINT_WAIT_MAX_MS);

/**
 * A query's `meta` for a call asked beside the first screen (a slow figure drawn when it comes):
 * the first screen is complete without its answer, so idle work does not wait for it.
 */
export const BESIDE_FIRST_SCREEN = { besideFirstScreen: true } as const;

/** Whether the first screen waits for this query's answer (see `BESIDE_FIRST_SCREEN`). */
export const holdsFirstScreen = (query: { meta?: Record<string, unknown> }): boolean =>
  query.meta?.besideFirstScreen !== true;

/**
 * Says that the app's first screen (the page of the address, in its layout, with the data it
 * started with) has been committed: once the browser has painted it, idle work may start (see
 * `whenIdle`). Called by the root route; later calls change nothing.
 */
export function markFirstScreenPainted(): void {
  if (typeof requestAnimationFrame !== 'function') {
    firstScreenWasPainted();
    return;
  }
  // The first frame draws the screen; the second starts once that one has been painted.
  requestAnimationFrame(() => requestAnimationFrame(() => firstScreenWasPainted()));
}

/**
 * Runs `task` when the browser is idle after the first screen has been painted (at the latest
 * `timeout` ms after that), for code and data not needed to draw it; returns the cancel. Until the
 * first screen is painted nothing runs: on a slow phone, what is fetched or run at idle would
 * otherwise share the connection and the main thread with that first paint. Without
 * requestIdleCallback (Safari), a short timer.
 */
export function whenIdle(task: () => void, timeout: number): () => void {
  let isCancelled = false;
  let cancelIdle = () => {};
  void firstScreenPainted.then(() => {
    if (!isCancelled) cancelIdle = idleCallback(task, timeout);
  });
  return () => {
    isCancelled = true;
    cancelIdle();
  };
}

function idleCallback(task: () => void, timeout: number): () => void {
  const w = window as IdleWindow;
  if (w.requestIdleCallback && w.cancelIdleCallback) {
    const id = w.requestIdleCallback(task, { timeout });
    return () => w.cancelIdleCallback?.(id);
  }
  const id = window.setTimeout(task, 200);
  return () => window.clearTimeout(id);
}
