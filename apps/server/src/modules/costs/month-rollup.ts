import { type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/types.ts';
import { rowsOf } from './cost.ts';

/**
 * The margins' roll-up per month (stats_articles_mois, docs/decisions/009-cost-price.md): per
 * month and article, every shop together, the sums of that month's daily rows from its first day
 * to its `jusqu_au` (stats_mois_clos): the month's last day once it is over, at most yesterday for
 * the current month, never today where every till sells. A month is brought up to date lazily by
 * the first margins request that covers it from its first day (whole once it is over, up to
 * yesterday at least for the current one) or by the demo and benchmark generator, and its rows
 * stay exact afterwards through the triggers of migration 0014: whatever later changes a day rolled
 * up (a cancellation, a return, a sale dated in the past, the cost history rebuilt) changes its
 * month row in the same statement. Days and months are UTC, the shops' time zone, as in
 * sales-summary.ts.
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

/** The first days of the months that begin inside the days [firstDay, lastDay], in order. */
export function monthsStarting(firstDay: string, lastDay: string): string[] {
  const months: string[] = [];
  for (let month = monthStart(firstDay, firstDay.endsWith('-01') ? 0 : 1); month <= lastDay; ) {
    months.push(month);
    month = monthStart(month, 1);
  }
  return months;
}

/** A month (its first day) and the last day to bring its roll-up up to. */
export type RollUpTarget = { month: string; upTo: string };

const dates = (months: string[]) =>
  sql.join(
    months.map((month) => sql`${month}::date`),
    sql`, `,
  );

/**
 * Brings one month's roll-up up to `upTo` (a day of that month), in a transaction of its own:
 * adds the sums of the days after its `jusqu_au` (from its first day when it has none) to its rows
 * and moves `jusqu_au` to `upTo`. Locks the daily rows first, in a mode that conflicts with every
 * sale's, cancellation's and return's write to them and with another builder's: it waits for those
 * in flight (so it reads them) and holds the next ones back for the build (330 ms for a whole
 * month of the benchmark data set, on 2 cores loaded 6 times over; a day is a thirtieth of it),
 * after which those of a day rolled up find `jusqu_au` moved and their triggers add to its rows.
 * Only a write dated in the past can: today is never rolled up. Answers whether it added days.
 */
async function rollUpMonth(db: Db, { month, upTo }: RollUpTarget): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table stats_articles_jour in share row exclusive mode`);
    const [mark] = rowsOf<{ jusqu_au: string }>(
      await tx.execute(
        sql`select jusqu_au::text as jusqu_au from stats_mois_clos where mois = ${month}::date`,
      ),
    );
    const from = mark ? dayAfter(mark.jusqu_au) : month;
    if (from > upTo) return false;
    await tx.execute(sql`
      insert into stats_articles_mois as m (mois, article_id, quantite, chiffre_affaire, cout_ventes,
        chiffre_affaire_cout_inconnu, quantite_cout_inconnu)
      select ${month}::date, article_id, sum(quantite), sum(chiffre_affaire),
        sum(cout_ventes), sum(chiffre_affaire_cout_inconnu), sum(quantite_cout_inconnu)
      from stats_articles_jour
      where jour between ${from}::date and ${upTo}::date
      group by article_id
      on conflict (mois, article_id) do update set
        quantite = m.quantite + excluded.quantite,
        chiffre_affaire = m.chiffre_affaire + excluded.chiffre_affaire,
        cout_ventes = m.cout_ventes + excluded.cout_ventes,
        chiffre_affaire_cout_inconnu = m.chiffre_affaire_cout_inconnu + excluded.chiffre_affaire_cout_inconnu,
        quantite_cout_inconnu = m.quantite_cout_inconnu + excluded.quantite_cout_inconnu`);
    await tx.execute(sql`
      insert into stats_mois_clos (mois, jusqu_au) values (${month}::date, ${upTo}::date)
      on conflict (mois) do update set jusqu_au = excluded.jusqu_au`);
    return true;
  });
}

/**
 * Brings the months given up to their day, one transaction each so that the tills wait for one
 * month's build at most, even the first time a year is asked for. Answers the months it extended.
 */
export async function rollUpMonths(db: Db, targets: RollUpTarget[]): Promise<string[]> {
  const extended: string[] = [];
  for (const target of [...targets].sort((a, b) => a.month.localeCompare(b.month))) {
    const upTo = target.upTo < monthEnd(target.month) ? target.upTo : monthEnd(target.month);
    if (upTo >= target.month && (await rollUpMonth(db, { month: target.month, upTo })))
      extended.push(target.month);
  }
  return extended;
}

/**
 * What a period asks to have rolled up on `today`: the months it covers from their first day,
 * each up to its last day finished on `today` (the month's last day once over, else yesterday),
 * a month over when the period covers it whole, the current one when the period reaches yesterday
 * at least. None of the current month on its first day: no day of it is finished.
 */
export function rollUpTargets(period: { firstDay: string; lastDay: string }, today: string): RollUpTarget[] {
  const yesterday = dayBefore(today);
  const targets: RollUpTarget[] = [];
  for (const month of monthsStarting(period.firstDay, period.lastDay)) {
    if (month > yesterday) break;
    const end = monthEnd(month);
    if (end < today) {
      if (end <= period.lastDay) targets.push({ month, upTo: end });
    } else if (yesterday <= period.lastDay) targets.push({ month, upTo: yesterday });
  }
  return targets;
}

/**
 * Brings the months `period` asks for (rollUpTargets) up to date (none in the usual case: one
 * indexed look-up on the primary, once a day the current month gains a day). The margins read
 * from the replica afterwards: it holds a month's rows and its `jusqu_au` of the same
 * transaction, which read the same sums.
 */
export async function rollUpPeriod(
  db: Db,
  period: { firstDay: string; lastDay: string },
  today: string,
): Promise<string[]> {
  const targets = rollUpTargets(period, today);
  if (targets.length === 0) return [];
  const marks = await rolledMonths(
    db,
    targets.map(({ month }) => month),
  );
  const behind = targets.filter(({ month, upTo }) => (marks.get(month) ?? '') < upTo);
  return behind.length === 0 ? [] : rollUpMonths(db, behind);
}

/**
 * Brings every month that holds daily rows up to its last day finished on `today` (the current
 * month up to yesterday), for data written in bulk (the demo and benchmark generator), after its
 * daily sums and cost history are built.
 */
export async function rollUpFinishedDays(db: Db, today: string): Promise<string[]> {
  const yesterday = dayBefore(today);
  const months = rowsOf<{ mois: string }>(
    await db.execute(sql`
      select distinct date_trunc('month', jour)::date::text as mois from stats_articles_jour
      where jour < ${today}::date order by 1`),
  ).map((row) => row.mois);
  return rollUpMonths(
    db,
    months.map((month) => ({ month, upTo: yesterday })),
  );
}

/** Empties the roll-up, for the bulk rebuild of the daily sums (sales-summary.ts) it no longer matches. */
export async function clearMonthRollup(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`delete from stats_mois_clos`);
  await tx.execute(sql`delete from stats_articles_mois`);
}

/**
 * The months of `months` rolled up, each with its `jusqu_au`, read from `db`. The margins read it
 * in the same snapshot as the sums (a repeatable read transaction, margins.repository.ts): a month
 * extended in between would otherwise count its new days twice, from its rows and from its days.
 */
export async function rolledMonths(db: DbOrTx, months: string[]): Promise<Map<string, string>> {
  if (months.length === 0) return new Map();
  const rows = rowsOf<{ mois: string; jusqu_au: string }>(
    await db.execute(sql`select mois::text as mois, jusqu_au::text as jusqu_au from stats_mois_clos
      where mois in (${dates(months)})`),
  );
  return new Map(rows.map((row) => [row.mois, row.jusqu_au]));
}

/**
 * The rows of the sums per article of the days [firstDay, lastDay] (optionally of one shop), as a
 * union of sources of the columns of stats_articles_jour without its key: the month rows of the
 * `rolled` months whose days rolled up (first day to `jusqu_au`) the period covers, the daily rows
 * of every other day (those after a `jusqu_au` included), in as few ranges as those months leave.
 * Only the sources read are in the statement: a statement carrying every month as a source read
 * or not, however cheap at run time, is planned at the cost of them all, which sets off
 * PostgreSQL's JIT compilation (tens of milliseconds).
 */
export function articleSumSources(
  filter: { firstDay: string; lastDay: string; magasin: number | null },
  options: { rolled: Map<string, string>; where: SQL },
): SQL {
  const columns = sql`article_id, quantite, chiffre_affaire, cout_ventes, chiffre_affaire_cout_inconnu, quantite_cout_inconnu`;
  const shop = filter.magasin === null ? sql`` : sql`and magasin_id = ${filter.magasin}`;
  const days = (from: string, to: string) => sql`
    select ${columns} from stats_articles_jour
    where jour between ${from}::date and ${to}::date ${shop} ${options.where}`;
  const months =
    filter.magasin === null
      ? [...options.rolled]
          .filter(([month, upTo]) => month >= filter.firstDay && upTo <= filter.lastDay)
          .sort(([a], [b]) => a.localeCompare(b))
      : [];
  const sources: SQL[] = [];
  let from = filter.firstDay;
  for (const [month, upTo] of months) {
    if (from < month) sources.push(days(from, dayBefore(month)));
    from = dayAfter(upTo);
  }
  if (from <= filter.lastDay) sources.push(days(from, filter.lastDay));
  if (months.length > 0) {
    sources.push(sql`select ${columns} from stats_articles_mois
      where mois in (${dates(months.map(([month]) => month))}) ${options.where}`);
  }
  return sql.join(sources, sql` union all `);
}
