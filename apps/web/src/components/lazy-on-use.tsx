import { type ComponentProps, type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
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

/**
 * A module a page draws a still copy in place of until it has arrived: fetched (once;
 * see `moduleLoader`), after the page's first paint, at idle (1 s at the latest), or as soon as the
 * copy is drawn (`atIdle: false`). Undefined until then; at once when it is already here. A failed
 * fetch (offline) leaves the still copy.
 */
export function useModuleOnceHere<M>(
  loader: ModuleLoader<M>,
  { atIdle = true }: { atIdle?: boolean } = {},
): M | undefined {
  const [module, setModule] = useState(loader.loaded);
  useEffect(() => {
    if (module) return;
    let isMounted = true;
    const load = () =>
      loader.load().then(
        (loaded) => {
          if (isMounted) setModule(() => loaded);
        },
        () => {},
      );
    const stopWaiting = () => {
      isMounted = false;
    };
    if (!atIdle) {
      void load();
      return stopWaiting;
    }
    const cancel = onIdle(load, 1000);
    return () => {
      stopWaiting();
      cancel();
    };
  }, [module, loader, atIdle]);
  return module;
}

export type ModuleLoader<M> = { load: () => Promise<M>; loaded: () => M | undefined };

/** `importer` behind a `ModuleLoader`: fetched once, tried again after a failure. */
export function moduleLoader<M>(importer: () => Promise<M>): ModuleLoader<M> {
  let module: M | undefined;
  let pending: Promise<M> | null = null;
  const load = () => {
    pending ??= importer().then(
      (value) => {
        module = value;
        return value;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  return { load, loaded: () => module };
}

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
