import { type Column, gte, lt, type SQL } from 'drizzle-orm';

/** Conditions the list filters share: a text contained in a column, and whole shop days. */

const DAY_MS = 86_400_000;

/** An ILIKE pattern matching `text` anywhere; `%`, `_` and `\` typed by a user match themselves. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** The instant a shop day (YYYY-MM-DD) begins: the shops' time zone (Africa/Abidjan) is UTC+0 all year. */
export const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);

/** `column` within the days from `from` to `to`, both included; an absent bound is open. */
export function withinDays(column: Column, from: string | undefined, to: string | undefined): SQL[] {
  const where: SQL[] = [];
  if (from) where.push(gte(column, dayStart(from)));
  if (to) where.push(lt(column, new Date(dayStart(to).getTime() + DAY_MS)));
  return where;
}
