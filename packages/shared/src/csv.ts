import { SHOP_TIME_ZONE } from './constants.ts';
import { type DateInput, formatDateTime, toDate } from './dates.ts';

/**
 * The rules of the CSV files Pelote writes (every list's export, the statistics downloads, an
 * import's report) and reads (catalogue and clients imports).
 *
 * Written: `;` separated, CRLF line ends, a UTF-8 byte order mark so a French Excel opens them with
 * their accents, amounts in FCFA with a decimal comma and no grouping ('1500,00'), dates
 * 'JJ/MM/AAAA HH:MM' in the shops' time zone. The quoting itself is left to a CSV library on each
 * side (papaparse); every writer passes its cells through `defuseCsvCell` first.
 *
 * A text cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return would be read as a
 * formula by a spreadsheet (formula injection: a client named `=HYPERLINK(…)`), so it is defused
 * with a leading `'`. Numbers stay numbers: a number cell, or a text cell that is a plain number
 * ('-5', '-1500,00'), is written as is.
 *
 * Read: UTF-8 with or without its byte order mark, else Windows-1252 (what a French Excel saves as
 * 'CSV (séparateur: point-virgule)'); `;`, `,` or tab, whichever the header line holds most of.
 */

export type CsvCell = string | number;

/** Excel reads UTF-8 only with it. */
export const CSV_BOM = '\uFEFF';
export const CSV_DELIMITER = ';';
export const CSV_NEWLINE = '\r\n';
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d+(?:[.,]\d+)?$/;

/** The cell as a spreadsheet may safely read it: a formula-looking text gets a leading `'`. */
export function defuseCsvCell(value: CsvCell): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (PLAIN_NUMBER.test(value) || !FORMULA_START.test(value)) return value;
  return `'${value}`;
}

/** Hundredths as FCFA with a decimal comma and no grouping: 150050 → '1500,50'; nothing → ''. */
export function csvAmount(hundredths: number | null | undefined): string {
  if (typeof hundredths !== 'number' || !Number.isFinite(hundredths)) return '';
  const value = BigInt(Math.round(hundredths));
  const abs = value < 0n ? -value : value;
  return `${value < 0n ? '-' : ''}${abs / 100n},${(abs % 100n).toString().padStart(2, '0')}`;
}

/** '23/11/2026 14:05' in the shops' time zone; no date → ''. */
export function csvDateTime(value: DateInput): string {
  return toDate(value) ? formatDateTime(value, SHOP_TIME_ZONE) : '';
}

/** 'ventes-2026-11-23.csv': the list's name and the shops' day of the export. */
export function csvFileName(base: string, now: Date = new Date()): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE }).format(now);
  return `${base}-${day}.csv`;
}

// Reading ---------------------------------------------------------------------------------------

export const CSV_ENCODINGS = ['utf-8-bom', 'utf-8', 'windows-1252'] as const;
export type CsvEncoding = (typeof CSV_ENCODINGS)[number];
export const CSV_ENCODING_LABELS: Record<CsvEncoding, string> = {
  'utf-8-bom': 'UTF-8 (avec BOM)',
  'utf-8': 'UTF-8',
  'windows-1252': 'Windows-1252',
};

export const CSV_SEPARATORS = [';', ',', '\t'] as const;
export type CsvSeparator = (typeof CSV_SEPARATORS)[number];
export const CSV_SEPARATOR_LABELS: Record<CsvSeparator, string> = {
  ';': 'point-virgule (;)',
  ',': 'virgule (,)',
  '\t': 'tabulation',
};

const UTF8_BOM = [0xef, 0xbb, 0xbf];

/** The WHATWG decoder that browsers and Node both have (the shared package compiles without their libs). */
declare const TextDecoder: new (
  label?: string,
  options?: { fatal?: boolean },
) => { decode(input: Uint8Array): string };

/**
 * Windows-1252 is Latin-1 but for 0x80–0x9F, where it has the euro sign, curly quotes, œ, Œ, …
 * (undefined bytes stay as their Latin-1 code point). Written out here because Node's TextDecoder
 * decodes 'windows-1252' as Latin-1 and would turn '€' into a control character.
 */
const WINDOWS_1252_HIGH =
  '\u20AC\u0081\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u008D\u017D\u008F' +
  '\u0090\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u009D\u017E\u0178';

function decodeWindows1252(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) {
    text += byte >= 0x80 && byte < 0xa0 ? WINDOWS_1252_HIGH[byte - 0x80] : String.fromCharCode(byte);
  }
  return text;
}

/**
 * The bytes of a file as text, and which encoding they were in: a UTF-8 byte order mark, else
 * valid UTF-8, else Windows-1252 (every byte is a character there, so it always decodes).
 */
export function decodeCsvBytes(bytes: Uint8Array): { text: string; encoding: CsvEncoding } {
  if (UTF8_BOM.every((byte, i) => bytes[i] === byte)) {
    return { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'utf-8-bom' };
  }
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: decodeWindows1252(bytes), encoding: 'windows-1252' };
  }
}

/** The separator the header line (its part outside quotes) holds most of; `;` when none. */
export function detectCsvSeparator(text: string): CsvSeparator {
  const counts = new Map<CsvSeparator, number>(CSV_SEPARATORS.map((s) => [s, 0]));
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char as CsvSeparator))
      counts.set(char as CsvSeparator, (counts.get(char as CsvSeparator) ?? 0) + 1);
  }
  let best: CsvSeparator = ';';
  for (const separator of CSV_SEPARATORS) {
    if ((counts.get(separator) ?? 0) > (counts.get(best) ?? 0)) best = separator;
  }
  return best;
}

/** A column name as a header is compared: no accents, no case, words joined by '_'. */
export function csvHeaderKey(header: string): string {
  return header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}
