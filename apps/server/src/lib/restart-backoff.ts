/**
 * When the cluster's primary forks again a worker that died: at once the first time, then after
 * 1 s, 2 s, 4 s… up to `maxMs` while workers keep dying young (a database refusing connections
 * at start, a bad configuration), so that a crash loop does not eat the machine. A worker that
 * lived `stableMs` or more was healthy: its death starts the count again.
 */
export type RestartBackoff = {
  /** The delay before forking again a worker that lived `livedMs`. */
  nextDelay: (livedMs: number) => number;
};

export function restartBackoff({ baseMs = 1_000, maxMs = 30_000, stableMs = 60_000 } = {}): RestartBackoff {
  let youngDeaths = 0;
  return {
    nextDelay(livedMs) {
      if (livedMs >= stableMs) youngDeaths = 0;
      const delay = youngDeaths === 0 ? 0 : Math.min(maxMs, baseMs * 2 ** (youngDeaths - 1));
      youngDeaths += 1;
      return delay;
    },
  };
}
