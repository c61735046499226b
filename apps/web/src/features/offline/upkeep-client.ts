import type { FromWorker, ToWorker } from './upkeep-protocol';
import type { RoundReport, RoundRequest } from './upkeep-round';

/**
 * The page's handle on the device's upkeep: in a worker of its own (upkeep.worker.ts), so that
 * the device's database and the shop's copy never run on the screen's thread; in the page itself
 * where there is no worker (a browser without module workers, or the worker failed to start).
 */

export type Upkeep = {
  /** One round; `inWorker` says the page's API client did not see its calls. */
  round(
    round: RoundRequest,
    call: { accessToken: string | null; timeoutMs: number },
  ): Promise<{
    report: RoundReport;
    inWorker: boolean;
  }>;
  /** Follows the outbox's count of `user` (replaces the previous follower). */
  watchOutbox(user: number, onCount: (count: number) => void): void;
  stop(): void;
};

const loadInPage = () => import('./upkeep-in-page');

export function startUpkeep(): Upkeep {
  const worker = createWorker();
  return worker ? workerUpkeep(worker) : inPageUpkeep();
}

function createWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return new Worker(new URL('./upkeep.worker.ts', import.meta.url), {
      type: 'module',
      name: 'pelote-hors-ligne',
    });
  } catch {
    return null;
  }
}

function inPageUpkeep(): Upkeep {
  let stopWatching = () => {};
  let stopped = false;
  return {
    async round(round) {
      const { inPageRound } = await loadInPage();
      return { report: await inPageRound(round), inWorker: false };
    },
    watchOutbox(user, onCount) {
      stopWatching();
      void loadInPage().then(({ watchOutboxCount }) => {
        if (!stopped) stopWatching = watchOutboxCount(user, onCount);
      });
    },
    stop() {
      stopped = true;
      stopWatching();
    },
  };
}

type Pending = { resolve: (report: RoundReport) => void; reject: (error: Error) => void };

function workerUpkeep(worker: Worker): Upkeep {
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let watching: { user: number; onCount: (count: number) => void } | null = null;
  // Once the worker has failed (its file could not be loaded), the page takes over.
  let fallback: Upkeep | null = null;
  const post = (message: ToWorker) => worker.postMessage(message);

  worker.onmessage = ({ data }: MessageEvent<FromWorker>) => {
    if (data.type === 'outbox') {
      if (watching?.user === data.user) watching.onCount(data.count);
      return;
    }
    const waiting = pending.get(data.id);
    pending.delete(data.id);
    if (data.type === 'round-done') waiting?.resolve(data.report);
    else waiting?.reject(new Error(data.message));
  };
  worker.onerror = (event) => {
    event.preventDefault();
    worker.terminate();
    fallback = inPageUpkeep();
    if (watching) fallback.watchOutbox(watching.user, watching.onCount);
    for (const waiting of pending.values())
      waiting.reject(new Error("Le travail hors ligne n'a pas démarré"));
    pending.clear();
  };

  return {
    round(round, call) {
      if (fallback) return fallback.round(round, call);
      const id = nextId++;
      const answer = new Promise<RoundReport>((resolve, reject) => pending.set(id, { resolve, reject }));
      post({ type: 'round', id, round, ...call });
      return answer.then((report) => ({ report, inWorker: true }));
    },
    watchOutbox(user, onCount) {
      watching = { user, onCount };
      if (fallback) fallback.watchOutbox(user, onCount);
      else post({ type: 'watch', user });
    },
    stop() {
      fallback?.stop();
      worker.terminate();
      for (const waiting of pending.values()) waiting.reject(new Error('Arrêté'));
      pending.clear();
    },
  };
}
