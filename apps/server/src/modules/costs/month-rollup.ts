import { type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/types.ts';
import { rowsOf } from './cost.ts';

/**
 * The margins' roll-up of closed months (stats_articles_mois, docs/decisions/009-cost-price.md):
 * per month and article, every shop together, the sums of that month's daily rows. A month is
 * rolled up once it is over, lazily by the first margins request that covers it whole (or by the
 * demo and benchmark generator), and stays exact afterwards through the triggers of migration
 * 0014: whatever later changes a day of a closed month (a cancellation, a return, the cost history
 * rebuilt) changes its month row in the same statement. Days and months are UTC, the shops' time
 * zone, as in sales-summary.ts.
 */

const DAY_MS = 86_400_000;
const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The first day ('yyyy-mm-01') of the month `n` months after that of `day` ('yyyy-mm-dd'). */
export function monthStart(day: string, n = 0): string {
  const first = new Date(`${day.slice(0, 7)}-01T00:00:00.000Z`);
  first.setUTCMonth(first.getUTCMonth() + n);
  return first.toISOString().slice(0, 10);
}

/** The last day of the month of `day`. */
export const monthEnd = (day: string) => shiftDay(monthStart(day, 1), -1);

export const dayBefore = (day: string) => shiftDay(day, -1);
export const dayAfter = (day: string) => shiftDay(day, 1);

/** The months lying whole inside the days [firstDay, lastDay], as their first days, in order. */
export function wholeMonths(firstDay: string, lastDay: string): string[] {
  const months: string[] = [];
  let month = firstDay.endsWith('-01') ? firstDay : monthStart(firstDay, 1);
  while (monthEnd(month) <= lastDay) {
    months.push(month);
    month = monthStart(month, 1);
  }
  return months;
}

/** Over on `today`: its last day is before today (a month is rolled up only then). */
export const isOver = (month: string, today: string) => monthStart(month, 1) <= today;

const dates = (months: string[]) =>
  sql.join(
    months.map((month) => sql`${month}::date`),
    sql`, `,
  );

/**
 * Rolls up one month unless it is already, in a transaction of its own. Locks the daily rows
 * first, in a mode that conflicts with every sale's, cancellation's and return's write to them and
 * with another builder's: it waits for those in flight (so it reads them) and holds the next ones
 * back for the build (330 ms for a month of the benchmark data set, on 2 cores loaded 6 times
 * over), after which they find the month closed and their triggers add to its rows.
 */
async function rollUpMonth(db: Db, month: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table stats_articles_jour in share row exclusive mode`);
    const [done] = rowsOf<{ n: number | string }>(
      await tx.execute(sql`select count(*) as n from stats_mois_clos where mois = ${month}::date`),
    );
    if (Number(done?.n ?? 0) > 0) return false;
    await tx.execute(sql`
      insert into stats_articles_mois (mois, article_id, quantite, chiffre_affaire, cout_ventes,
        chiffre_affaire_cout_inconnu, quantite_cout_inconnu)
      select ${month}::date, article_id, sum(quantite), sum(chiffre_affaire),
        sum(cout_ventes), sum(chiffre_affaire_cout_inconnu), sum(quantite_cout_inconnu)
      from stats_articles_jour
      where jour between ${month}::date and ${monthEnd(month)}::date
      group by article_id`);
    await tx.execute(sql`insert into stats_mois_clos (mois) values (${month}::date)`);
    return true;
  });
}

/**
 * Rolls up the months given that are not yet, one transaction each so that the tills wait for
 * one month's build at most, even the first time a year is asked for. Answers the months it
 * rolled up.
 */
export async function rollUpMonths(db: Db, months: string[]): Promise<string[]> {
  const rolled: string[] = [];
  for (const month of [...new Set(months)].sort()) {
    if (await rollUpMonth(db, month)) rolled.push(month);
  }
  return rolled;
}

/**
 * Rolls up the months over on `today` that the period covers whole and are not yet (none in the
 * usual case: one indexed look-up on the primary). The margins read from the replica afterwards:
 * it holds both the months and their mark, or neither, and either reads the same sums.
 */
export async function rollUpPeriod(
  db: Db,
  period: { firstDay: string; lastDay: string },
  today: string,
): Promise<string[]> {
  const over = wholeMonths(period.firstDay, period.lastDay).filter((month) => isOver(month, today));
  if (over.length === 0) return [];
  const [closed] = rowsOf<{ n: number | string }>(
    await db.execute(sql`select count(*) as n from stats_mois_clos where mois in (${dates(over)})`),
  );
  if (Number(closed?.n ?? 0) === over.length) return [];
  return rollUpMonths(db, over);
}

/**
 * Rolls up every month over on `today` that holds daily rows, for data written in bulk (the demo
 * and benchmark generator), after its daily sums and cost history are built.
 */
export async function rollUpAllOverMonths(db: Db, today: string): Promise<string[]> {
  const months = rowsOf<{ mois: string }>(
    await db.execute(sql`
      select distinct date_trunc('month', jour)::date::text as mois from stats_articles_jour
      where jour < ${monthStart(today)}::date order by 1`),
  ).map((row) => row.mois);
  return rollUpMonths(db, months);
}

/** Empties the roll-up, for the bulk rebuild of the daily sums (sales-summary.ts) it no longer matches. */
export async function clearMonthRollup(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`delete from stats_mois_clos`);
  await tx.execute(sql`delete from stats_articles_mois`);
}

/**
 * The months of `months` rolled up, read from `db` (the replica the margins read, when there is
 * one). Read before the sums, by a statement of its own: a month closed in between is read from
 * its days, which always hold every sale, and a closed month stays closed (only the generator's
 * bulk rebuild empties the roll-up).
 */
export async function closedMonths(db: DbOrTx, months: string[]): Promise<Set<string>> {
  if (months.length === 0) return new Set();
  const rows = rowsOf<{ mois: string }>(
    await db.execute(sql`select mois::text as mois from stats_mois_clos where mois in (${dates(months)})`),
  );
  return new Set(rows.map((row) => row.mois));
}

/**
 * The rows of the sums per article of the days [firstDay, lastDay] (optionally of one shop), as a
 * union of sources of the columns of stats_articles_jour without its key: the month rows of the
 * `closed` months (whole months of the period, rolled up), the daily rows of every other day, in
 * as few ranges as the closed months leave. Only the sources read are in the statement: a
 * statement carrying every month as a source read or not, however cheap at run time, is planned
 * at the cost of them all, which sets off PostgreSQL's JIT compilation (tens of milliseconds).
 */
export function articleSumSources(
  filter: { firstDay: string; lastDay: string; magasin: number | null },
  options: { closed: Set<string>; where: SQL },
): SQL {
  const columns = sql`article_id, quantite, chiffre_affaire, cout_ventes, chiffre_affaire_cout_inconnu, quantite_cout_inconnu`;
  const shop = filter.magasin === null ? sql`` : sql`and magasin_id = ${filter.magasin}`;
  const days = (from: string, to: string) => sql`
    select ${columns} from stats_articles_jour
    where jour between ${from}::date and ${to}::date ${shop} ${options.where}`;
  const months = filter.magasin === null ? [...options.closed].sort() : [];
  const sources: SQL[] = [];
  let from = filter.firstDay;
  for (const month of months) {
    if (month < filter.firstDay || monthEnd(month) > filter.lastDay) continue;
    if (from < month) sources.push(days(from, dayBefore(month)));
    from = dayAfter(monthEnd(month));
  }
  if (from <= filter.lastDay) sources.push(days(from, filter.lastDay));
  if (months.length > 0) {
    sources.push(sql`select ${columns} from stats_articles_mois
      where mois in (${dates(months)}) ${options.where}`);
  }
  return sql.join(sources, sql` union all `);
}
