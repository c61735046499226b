import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/types.ts';

export type LedgerImbalance = {
  magasin_id: number;
  article_id: number;
  stock: number | null;
  sum_movements: number | null;
};

/**
 * The ledger invariant: every stock line equals the sum of its movements, and every
 * (shop, article) with movements has a line. Answers the lines that break it: [] when balanced.
 * Tests call it after each operation that touches stock (additions, sales, entries, cancellations).
 */
export async function ledgerImbalances(db: Db): Promise<LedgerImbalance[]> {
  const result = await db.execute(sql`
    select coalesce(s.magasin_id, m.magasin_id) as magasin_id,
           coalesce(s.article_id, m.article_id) as article_id,
           s.quantite as stock,
           m.total::int as sum_movements
    from stocks s
    full join (
      select magasin_id, article_id, sum(quantite) as total
      from mouvements_stock group by magasin_id, article_id
    ) m on m.magasin_id = s.magasin_id and m.article_id = s.article_id
    where s.quantite is distinct from coalesce(m.total, 0)::int
       or s.id is null
    order by 1, 2`);
  const rows =
    (result as unknown as { rows?: LedgerImbalance[] }).rows ?? (result as unknown as LedgerImbalance[]);
  return rows.map((row) => ({
    magasin_id: Number(row.magasin_id),
    article_id: Number(row.article_id),
    stock: row.stock === null ? null : Number(row.stock),
    sum_movements: row.sum_movements === null ? null : Number(row.sum_movements),
  }));
}
