import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/types.ts';
import { rowsOf } from './cost.ts';
import { monthStart } from './month-rollup.ts';

/**
 * The stock at each month end (stocks_fin_mois, docs/decisions/009-cost-price.md): per shop and
 * article, the sum of the movements written before 00:00 UTC of the next month's first day, each
 * month end from the one before plus that month's movements. The valuation at a past date starts
 * from the nearest month end instead of adding up every movement on one side of the date.
 *
 * A movement's `created_at` is its transaction's start (ledger.ts), so once a month is over none
 * is written before its end any more, except by a transaction begun before midnight: a month end
 * is built only once it is a day old. A movement dated earlier by hand or written in bulk, or
 * changed afterwards, goes into the month ends already built through the triggers of migration
 * 0014; the demo generator builds them after writing its movements.
 */

const DAY_MS = 86_400_000;

/** The instant a month end is taken at: 00:00 UTC of the next month's first day. */
export const monthEndInstant = (month: string) => new Date(`${monthStart(month, 1)}T00:00:00.000Z`);

/** The last month whose end may be built at `now`: its end a day old at least. */
function lastBuildable(now: Date): string {
  return monthStart(new Date(now.getTime() - DAY_MS).toISOString().slice(0, 10), -1);
}

type State = { last: string | null; first: string | Date | null };

async function stateOf(db: DbOrTx): Promise<State> {
  const [state] = rowsOf<State>(
    await db.execute(sql`
      select (select max(mois)::text from stocks_mois_clos) as last,
        (select min(created_at) from mouvements_stock) as first`),
  );
  return state ?? { last: null, first: null };
}

/** The next month end to build, or null when every one a day old is built. */
function nextMonth(state: State, now: Date): string | null {
  const next = state.last
    ? monthStart(state.last, 1)
    : state.first
      ? monthStart(new Date(state.first).toISOString().slice(0, 10))
      : null;
  return next !== null && next <= lastBuildable(now) ? next : null;
}

/**
 * Builds the month ends missing, oldest first, one transaction each (a month of the benchmark data
 * set is some 50,000 lines and the month's movements). Each locks the month ends against another
 * builder and against the triggers that correct them, then checks again what is left to build.
 * Answers the months built; usually none, after one unlocked look-up.
 */
export async function buildStockSnapshots(db: Db, now = new Date()): Promise<string[]> {
  const built: string[] = [];
  if (nextMonth(await stateOf(db), now) === null) return built;
  for (;;) {
    const month = await db.transaction(async (tx) => {
      await tx.execute(sql`lock table stocks_fin_mois in share row exclusive mode`);
      const state = await stateOf(tx);
      const next = nextMonth(state, now);
      if (next === null) return null;
      const from = `${next}T00:00:00.000Z`;
      const to = monthEndInstant(next).toISOString();
      await tx.execute(sql`
        insert into stocks_fin_mois (mois, magasin_id, article_id, quantite)
        select ${next}::date, magasin_id, article_id, sum(quantite)
        from (
          select magasin_id, article_id, quantite from stocks_fin_mois
          where mois = ${state.last ?? next}::date and ${state.last !== null}
          union all
          select magasin_id, article_id, quantite from mouvements_stock
          where created_at >= ${from}::timestamptz and created_at < ${to}::timestamptz
        ) held
        group by magasin_id, article_id
        having sum(quantite) <> 0`);
      await tx.execute(sql`insert into stocks_mois_clos (mois) values (${next}::date)`);
      return next;
    });
    if (month === null) return built;
    built.push(month);
  }
}

/** The month ends built, in order, as their months' first days. */
export async function builtMonthEnds(db: DbOrTx): Promise<string[]> {
  return rowsOf<{ mois: string }>(
    await db.execute(sql`select mois::text as mois from stocks_mois_clos order by mois`),
  ).map((row) => row.mois);
}
