type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
};

/**
 * Runs `task` when the browser is idle (at the latest after `timeout` ms), for code fetched once
 * the page has drawn; returns the cancel. Without requestIdleCallback (Safari), a short timer.
 */
export function whenIdle(task: () => void, timeout: number): () => void {
  const w = window as IdleWindow;
  if (w.requestIdleCallback && w.cancelIdleCallback) {
    const id = w.requestIdleCallback(task, { timeout });
    return () => w.cancelIdleCallback?.(id);
  }
  const id = window.setTimeout(task, 200);
  return () => window.clearTimeout(id);
}
