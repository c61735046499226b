import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  decodeCsvBytes,
  detectCsvSeparator,
  RECONCILIATION_MESSAGES,
  STATEMENT_MAX_LINES,
  type StatementProblem,
} from '@pelote/shared';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { AppError } from '../../lib/errors.ts';
import { StatementRejected } from './statement-rejected.ts';

/**
 * An operator's statement as it came: CSV (any encoding and separator a spreadsheet writes) or
 * XLSX (its first sheet, read as a stream so a huge one stops at the line limit). Recognised by its
 * content, never by its name: an XLSX is a zip, a CSV is text without NUL bytes; anything else is
 * refused (415). A formula in a workbook is refused with its cell: only the values count.
 */

const M = RECONCILIATION_MESSAGES;

export type Cell = string | number | Date | null;
export type RawRow = { ligne: number; cells: Cell[] };
export type StatementFile = { headers: string[]; rows: RawRow[]; sha256: string };

const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const tooManyLines = () => new StatementRejected(M.tooManyLines);

export async function readStatementFile(bytes: Buffer): Promise<StatementFile> {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const isZip = bytes.subarray(0, 4).equals(ZIP_SIGNATURE);
  if (!isZip && bytes.includes(0)) throw new AppError('unsupported_type', M.notAStatement);
  const all = isZip ? await readXlsx(bytes) : readCsv(bytes);
  const headerAt = all.findIndex((row) => row.cells.some((cell) => cellText(cell) !== ''));
  if (headerAt < 0) throw new StatementRejected(M.empty);
  const headers = (all[headerAt]?.cells ?? []).map(cellText);
  const rows = all.slice(headerAt + 1).filter((row) => row.cells.some((cell) => cellText(cell) !== ''));
  if (rows.length === 0) throw new StatementRejected(M.empty, { colonnes_fichier: headers });
  return { headers, rows, sha256 };
}

/** A cell as text, trimmed ('' for an empty one); a date as ISO 8601. */
export function cellText(cell: Cell): string {
  if (cell === null) return '';
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : cell.toISOString();
  return String(cell).trim();
}

function readCsv(bytes: Buffer): RawRow[] {
  const { text } = decodeCsvBytes(bytes);
  const parsed = Papa.parse<string[]>(text, { delimiter: detectCsvSeparator(text), skipEmptyLines: false });
  if (parsed.data.length > STATEMENT_MAX_LINES + 1) throw tooManyLines();
  return parsed.data.map((cells, index) => ({ ligne: index + 1, cells }));
}

type XlsxValue = ExcelJS.CellValue;

/** A workbook cell's value as the statement reads it: text, number or date. */
function xlsxCell(value: XlsxValue): Cell {
  if (value === null || value === undefined) return null;
  if (value instanceof Date || typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'object' && 'richText' in value)
    return value.richText.map((part) => part.text).join('');
  if (typeof value === 'object' && 'text' in value) return String(value.text);
  return null;
}

const hasFormula = (cell: ExcelJS.Cell) =>
  cell.type === ExcelJS.ValueType.Formula ||
  (typeof cell.value === 'object' &&
    cell.value !== null &&
    ('formula' in cell.value || 'sharedFormula' in cell.value));

async function readXlsx(bytes: Buffer): Promise<RawRow[]> {
  const rows: RawRow[] = [];
  const formulas: StatementProblem[] = [];
  try {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
      sharedStrings: 'cache',
      styles: 'cache',
      hyperlinks: 'ignore',
      worksheets: 'emit',
      entries: 'ignore',
    });
    for await (const sheet of reader) {
      for await (const row of sheet) {
        if (rows.length >= STATEMENT_MAX_LINES + 1) throw tooManyLines();
        const cells: Cell[] = [];
        row.eachCell({ includeEmpty: false }, (cell, column) => {
          if (hasFormula(cell)) formulas.push({ ligne: row.number, detail: M.formula(cell.address) });
          cells[column - 1] = xlsxCell(cell.value);
        });
        rows.push({ ligne: row.number, cells: Array.from(cells, (cell) => cell ?? null) });
      }
      break; // The first sheet is the statement.
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new StatementRejected(M.unreadableXlsx);
  }
  if (formulas.length > 0) {
    const lines = new Set(formulas.map((problem) => problem.ligne)).size;
    throw new StatementRejected(M.rejected(lines), { erreurs: formulas });
  }
  return rows;
}
