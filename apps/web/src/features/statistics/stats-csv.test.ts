import { describe, expect, it } from 'vitest';
import { buildCsv, csvAmount, csvFileName } from './stats-csv';
import { lastDays, periodError, shiftDays } from './stats-period';

describe('statistics CSV', () => {
  it('writes amounts in FCFA with a decimal comma and 2 decimals', () => {
    expect(csvAmount(150_000)).toBe('1500,00');
    expect(csvAmount(150_050)).toBe('1500,50');
    expect(csvAmount(7)).toBe('0,07');
    expect(csvAmount(0)).toBe('0,00');
  });

  it('starts with a UTF-8 byte order mark, separates with ; and quotes what needs it', () => {
    const csv = buildCsv(
      ['Article', "Chiffre d'affaires (FCFA)"],
      [
        ['Laine mérinos; bleue', '1500,00'],
        ['Crochet "4 mm"', '750,00'],
      ],
    );
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1).split('\r\n')).toEqual([
      "Article;Chiffre d'affaires (FCFA)",
      '"Laine mérinos; bleue";1500,00',
      '"Crochet ""4 mm""";750,00',
    ]);
  });

  it('defuses a name a spreadsheet would run as a formula, and keeps negative amounts as numbers', () => {
    const csv = buildCsv(['Article', 'Montant'], [['=HYPERLINK("http://x")', csvAmount(-150_050)]]);
    expect(csv.slice(1).split('\r\n')[1]).toBe(`"'=HYPERLINK(""http://x"")";-1500,50`);
  });

  it('names the file after the block and the period', () => {
    expect(csvFileName('ventes-par-jour', '2026-10-24', '2026-11-22')).toBe(
      'ventes-par-jour_2026-10-24_2026-11-22.csv',
    );
  });
});

describe('statistics period', () => {
  it('counts the last N days with today included, across months', () => {
    expect(lastDays(30, '2026-11-22')).toEqual({ debut: '2026-10-24', fin: '2026-11-22' });
    expect(lastDays(7, '2026-03-02')).toEqual({ debut: '2026-02-24', fin: '2026-03-02' });
    expect(shiftDays('2026-01-01', -1)).toBe('2025-12-31');
  });

  it('refuses a reversed or too long period in French', () => {
    expect(periodError('2026-11-22', '2026-11-01')).toBe('La date de début doit précéder la date de fin');
    expect(periodError('2024-01-01', '2026-01-01')).toBe('La période ne peut pas dépasser 366 jours');
    expect(periodError('2026-01-01', '2026-12-31')).toBeNull();
    expect(periodError(undefined, '2026-12-31')).toBeNull();
  });
});
