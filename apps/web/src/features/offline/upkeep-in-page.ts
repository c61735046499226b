import { apiRequest } from '@/lib/api-client';
import { offlineDb } from './offline-db';
import { watchOutboxCount } from './outbox-watch';
import { type RoundReport, type RoundRequest, upkeepRound } from './upkeep-round';

/**
 * The upkeep in the page itself, where the browser has no module workers (or the worker could not
 * start): the same round, through the page's API client (which reports 'Hors ligne' and ends the
 * session on a 401 by itself).
 */

export function inPageRound(round: RoundRequest): Promise<RoundReport> {
  return upkeepRound(offlineDb(round.user), apiRequest, round);
}

export { watchOutboxCount };
