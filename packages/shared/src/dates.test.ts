import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  isoToShopDateTime,
  relativeAge,
  shopDateTimeToIso,
  startOfMonth,
  toDate,
  todayIso,
} from './dates.ts';

describe('formatDate', () => {
  it.each<[string | number | Date, string]>([
    ['2026-11-22T14:05:00Z', '22/11/2026'],
    ['2026-11-22T14:05:00.123+00:00', '22/11/2026'],
    ['2026-01-05T23:59:59Z', '05/01/2026'],
    [new Date(Date.UTC(2024, 1, 29, 12)), '29/02/2024'],
    [Date.UTC(2026, 11, 31, 23, 59), '31/12/2026'],
    ['2026-11-22', '22/11/2026'],
  ])('%s → %s', (value, text) => {
    expect(formatDate(value)).toBe(text);
  });

  it('shows the day of the shop time zone unless told otherwise', () => {
    // 23:30 in Abidjan (UTC) is already the next day in Paris.
    expect(formatDate('2026-11-22T23:30:00Z')).toBe('22/11/2026');
    expect(formatDate('2026-11-22T23:30:00Z', 'Europe/Paris')).toBe('23/11/2026');
    expect(formatDate('2026-11-22T02:00:00Z', 'America/New_York')).toBe('21/11/2026');
  });

  it('shows a date-only string as that calendar day in any time zone', () => {
    expect(formatDate('2026-11-22', 'America/New_York')).toBe('22/11/2026');
  });

  it.each<[unknown]>([
    [null],
    [undefined],
    [''],
    ['   '],
    ['pas une date'],
    ['2026-02-30'],
    ['2026-02-29'],
    ['2026-13-01'],
    ['2026-02-30T10:00:00Z'],
    [Number.NaN],
    [new Date('nope')],
  ])('%j → Date invalide', (value) => {
    expect(formatDate(value as string)).toBe('Date invalide');
  });
});

describe('formatDateTime', () => {
  it('shows day and 24-hour time in the shop time zone', () => {
    expect(formatDateTime('2026-11-22T14:05:00Z')).toBe('22/11/2026 14:05');
    expect(formatDateTime('2026-11-22T00:07:00Z')).toBe('22/11/2026 00:07');
    expect(formatDateTime('2026-11-22T14:05:59.999Z')).toBe('22/11/2026 14:05');
  });

  it('uses another time zone when given one', () => {
    expect(formatDateTime('2026-07-01T22:30:00Z', 'Europe/Paris')).toBe('02/07/2026 00:30');
  });

  it("reads Abidjan's and UTC's clock as the browser's formatter does, from 1920 to 2100", () => {
    const reference = (instant: number, timeZone: string) => {
      const parts = Object.fromEntries(
        new Intl.DateTimeFormat('fr-FR', {
          timeZone,
          ...{ year: 'numeric', month: '2-digit', day: '2-digit' },
          ...{ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
        })
          .formatToParts(instant)
          .map((part) => [part.type, part.value]),
      );
      return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
    };
    const from = Date.UTC(1920, 0, 1);
    const span = Date.UTC(2100, 0, 1) - from;
    // Every instant of a day's edges (midnight, the last minute) and 2,000 spread over the years.
    const instants = [from, Date.UTC(2026, 11, 31, 23, 59, 59, 999), Date.UTC(2028, 1, 29, 0, 0)];
    for (let i = 0; i < 2_000; i += 1) instants.push(from + Math.floor((span * i) / 2_000) + i * 7_919);
    for (const timeZone of ['Africa/Abidjan', 'UTC', 'Etc/UTC'])
      for (const instant of instants)
        expect(formatDateTime(instant, timeZone)).toBe(reference(instant, timeZone));
  });

  it('falls back to Date invalide', () => {
    expect(formatDateTime('n/a')).toBe('Date invalide');
    expect(formatDateTime(null)).toBe('Date invalide');
    expect(formatDateTime('')).toBe('Date invalide');
  });
});

describe('relativeAge', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const MIN = 60_000;
  const HOUR = 60 * MIN;
  const DAY = 24 * HOUR;

  it.each([
    [0, 'Il y a 0min'],
    [59 * 1000, 'Il y a 0min'],
    [MIN, 'Il y a 1min'],
    [59 * MIN, 'Il y a 59min'],
    [HOUR - 1, 'Il y a 59min'],
    [60 * MIN, 'Il y a 1h'],
    [2 * HOUR - 1, 'Il y a 1h'],
    [23 * HOUR, 'Il y a 23h'],
    [DAY - 1, 'Il y a 23h'],
    [24 * HOUR, 'Il y a 1j'],
    [2 * DAY - 1, 'Il y a 1j'],
    [45 * DAY, 'Il y a 45j'],
  ])('%d ms ago → %s', (elapsed, text) => {
    expect(relativeAge(ago(elapsed), now)).toBe(text);
  });

  it('accepts ISO strings and counts a future moment as 0 min', () => {
    expect(relativeAge('2026-11-22T09:30:00Z', now)).toBe('Il y a 2h');
    expect(relativeAge('2026-11-23T09:30:00Z', now)).toBe('Il y a 0min');
  });

  it('falls back to Date invalide', () => {
    expect(relativeAge('hier', now)).toBe('Date invalide');
    expect(relativeAge(null, now)).toBe('Date invalide');
  });

  it('measures against the current time by default', () => {
    expect(relativeAge(new Date(Date.now() - 3 * DAY - HOUR))).toBe('Il y a 3j');
  });
});

