/**
 * The rules of the CSV files Pelote writes (the statistics downloads, and any later export): `;`
 * separated, CRLF line ends, a UTF-8 byte order mark so a French Excel opens them with their
 * accents. The writing itself (quoting) is left to a CSV library on each side (papaparse in the
 * web app); every writer passes its cells through `defuseCsvCell` first.
 *
 * A text cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return would be read as a
 * formula by a spreadsheet (formula injection: a client named `=HYPERLINK(…)`), so it is defused
 * with a leading `'`. Numbers stay numbers: a number cell, or a text cell that is a plain number
 * ('-5', '-1500,00'), is written as is.
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
