import type { Db } from '../db/types.ts';
import type { SessionUser } from '../lib/access.ts';
import { stockShowcase } from './showcase-stock.ts';
import { tillDay } from './showcase-till.ts';
import { clockFrom } from './showcase-writes.ts';

/**
 * The data set's last hours, written through the same services the routes call (so every row, its
 * journal and its numbers are what the API writes), for a newcomer to find each capability: a
 * closed till session and its Z, clients owing on credit within their limit and paying by
 * instalments, a credit note, transfers in transit, a validated stock count and one in progress.
 * The year before it is written in bulk (timeline.ts); this runs once its rows and sequences are in.
 */

/** How long before the data set's `now` the showcase starts: the replayed year ends there. */
export const SHOWCASE_MS = 4 * 3_600_000;

/** The credit limits head office gives (150 000, 200 000 and 300 000 FCFA), in hundredths. */
export const CREDIT_LIMITS = [15_000_000, 20_000_000, 30_000_000];

export type ShowcaseCast = {
  direction: SessionUser;
  /** The gerant of each shop, in shop order. */
  gerants: SessionUser[];
  /** The clients with a credit limit. */
  creditClients: number[];
  transfers: number;
  start: Date;
};

export async function runShowcase(db: Db, cast: ShowcaseCast): Promise<{ sales: number }> {
  const clock = clockFrom(cast.start);
  const [gerant] = cast.gerants;
  if (!gerant) return { sales: 0 };
  const otherClient = Math.max(0, ...cast.creditClients) + 1;
  const day = await tillDay(db, { gerant, creditClients: cast.creditClients, otherClient, clock });
  await stockShowcase(db, { ...cast, clock });
  return day;
}
