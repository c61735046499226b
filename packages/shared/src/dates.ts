import { SHOP_TIME_ZONE } from './constants.ts';

/** Dates travel as ISO 8601 and are shown in the French short format. */

export const INVALID_DATE = 'Date invalide';

export type DateInput = string | number | Date | null | undefined;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATE_PREFIX = /^(\d{4})-(\d{2})-(\d{2})(?:T|\s|$)/;

type CalendarDate = { year: number; month: number; day: number };

/** True when the day exists in that month (JavaScript quietly turns 30 February into 2 March). */
function isRealDate({ year, month, day }: CalendarDate): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function calendarDate(match: RegExpExecArray): CalendarDate {
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** A usable Date from any accepted input, or null. */
export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined) return null;
  let date: Date;
  if (typeof value === 'string') {
    const text = value.trim();
    const prefix = ISO_DATE_PREFIX.exec(text);
    if (text === '' || (prefix && !isRealDate(calendarDate(prefix)))) return null;
    date = new Date(text);
  } else {
    date = value instanceof Date ? value : new Date(value);
  }
  return Number.isNaN(date.getTime()) ? null : date;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('fr-FR', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

type WallClock = { year: string; month: string; day: string; hour: string; minute: string; second: string };

/**
 * Zones whose clock has stood at one offset from UTC (in minutes) since `FIXED_SINCE`: their wall
 * clock is read from the instant itself. The browser's formatter for a named zone loads its time
 * zone data the first time (about 55 ms on a slow phone, before the first date of a list) and
 * reads parts slowly; these need neither. Abidjan is the shops' zone: UTC+0, without daylight
 * saving, since 1912.
 */
const FIXED_OFFSET_MINUTES: ReadonlyMap<string, number> = new Map([
  ['Africa/Abidjan', 0],
  ['UTC', 0],
  ['Etc/UTC', 0],
]);
const FIXED_SINCE = Date.UTC(1920, 0, 1);

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The date and time a clock on the wall shows at that instant in that time zone, as digit strings. */
function wallClock(date: Date, timeZone: string): WallClock {
  const offset = FIXED_OFFSET_MINUTES.get(timeZone);
  if (offset !== undefined && date.getTime() >= FIXED_SINCE) {
    const shifted = new Date(date.getTime() + offset * MINUTE_MS);
    return {
      year: String(shifted.getUTCFullYear()).padStart(4, '0'),
      month: twoDigits(shifted.getUTCMonth() + 1),
      day: twoDigits(shifted.getUTCDate()),
      hour: twoDigits(shifted.getUTCHours()),
      minute: twoDigits(shifted.getUTCMinutes()),
      second: twoDigits(shifted.getUTCSeconds()),
    };
  }
  const parts: Record<string, string> = {};
  for (const part of formatter(timeZone).formatToParts(date)) parts[part.type] = part.value;
  return {
    year: (parts.year ?? '').padStart(4, '0'),
    month: parts.month ?? '',
    day: parts.day ?? '',
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
    second: parts.second ?? '',
  };
}

/** '22/11/2026'. A date-only string ('2026-11-22') is a calendar day and is shown as is, in any time zone. */
export function formatDate(value: DateInput, timeZone: string = SHOP_TIME_ZONE): string {
  if (typeof value === 'string') {
    const dateOnly = DATE_ONLY.exec(value.trim());
    if (dateOnly) {
      if (!isRealDate(calendarDate(dateOnly))) return INVALID_DATE;
      return `${dateOnly[3]}/${dateOnly[2]}/${dateOnly[1]}`;
    }
  }
  const date = toDate(value);
  if (!date) return INVALID_DATE;
  const clock = wallClock(date, timeZone);
  return `${clock.day}/${clock.month}/${clock.year}`;
}

/** '22/11/2026 14:05' in the shop's time zone; anything unusable → 'Date invalide'. */
export function formatDateTime(value: DateInput, timeZone: string = SHOP_TIME_ZONE): string {
  const date = toDate(value);
  if (!date) return INVALID_DATE;
  const clock = wallClock(date, timeZone);
  return `${clock.day}/${clock.month}/${clock.year} ${clock.hour}:${clock.minute}`;
}

/**
 * Age of a past moment as the dashboard shows it: 'Il y a {n}min' under an hour,
 * 'Il y a {n}h' under a day, else 'Il y a {n}j'; n is floored and a future moment counts as 0 min.
 */
export function relativeAge(value: DateInput, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return INVALID_DATE;
  const elapsed = Math.max(0, now.getTime() - date.getTime());
  if (elapsed < HOUR_MS) return `Il y a ${Math.floor(elapsed / MINUTE_MS)}min`;
  if (elapsed < DAY_MS) return `Il y a ${Math.floor(elapsed / HOUR_MS)}h`;
  return `Il y a ${Math.floor(elapsed / DAY_MS)}j`;
}

/** Today's date in the shop's time zone, 'yyyy-mm-dd' (the default of a date field). */
export function todayIso(timeZone: string = SHOP_TIME_ZONE, now: Date = new Date()): string {
  const clock = wallClock(now, timeZone);
  return `${clock.year}-${clock.month}-${clock.day}`;
}

/** Milliseconds the time zone is ahead of UTC at that instant (0 for Abidjan). */
function zoneOffsetMs(date: Date, timeZone: string): number {
  const c = wallClock(date, timeZone);
  const asUtc = Date.UTC(+c.year, +c.month - 1, +c.day, +c.hour, +c.minute, +c.second);
  return asUtc - Math.floor(date.getTime() / 1000) * 1000;
}

/**
 * The instant the current month began in the shop's time zone (midnight on the 1st): the lower
 * bound of the dashboard's 'this month' figures.
 */
export function startOfMonth(now: Date = new Date(), timeZone: string = SHOP_TIME_ZONE): Date {
  const clock = wallClock(now, timeZone);
  const midnightAsUtc = Date.UTC(+clock.year, +clock.month - 1, 1);
  // Shift by the zone's offset, then once more in case that crossed a daylight-saving change.
  let instant = midnightAsUtc - zoneOffsetMs(new Date(midnightAsUtc), timeZone);
  instant = midnightAsUtc - zoneOffsetMs(new Date(instant), timeZone);
  return new Date(instant);
}

const WALL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * 'yyyy-mm-ddTHH:MM' as a clock in the shop's time zone shows it (what a `datetime-local` field
 * holds) → the ISO instant; null when it is not such a moment. Abidjan is UTC+0 all year, so there
 * the instant reads the same digits followed by 'Z'.
 */
export function shopDateTimeToIso(value: string, timeZone: string = SHOP_TIME_ZONE): string | null {
  const match = WALL_DATE_TIME.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (!isRealDate({ year, month, day }) || hour > 23 || minute > 59) return null;
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // Shift by the zone's offset, then once more in case that crossed a daylight-saving change.
  let instant = asUtc - zoneOffsetMs(new Date(asUtc), timeZone);
  instant = asUtc - zoneOffsetMs(new Date(instant), timeZone);
  return new Date(instant).toISOString();
}

/** The instant as a clock in the shop's time zone shows it, 'yyyy-mm-ddTHH:MM'; '' when unusable. */
export function isoToShopDateTime(value: DateInput, timeZone: string = SHOP_TIME_ZONE): string {
  const date = toDate(value);
  if (!date) return '';
  const clock = wallClock(date, timeZone);
  return `${clock.year}-${clock.month}-${clock.day}T${clock.hour}:${clock.minute}`;
}
