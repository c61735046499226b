import { OFFLINE_FUTURE_TOLERANCE_MS, OFFLINE_MAX_AGE_DAYS, OFFLINE_MESSAGES } from '@pelote/shared';
import { and, eq, gt, isNotNull } from 'drizzle-orm';
import { caisseSessions } from '../../db/schema/till.ts';
import type { Tx } from '../../db/types.ts';
import { badRequest } from '../../lib/errors.ts';

/**
 * A sale made on a device without network and sent later (docs/architecture.md, 'Offline sales'):
 * its device time, checked against the server's clock, and its provisional ticket.
 */

export type OfflineSale = { deviceTime: Date; ticket: string | null };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The offline part of a sale's body, or null for an online sale. The device time may run at most
 * 5 minutes ahead of the server's clock and be at most 30 days old (400 otherwise); the shared
 * schema has already refused a missing one and offline fields on an online sale.
 */
export function offlineSaleOf(
  input: {
    hors_ligne?: boolean | undefined;
    date_appareil?: string | undefined;
    ticket_provisoire?: string | undefined;
  },
  now: Date,
): OfflineSale | null {
  if (input.hors_ligne !== true) return null;
  if (input.date_appareil === undefined) {
    throw badRequest(OFFLINE_MESSAGES.deviceTimeRequired, {
      date_appareil: OFFLINE_MESSAGES.deviceTimeRequired,
    });
  }
  const deviceTime = new Date(input.date_appareil);
  if (Number.isNaN(deviceTime.getTime())) {
    throw badRequest(OFFLINE_MESSAGES.deviceTimeInvalid, {
      date_appareil: OFFLINE_MESSAGES.deviceTimeInvalid,
    });
  }
  if (deviceTime.getTime() > now.getTime() + OFFLINE_FUTURE_TOLERANCE_MS) {
    throw badRequest(OFFLINE_MESSAGES.deviceTimeInFuture, {
      date_appareil: OFFLINE_MESSAGES.deviceTimeInFuture,
    });
  }
  if (deviceTime.getTime() < now.getTime() - OFFLINE_MAX_AGE_DAYS * DAY_MS) {
    throw badRequest(OFFLINE_MESSAGES.deviceTimeTooOld, { date_appareil: OFFLINE_MESSAGES.deviceTimeTooOld });
  }
  return { deviceTime, ticket: input.ticket_provisoire ?? null };
}

/**
 * Whether an offline sale made at `deviceTime` arrives after a close it should have been in: the
 * shop has a session closed after that time ('reçue après clôture'). The sale itself goes into the
 * shop's open session (the next one); read after that session is locked, so a close that went
 * first is seen.
 */
export async function receivedAfterClose(tx: Tx, magasinId: number, deviceTime: Date): Promise<boolean> {
  const [closed] = await tx
    .select({ id: caisseSessions.id })
    .from(caisseSessions)
    .where(
      and(
        eq(caisseSessions.magasinId, magasinId),
        isNotNull(caisseSessions.clotureeAt),
        gt(caisseSessions.clotureeAt, deviceTime),
      ),
    )
    .limit(1);
  return closed !== undefined;
}
