/**
 * The CSV files Pelote writes (the statistics downloads, and any later export): `;` separated,
 * CRLF line ends, a UTF-8 byte order mark so a French Excel opens them with their accents.
 *
 * A text cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return would be read as a
 * formula by a spreadsheet (formula injection: a client named `=HYPERLINK(…)`), so it is defused
 * with a leading `'`. Numbers stay numbers: a number cell, or a text cell that is a plain number
 * ('-5', '-1500,00'), is written as is.
 */

export type CsvCell = string | number;

const BOM = '\uFEFF';
const DELIMITER = ';';
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d+(?:[.,]\d+)?$/;
const NEEDS_QUOTES = /[;"\r\n]|^\s|\s$/;

/** The cell as a spreadsheet may safely read it: a formula-looking text gets a leading `'`. */
export function defuseCsvCell(value: CsvCell): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (PLAIN_NUMBER.test(value) || !FORMULA_START.test(value)) return value;
  return `'${value}`;
}

/** One cell of a line: defused, then quoted when it holds the delimiter, a quote or a line break. */
export function csvField(value: CsvCell): string {
  const text = defuseCsvCell(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The file's text, byte order mark included. */
export function buildCsv(headers: readonly CsvCell[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [headers, ...rows].map((cells) => cells.map(csvField).join(DELIMITER));
  return BOM + lines.join('\r\n');
}
