import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { ModuleLoader } from '@/components/lazy-on-use';
import { whenIdle as whenIdleAtLatest } from '@/lib/idle';

/**
 * The signed-in layout draws first with what every page needs; its popups, the slide-in menu and
 * the device's offline upkeep are fetched once that first paint is done (or on first use, if the
 * user is quicker), so they neither delay it nor fill its main thread.
 */

/** Runs `task` when the browser is idle, at the latest 1.5 s after the first paint. */
const whenIdle = (task: () => void, timeout = 1500) => whenIdleAtLatest(task, timeout);

// The parts wait for one another: each is fetched and run in an idle time of its own, so that
// running them never makes one long task of the main thread.
let turn: Promise<void> = Promise.resolve();

/** Runs `task` in an idle time after the tasks queued before it are done; returns the cancel. */
function whenIdleInTurn(task: () => Promise<unknown>): () => void {
  let isCancelled = false;
  turn = turn.then(
    () =>
      new Promise<void>((done) => {
        if (isCancelled) return done();
        whenIdle(() => {
          if (isCancelled) return done();
          task().then(
            () => done(),
            () => done(),
          );
        });
      }),
  );
  return () => {
    isCancelled = true;
  };
}

/**
 * The module of `part` once it is here: fetched when the browser is idle after the first paint
 * (one part after the other), or at once by the returned `loadNow` (a press on a part that has not
 * arrived yet).
 */
export function usePart<M>(part: ModuleLoader<M>): [M | undefined, () => void] {
  const [module, setModule] = useState<M | undefined>(part.loaded);
  const mounted = useRef(true);
  const loadNow = useCallback(
    () =>
      part.load().then(
        (value) => {
          // In a transition: React draws the part in short slices, and a press or a key
          // meanwhile is handled between them instead of after the whole part.
          if (mounted.current) startTransition(() => setModule(() => value));
        },
        // Nothing to show: the next press or the next idle time tries again.
        () => {},
      ),
    [part],
  );
  useEffect(() => {
    mounted.current = true;
    const cancel = module === undefined ? whenIdleInTurn(loadNow) : () => {};
    return () => {
      mounted.current = false;
      cancel();
    };
  }, [module, loadNow]);
  return [module, loadNow];
}

/** True once the browser has been idle after the first paint (at the latest after `timeout` ms). */
export function useIdle(timeout?: number): boolean {
  const [isIdle, setIdle] = useState(false);
  useEffect(() => (isIdle ? undefined : whenIdle(() => setIdle(true), timeout)), [isIdle, timeout]);
  return isIdle;
}
