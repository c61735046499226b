import { eq, sql } from 'drizzle-orm';
import { clients } from '../../db/schema/clients.ts';
import type { DbOrTx } from '../../db/types.ts';

/**
 * Moves the client's turnover by `deltaHundredths` (positive for a sale, negative for its
 * cancellation). For the sale service, inside the sale's transaction, so the turnover always
 * equals the sum of the client's sales that are not cancelled. Deleted clients are included: a
 * past sale of a since-deleted client can still be cancelled. The database refuses a negative
 * result. Returns the new turnover, or null when there is no such client.
 */
export async function addToClientTurnover(tx: DbOrTx, clientId: number, deltaHundredths: number) {
  const [row] = await tx
    .update(clients)
    .set({ chiffreAffaire: sql`${clients.chiffreAffaire} + ${deltaHundredths}` })
    .where(eq(clients.id, clientId))
    .returning({ chiffreAffaire: clients.chiffreAffaire });
  return row ? row.chiffreAffaire : null;
}
