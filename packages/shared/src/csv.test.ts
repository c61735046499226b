import { describe, expect, it } from 'vitest';
import { defuseCsvCell } from './csv.ts';

describe('defuseCsvCell', () => {
  it.each([
    ['=HYPERLINK("http://x","clic")', `'=HYPERLINK("http://x","clic")`],
    ['+33 6 12', `'+33 6 12`],
    ['-2+3', `'-2+3`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['\t=1', `'\t=1`],
    ['\r=1', `'\r=1`],
  ])('defuses a text that a spreadsheet would run: %j', (value, defused) => {
    expect(defuseCsvCell(value)).toBe(defused);
  });

  it('leaves numbers and plain text alone', () => {
    expect(defuseCsvCell(-5)).toBe('-5');
    expect(defuseCsvCell(1500.5)).toBe('1500.5');
    expect(defuseCsvCell('-5')).toBe('-5');
    expect(defuseCsvCell('-1500,00')).toBe('-1500,00');
    expect(defuseCsvCell('+12.5')).toBe('+12.5');
    expect(defuseCsvCell('Laine = douce')).toBe('Laine = douce');
    expect(defuseCsvCell('')).toBe('');
  });
});
