import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/types.ts';

export type LedgerImbalance = {
  magasin_id: number;
  article_id: number;
  /** Set for a lot that differs from the sum of its movements; absent for a line that differs from its lots. */
  bain?: string;
  stock: number | null;
  /** The sum of the lot's movements, or of the line's lots. */
  sum_movements: number | null;
};

type Row = { magasin_id: unknown; article_id: unknown; bain?: unknown; stock: unknown; total: unknown };

const rowsOf = (result: unknown) => (result as { rows?: Row[] }).rows ?? (result as Row[]);
const numberOrNull = (value: unknown) => (value === null ? null : Number(value));

/**
 * The ledger invariant, per lot ('bain'): every lot equals the sum of its movements, every stock
 * line equals the sum of its lots, and every (shop, article, lot) with movements has its lot and
 * its line. Answers what breaks it: [] when balanced. Tests call it after each operation that
 * touches stock (additions, sales, entries, cancellations).
 */
export async function ledgerImbalances(db: Db): Promise<LedgerImbalance[]> {
  const lines = await db.execute(sql`
    select coalesce(s.magasin_id, b.magasin_id) as magasin_id,
           coalesce(s.article_id, b.article_id) as article_id,
           s.quantite as stock,
           b.total::int as total
    from stocks s
    full join (
      select magasin_id, article_id, sum(quantite) as total
      from stock_bains group by magasin_id, article_id
    ) b on b.magasin_id = s.magasin_id and b.article_id = s.article_id
    where s.quantite is distinct from coalesce(b.total, 0)::int
       or s.id is null
    order by 1, 2`);
  const lots = await db.execute(sql`
    select coalesce(b.magasin_id, m.magasin_id) as magasin_id,
           coalesce(b.article_id, m.article_id) as article_id,
           coalesce(b.bain, m.bain) as bain,
           b.quantite as stock,
           m.total::int as total
    from stock_bains b
    full join (
      select magasin_id, article_id, bain, sum(quantite) as total
      from mouvements_stock group by magasin_id, article_id, bain
    ) m on m.magasin_id = b.magasin_id and m.article_id = b.article_id and m.bain = b.bain
    where b.quantite is distinct from coalesce(m.total, 0)::int
       or b.id is null
    order by 1, 2, 3`);
  return [
    ...rowsOf(lines).map((row) => ({
      magasin_id: Number(row.magasin_id),
      article_id: Number(row.article_id),
      stock: numberOrNull(row.stock),
      sum_movements: numberOrNull(row.total),
    })),
    ...rowsOf(lots).map((row) => ({
      magasin_id: Number(row.magasin_id),
      article_id: Number(row.article_id),
      bain: String(row.bain),
      stock: numberOrNull(row.stock),
      sum_movements: numberOrNull(row.total),
    })),
  ];
}
