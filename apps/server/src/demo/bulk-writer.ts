import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/types.ts';

/** PostgreSQL accepts at most 65,535 parameters per statement; stay well under it. */
const MAX_PARAMETERS = 30_000;

/**
 * Buffers rows per table and writes them in multi-row INSERTs, tables in the order given (parents
 * before children), so a large data set goes in fast without breaking a foreign key.
 */
export class BulkWriter {
  private readonly buffers = new Map<PgTable, Record<string, unknown>[]>();
  private pending = 0;
  written = 0;

  constructor(
    private readonly db: Db,
    private readonly order: PgTable[],
    private readonly flushEvery = 20_000,
  ) {
    for (const table of order) this.buffers.set(table, []);
  }

  async add(table: PgTable, row: Record<string, unknown>) {
    const buffer = this.buffers.get(table);
    if (!buffer) throw new Error('BulkWriter: table not declared');
    buffer.push(row);
    this.pending += 1;
    if (this.pending >= this.flushEvery) await this.flush();
  }

  async flush() {
    for (const table of this.order) {
      const rows = this.buffers.get(table) ?? [];
      if (rows.length === 0) continue;
      const columns = Math.max(1, Object.keys(rows[0] ?? {}).length);
      const chunk = Math.max(1, Math.floor(MAX_PARAMETERS / columns));
      for (let start = 0; start < rows.length; start += chunk) {
        await this.db.insert(table).values(rows.slice(start, start + chunk) as never);
      }
      this.written += rows.length;
      this.buffers.set(table, []);
    }
    this.pending = 0;
  }
}

/** After rows were written with explicit ids, moves each serial sequence past the largest id. */
export async function resetSequences(db: Db, tables: string[]) {
  for (const table of tables) {
    await db.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
      ),
    );
  }
}
