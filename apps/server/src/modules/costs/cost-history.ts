import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder } from '../../db/client.ts';
import type { Db } from '../../db/types.ts';

/**
 * Computes the cost history of data written in bulk (the demo and benchmark generator), as
 * migration 0013 does for the data of an upgrade: it runs that migration's own statements, so the
 * two never differ. Call it on a database whose costs are still empty, after the daily sums are
 * built (rebuildSalesSummary), since it fills their cost columns.
 */
export async function rebuildCostHistory(db: Db): Promise<void> {
  const file = path.join(migrationsFolder, '0013_cost_history.sql');
  const statements = fs
    .readFileSync(file, 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter((statement) => statement.length > 0);
  await db.transaction(async (tx) => {
    for (const statement of statements) await tx.execute(sql.raw(statement));
  });
}
