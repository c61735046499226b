/** A PostgreSQL of its own, run from the packaged binaries (throwaway-postgres.mjs). */
export type ThrowawayPostgres = {
  url: string;
  port: number;
  /** Shuts the server down (fast shutdown: every connection cut), keeping its data and port. */
  pause: () => Promise<void>;
  /** Starts it again on the same data and port, as after a restart. */
  resume: () => Promise<void>;
  /** Stops it and deletes its data. */
  stop: () => Promise<void>;
};

export function startThrowawayPostgres(options: {
  dataParent: string;
  native?: string;
  logFile: string;
}): Promise<ThrowawayPostgres>;

export function packagedPostgres(): Promise<string>;
export function reachableByOthers(dir: string): boolean;
