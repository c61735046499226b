import { CSV_BOM, CSV_DELIMITER, CSV_NEWLINE, type CsvCell, defuseCsvCell } from '@pelote/shared';
import Papa from 'papaparse';

/**
 * The CSV downloads of the sales statistics, written by the shared CSV writer (`;` separated, a
 * UTF-8 byte order mark, formula-looking cells defused); amounts in FCFA with 2 decimals ('1500,00').
 */

export type { CsvCell };

/** The file's text: byte order mark, every cell defused, quoted by papaparse where it needs it. */
export function buildCsv(headers: readonly CsvCell[], rows: readonly (readonly CsvCell[])[]): string {
  const defused = (cells: readonly CsvCell[]) => cells.map(defuseCsvCell);
  return (
    CSV_BOM +
    Papa.unparse(
      { fields: defused(headers), data: rows.map(defused) },
      { delimiter: CSV_DELIMITER, newline: CSV_NEWLINE, quotes: false },
    )
  );
}

/** Hundredths as FCFA with a decimal comma and no grouping: 150050 → '1500,50'. */
export function csvAmount(hundredths: number): string {
  const sign = hundredths < 0 ? '-' : '';
  const value = Math.abs(hundredths);
  return `${sign}${Math.trunc(value / 100)},${String(value % 100).padStart(2, '0')}`;
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
