import type { Requester } from '@/lib/http-request';
import type { OfflineDb } from './offline-db';
import { saleSender, sendOutbox } from './sender';
import { refreshSnapshot, snapshotFetcher } from './snapshot';

/**
 * One round of the device's upkeep: send the outbox, then refresh the shop's copy. Tried whatever
 * the browser says of the network: the server's answer decides. Nothing of the page is used here,
 * so that the round runs in the upkeep's worker (upkeep.worker.ts), off the screen's thread: the
 * copy (thousands of articles and clients) is downloaded, checked and stored there.
 */

export type RoundRequest = {
  user: number;
  shopId: number | null;
  /** Refresh the copy even if no sale was sent. */
  refresh: boolean;
};

export type RoundReport = {
  /** How many sales the server recorded in this round. */
  sent: number;
  /**
   * Whether the last call of the round got an answer from the server (null: no call was made),
   * for 'Hors ligne'.
   */
  answered: boolean | null;
  /** A call that may end the session got a 401: the session is over. */
  unauthorized: boolean;
  /** Nothing was asked of the server: while it seems unreachable, the page should ask whether it is back. */
  askedNothing: boolean;
};

export async function upkeepRound(
  db: OfflineDb,
  request: Requester,
  round: RoundRequest,
): Promise<RoundReport> {
  const report = await sendOutbox({ db, user: round.user, send: saleSender(request) });
  const sent = report?.sent.length ?? 0;
  const outcome: RoundReport = { sent, answered: null, unauthorized: false, askedNothing: false };
  if (report?.reached === false) return { ...outcome, answered: false };
  if (round.shopId !== null && (round.refresh || sent > 0)) {
    const result = await refreshSnapshot(db, round.shopId, snapshotFetcher(request));
    return {
      ...outcome,
      // An answer of an unexpected shape is still an answer.
      answered: result.success || result.networkError !== true,
      unauthorized: !result.success && result.status === 401,
    };
  }
  return { ...outcome, answered: report?.reached ?? null, askedNothing: report?.reached !== true };
}
