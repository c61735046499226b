import { csvHeaderKey, STATEMENT_DIRECTION_WORDS } from '@pelote/shared';
import { type Cell, cellText } from './statement-file.ts';

/**
 * The values of a statement's cells as the operators write them: amounts in francs with spaces,
 * commas or points ('150 000', '1 500,50', '1,500.50', '-2500 FCFA'), date-times in French or ISO
 * order ('20/11/2026 09:05:12', '2026-11-20 09:05', a workbook's date), a direction in a word.
 * Each answers null when the cell cannot be read; the caller names the line.
 */

const EARLIEST = Date.UTC(2000, 0, 1);
const DAY_MS = 86_400_000;

/** Hundredths, signed; null when unreadable. */
export function parseAmount(cell: Cell): number | null {
  if (typeof cell === 'number') return Number.isFinite(cell) ? Math.round(cell * 100) : null;
  let text = cellText(cell)
    .replace(/(fcfa|xof|cfa|f)$/i, '')
    .replace(/[\s\u00a0\u202f']/g, '');
  if (text === '') return null;
  text = withPointDecimals(text);
  if (!/^[+-]?\d{1,15}(\.\d{1,2})?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
}

/** '1.500,50' or '1,500.50' → '1500.50'; '150.000' → '150000'; '12,5' → '12.5'. */
function withPointDecimals(text: string): string {
  const comma = text.lastIndexOf(',');
  const point = text.lastIndexOf('.');
  if (comma >= 0 && point >= 0) {
    const decimal = comma > point ? ',' : '.';
    const thousands = decimal === ',' ? '.' : ',';
    return text.replaceAll(thousands, '').replace(decimal, '.');
  }
  const separator = comma >= 0 ? ',' : point >= 0 ? '.' : null;
  if (!separator) return text;
  const [head, ...rest] = text.split(separator);
  if (rest.length === 1 && (rest[0] ?? '').length <= 2) return `${head}.${rest[0]}`;
  return rest.every((part) => part.length === 3) ? [head, ...rest].join('') : text;
}

const FRENCH = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:[ T]+(\d{1,2})[:h](\d{2})(?::(\d{2}))?)?$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

function wallClock(y: string, mo: string, d: string, h = '0', mi = '0', s = '0'): Date | null {
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map(Number) as number[];
  const at = new Date(Date.UTC(year ?? 0, (month ?? 0) - 1, day, hour, minute, second));
  const same = at.getUTCMonth() === (month ?? 0) - 1 && at.getUTCDate() === day;
  return same && (hour ?? 0) < 24 && (minute ?? 0) < 60 && (second ?? 0) < 60 ? at : null;
}

/**
 * The moment of a statement line, in the shops' time zone (Africa/Abidjan, UTC+0 all year: a wall
 * clock is read as UTC); null when unreadable, before 2000 or more than a day ahead of `now`.
 */
export function parseDateTime(cell: Cell, now: Date): Date | null {
  const at = readDateTime(cell);
  if (!at || Number.isNaN(at.getTime())) return null;
  return at.getTime() < EARLIEST || at.getTime() > now.getTime() + DAY_MS ? null : at;
}

function readDateTime(cell: Cell): Date | null {
  if (cell instanceof Date) return cell;
  if (typeof cell === 'number') return new Date(Math.round((cell - 25_569) * DAY_MS)); // a workbook's serial
  const text = cellText(cell);
  const french = FRENCH.exec(text);
  if (french) {
    const [, d, mo, y, h, mi, s] = french as unknown as string[];
    return wallClock(y as string, mo as string, d as string, h, mi, s);
  }
  const iso = ISO.exec(text);
  if (!iso) return null;
  const [, y, mo, d, h, mi, s, zone] = iso as unknown as (string | undefined)[];
  const local = wallClock(y as string, mo as string, d as string, h, mi, s);
  if (!local || !zone) return local;
  return new Date(`${text.replace(' ', 'T')}`);
}

const IN = new Set<string>(STATEMENT_DIRECTION_WORDS.entree.map(csvHeaderKey));
const OUT = new Set<string>(STATEMENT_DIRECTION_WORDS.sortie.map(csvHeaderKey));

/** 'entree' or 'sortie' from a direction's word; null when it is neither. */
export function parseDirection(cell: Cell): 'entree' | 'sortie' | null {
  const key = csvHeaderKey(cellText(cell));
  if (IN.has(key)) return 'entree';
  if (OUT.has(key)) return 'sortie';
  return null;
}
