import Papa from 'papaparse';

/**
 * The CSV downloads of the sales statistics: `;` separated with a UTF-8 byte order mark, so a
 * French Excel opens them with their accents; amounts in FCFA with 2 decimals ('1500,00').
 */

export type CsvCell = string | number;

const BOM = '\uFEFF';

/** Hundredths as FCFA with a decimal comma and no grouping: 150050 → '1500,50'. */
export function csvAmount(hundredths: number): string {
  const sign = hundredths < 0 ? '-' : '';
  const value = Math.abs(hundredths);
  return `${sign}${Math.trunc(value / 100)},${String(value % 100).padStart(2, '0')}`;
}

/** The file's text, byte order mark included. */
export function buildCsv(headers: string[], rows: CsvCell[][]): string {
  return BOM + Papa.unparse({ fields: headers, data: rows }, { delimiter: ';', newline: '\r\n' });
}

/** 'ventes-par-jour_2026-10-24_2026-11-22.csv' */
export function csvFileName(base: string, debut: string, fin: string): string {
  return `${base}_${debut}_${fin}.csv`;
}

/** Hands the text to the browser as a file download. */
export function downloadCsv(fileName: string, content: string): void {
  const blob = new Blob([content], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