describe('todayIso', () => {
  it("gives today's date in the shop time zone", () => {
    const now = new Date('2026-11-22T23:30:00Z');
    expect(todayIso(undefined, now)).toBe('2026-11-22');
    expect(todayIso('Europe/Paris', now)).toBe('2026-11-23');
    expect(todayIso('America/New_York', new Date('2026-01-01T03:00:00Z'))).toBe('2025-12-31');
  });

  it('defaults to now', () => {
    expect(todayIso()).toBe(new Date().toISOString().slice(0, 10));
  });
});

describe('startOfMonth', () => {
  it('is midnight on the 1st in the shop time zone', () => {
    expect(startOfMonth(new Date('2026-11-22T14:05:00Z')).toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(startOfMonth(new Date('2026-01-01T00:00:00Z')).toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });

  it('follows the zone offset, summer time included', () => {
    expect(startOfMonth(new Date('2026-11-22T12:00:00Z'), 'Europe/Paris').toISOString()).toBe(
      '2026-10-31T23:00:00.000Z',
    );
    expect(startOfMonth(new Date('2026-04-15T12:00:00Z'), 'Europe/Paris').toISOString()).toBe(
      '2026-03-31T22:00:00.000Z',
    );
    // 30 November 23:30 UTC is already December in Paris.
    expect(startOfMonth(new Date('2026-11-30T23:30:00Z'), 'Europe/Paris').toISOString()).toBe(
      '2026-11-30T23:00:00.000Z',
    );
  });
});

describe('toDate', () => {
  it('gives a Date or null', () => {
    expect(toDate('2026-11-22T14:05:00Z')?.toISOString()).toBe('2026-11-22T14:05:00.000Z');
    expect(toDate(0)?.toISOString()).toBe('1970-01-01T00:00:00.000Z');
    expect(toDate('2026-02-31')).toBeNull();
    expect(toDate(undefined)).toBeNull();
  });
});

describe('shopDateTimeToIso and isoToShopDateTime', () => {
  it('reads a shop clock time in Abidjan (UTC+0) and in a zone with an offset', () => {
    expect(shopDateTimeToIso('2026-12-24T18:00')).toBe('2026-12-24T18:00:00.000Z');
    expect(shopDateTimeToIso('2026-07-01T08:30', 'Europe/Paris')).toBe('2026-07-01T06:30:00.000Z');
    expect(isoToShopDateTime('2026-12-24T18:00:00.000Z')).toBe('2026-12-24T18:00');
    expect(isoToShopDateTime('2026-07-01T06:30:00.000Z', 'Europe/Paris')).toBe('2026-07-01T08:30');
  });

  it('refuses what is not a moment', () => {
    for (const value of ['', '2026-12-24', '2026-02-30T10:00', '2026-12-24T24:00', '24/12/2026 18:00'])
      expect(shopDateTimeToIso(value)).toBeNull();
    expect(isoToShopDateTime('nope')).toBe('');
  });
});
