import type { RoundReport, RoundRequest } from './upkeep-round';

/**
 * The messages between the page and the upkeep's worker (upkeep.worker.ts). The page asks for
 * rounds and for the outbox's count; the worker answers each round by its `id`, and tells the
 * count whenever the outbox changes (in this page, another tab, or the worker itself).
 */

export type ToWorker =
  | {
      type: 'round';
      id: number;
      round: RoundRequest;
      /** The page's session token (null: the cookie alone), and how long a call may wait. */
      accessToken: string | null;
      timeoutMs: number;
    }
  | { type: 'watch'; user: number };

export type FromWorker =
  | { type: 'round-done'; id: number; report: RoundReport }
  | { type: 'round-failed'; id: number; message: string }
  | { type: 'outbox'; user: number; count: number };
