import { asc, eq, getTableColumns } from 'drizzle-orm';
import type { TestApp } from '../../../test/helper.ts';
import { compteClientMouvements } from '../../db/schema/client-accounts.ts';

/** Set-up and reads shared by the client-account API tests. */

type Movement = typeof compteClientMouvements.$inferSelect;

/** The client's account ledger, oldest row first, with the named columns of each row. */
export async function accountLedger<K extends keyof Movement>(
  context: { t: TestApp },
  clientId: number,
  columns: readonly K[],
): Promise<Pick<Movement, K>[]> {
  const all = getTableColumns(compteClientMouvements);
  const selection = Object.fromEntries(columns.map((name) => [name, all[name]]));
  const rows = await context.t.db
    .select(selection)
    .from(compteClientMouvements)
    .where(eq(compteClientMouvements.clientId, clientId))
    .orderBy(asc(compteClientMouvements.id));
  return rows as unknown as Pick<Movement, K>[];
}
