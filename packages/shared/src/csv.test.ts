import { describe, expect, it } from 'vitest';
import {
  csvAmount,
  csvDateTime,
  csvFileName,
  csvHeaderKey,
  decodeCsvBytes,
  defuseCsvCell,
  detectCsvSeparator,
} from './csv.ts';

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

describe('csvAmount and csvDateTime', () => {
  it('writes hundredths with a decimal comma and no grouping', () => {
    expect(csvAmount(150000)).toBe('1500,00');
    expect(csvAmount(150050)).toBe('1500,50');
    expect(csvAmount(5)).toBe('0,05');
    expect(csvAmount(-120)).toBe('-1,20');
    expect(csvAmount(123456789012)).toBe('1234567890,12');
    expect(csvAmount(null)).toBe('');
  });

  it('writes dates as JJ/MM/AAAA HH:MM in the shops’ time zone', () => {
    expect(csvDateTime('2026-11-23T14:05:59.999Z')).toBe('23/11/2026 14:05');
    expect(csvDateTime(new Date('2026-01-02T00:00:00Z'))).toBe('02/01/2026 00:00');
    expect(csvDateTime(null)).toBe('');
    expect(csvDateTime('pas une date')).toBe('');
  });

  it('names the file after the list and the shops’ day', () => {
    expect(csvFileName('ventes', new Date('2026-11-23T23:59:00Z'))).toBe('ventes-2026-11-23.csv');
  });
});

// The shared package is typed without DOM or Node globals: TextEncoder is declared for the test.
declare const TextEncoder: new () => { encode(text: string): Uint8Array };

describe('decodeCsvBytes', () => {
  const utf8 = new TextEncoder().encode('Nom;Prénom\r\nKoné;Aïcha\r\n');

  it('reads UTF-8 with its byte order mark, without it, and Windows-1252', () => {
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8]);
    expect(decodeCsvBytes(withBom)).toEqual({ text: 'Nom;Prénom\r\nKoné;Aïcha\r\n', encoding: 'utf-8-bom' });
    expect(decodeCsvBytes(utf8)).toEqual({ text: 'Nom;Prénom\r\nKoné;Aïcha\r\n', encoding: 'utf-8' });
    // 'Kon\xe9;\x80 5' in Windows-1252: é and the euro sign.
    const cp1252 = new Uint8Array([0x4b, 0x6f, 0x6e, 0xe9, 0x3b, 0x80, 0x20, 0x35, 0x9c]);
    expect(decodeCsvBytes(cp1252)).toEqual({ text: 'Koné;€ 5œ', encoding: 'windows-1252' });
  });
});

describe('detectCsvSeparator', () => {
  it.each([
    ['Nom;Prénom;Contact\r\na,b;c;d', ';'],
    ['Nom,Prénom,Contact\na;b,c,d', ','],
    ['Nom\tPrénom\tContact\n', '\t'],
    ['"Nom;avec;points";Prénom,x\n', ';'],
    ['"a;b;c",d,e\n', ','],
    ['Nom\n', ';'],
  ])('finds the separator of %j', (text, separator) => {
    expect(detectCsvSeparator(text)).toBe(separator);
  });
});

describe('csvHeaderKey', () => {
  it('compares headers without accents, case or punctuation', () => {
    expect(csvHeaderKey(' Prénom ')).toBe('prenom');
    expect(csvHeaderKey('Type d’accessoire')).toBe('type_d_accessoire');
    expect(csvHeaderKey('PRIX_UNITAIRE')).toBe(csvHeaderKey('Prix unitaire'));
    expect(csvHeaderKey('Code-barres')).toBe('code_barres');
  });
});
