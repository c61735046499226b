import { type ComponentProps, type ComponentType, lazy, Suspense, useEffect } from 'react';
import { whenIdle } from '@/lib/idle';

/**
 * Code a page does not need to draw (its dialogs, closed until pressed) is fetched on first use,
 * so the page's first paint neither downloads nor evaluates it. `prefetch` fetches it ahead, once
 * the page has drawn (see `usePrefetchOnIdle`), so the first press still opens it at once.
 */
// biome-ignore lint/suspicious/noExplicitAny: any component's props
export function lazyOnUse<C extends ComponentType<any>>(load: () => Promise<C>) {
  let pending: Promise<C> | null = null;
  const prefetch = () => {
    pending ??= load().catch((error: unknown) => {
      // A failed fetch (offline, a new deployment) is tried again on the next use.
      pending = null;
      throw error;
    });
    return pending;
  };
  const Lazy = lazy(async () => ({ default: await prefetch() }));
  // Nothing shows while the code arrives: the button pressed stays focused, then the dialog
  // takes the focus as it would have.
  function OnUse(props: ComponentProps<C>) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(OnUse, { prefetch });
}

/** Runs `task` when the browser is idle (at the latest after `timeout` ms); returns the cancel. */
export const onIdle = (task: () => void, timeout = 3000) => whenIdle(task, timeout);

/** After the page has drawn, fetches the code its buttons will need (one idle task each). */
export function usePrefetchOnIdle(...prefetches: Array<() => Promise<unknown>>) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the loaders are module constants
  useEffect(() => {
    const queue = [...prefetches];
    let cancel = () => {};
    const next = () => {
      const prefetch = queue.shift();
      if (!prefetch) return;
      // A failure here is harmless: the dialog tries again when it is opened.
      prefetch().catch(() => {});
      cancel = onIdle(next);
    };
    cancel = onIdle(next);
    return () => cancel();
  }, []);
}
