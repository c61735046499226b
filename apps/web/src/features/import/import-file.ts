import {
  CSV_BOM,
  CSV_DELIMITER,
  CSV_NEWLINE,
  type CsvEncoding,
  type CsvSeparator,
  decodeCsvBytes,
  defuseCsvCell,
  detectCsvSeparator,
  IMPORT_PREVIEW_ROWS,
  type ImportProblem,
} from '@pelote/shared';
import Papa from 'papaparse';

/**
 * A CSV file read in the browser as the server reads it (the shared detection of its encoding and
 * separator, lines numbered as the spreadsheet numbers its rows), for the preview before it is
 * checked, and for the report to download: the file's rows with an 'erreur' column.
 */

export type ReadCsv = {
  encoding: CsvEncoding;
  separator: CsvSeparator;
  header: string[];
  /** Every record after the header, blank ones included (record i is line i + 2). */
  records: string[][];
};

/** The lines with something in them, as the server counts them. */
export function dataLineCount(file: ReadCsv): number {
  return file.records.filter((record) => record.some((cell) => cell.trim() !== '')).length;
}

export function readCsv(bytes: Uint8Array): ReadCsv {
  const { text, encoding } = decodeCsvBytes(bytes);
  const separator = detectCsvSeparator(text);
  const parsed = Papa.parse<string[]>(text, { delimiter: separator, skipEmptyLines: false });
  const [header = [], ...records] = parsed.data;
  // A file ending with a line break ends with one empty record: not a line of the spreadsheet.
  while (records.length > 0 && records.at(-1)?.every((cell) => cell === '')) records.pop();
  return { encoding, separator, header, records };
}

export async function readCsvFile(file: Blob): Promise<ReadCsv> {
  return readCsv(new Uint8Array(await file.arrayBuffer()));
}

/** The first lines with something in them, each with its spreadsheet line number. */
export function previewRows(
  file: ReadCsv,
  count = IMPORT_PREVIEW_ROWS,
): { ligne: number; cells: string[] }[] {
  const rows: { ligne: number; cells: string[] }[] = [];
  for (const [index, cells] of file.records.entries()) {
    if (rows.length >= count) break;
    if (cells.some((cell) => cell.trim() !== '')) rows.push({ ligne: index + 2, cells });
  }
  return rows;
}

export const REPORT_ERROR_HEADER = 'erreur';

/**
 * The report as a CSV file to fix in a spreadsheet: the file's header and rows as they were, and a
 * last column 'erreur' holding each line's problems ('Prix unitaire : Le prix doit être…').
 */
export function reportCsv(file: ReadCsv, problems: readonly ImportProblem[]): string {
  const byLine = new Map<number, string[]>();
  for (const problem of problems) {
    byLine.set(problem.ligne, [
      ...(byLine.get(problem.ligne) ?? []),
      `${problem.colonne} : ${problem.message}`,
    ]);
  }
  const width = Math.max(file.header.length, ...file.records.map((record) => record.length));
  const padded = (cells: string[]) => [
    ...cells,
    ...Array<string>(Math.max(0, width - cells.length)).fill(''),
  ];
  const rows = [
    [...padded(file.header), REPORT_ERROR_HEADER],
    ...file.records.map((cells, index) => [...padded(cells), (byLine.get(index + 2) ?? []).join(' | ')]),
  ];
  return (
    CSV_BOM +
    Papa.unparse(
      rows.map((row) => row.map(defuseCsvCell)),
      { delimiter: CSV_DELIMITER, newline: CSV_NEWLINE, quotes: false },
    ) +
    CSV_NEWLINE
  );
}
