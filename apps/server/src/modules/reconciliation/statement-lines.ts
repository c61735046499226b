import {
  csvHeaderKey,
  RECONCILIATION_MESSAGES,
  REQUIRED_STATEMENT_FIELDS,
  STATEMENT_FIELD_LABELS,
  STATEMENT_FIELDS,
  type StatementColumns,
  type StatementField,
  type StatementProblem,
} from '@pelote/shared';
import type { StatementLine } from './matching.ts';
import { type Cell, cellText, type StatementFile } from './statement-file.ts';
import { StatementRejected } from './statement-rejected.ts';
import { parseAmount, parseDateTime, parseDirection } from './statement-values.ts';

/**
 * A statement's lines read through its columns: each incoming line with its reference, moment,
 * amount, fees and phone; the outgoing ones (withdrawals, transfers sent) counted apart. Every
 * problem is named by its line; one problem and the whole statement is refused.
 */

const M = RECONCILIATION_MESSAGES;
const REFERENCE_MAX = 100;

export type ReadLine = StatementLine & { telephone: string | null };
export type ReadStatement = { lines: ReadLine[]; sortantes: number };

const isRequired = (field: StatementField) =>
  (REQUIRED_STATEMENT_FIELDS as readonly string[]).includes(field);

/**
 * Where each field sits in the file, when the headers `columns` names for the required fields are
 * all there (an optional one absent from the file is left unread: no fees, no direction); else null.
 */
export function columnIndexes(
  headers: readonly string[],
  columns: StatementColumns,
): Partial<Record<StatementField, number>> | null {
  const keys = headers.map(csvHeaderKey);
  const at: Partial<Record<StatementField, number>> = {};
  for (const field of STATEMENT_FIELDS) {
    const header = columns[field];
    const index = header ? keys.indexOf(csvHeaderKey(header)) : -1;
    if (index >= 0) at[field] = index;
    else if (isRequired(field)) return null;
  }
  return at;
}

/** The headers of required fields `columns` names that the file lacks, for the refusal that asks for a mapping. */
export function missingHeaders(headers: readonly string[], columns: StatementColumns): string[] {
  const keys = new Set(headers.map(csvHeaderKey));
  return STATEMENT_FIELDS.flatMap((field) => {
    const header = columns[field];
    return header && isRequired(field) && !keys.has(csvHeaderKey(header))
      ? [`${header} (${STATEMENT_FIELD_LABELS[field]})`]
      : [];
  });
}

type Indexes = Partial<Record<StatementField, number>>;

function readLine(
  row: { ligne: number; cells: Cell[] },
  at: Indexes,
  now: Date,
): { line?: ReadLine; sortante?: true; problem?: string } {
  const cell = (field: StatementField) => (at[field] === undefined ? null : (row.cells[at[field]] ?? null));
  const reference = cellText(cell('reference')).replace(/\s+/g, '');
  if (!reference) return { problem: M.referenceMissing };
  if (reference.length > REFERENCE_MAX) return { problem: M.referenceTooLong };
  const date = parseDateTime(cell('date'), now);
  if (!date) return { problem: M.dateInvalid(cellText(cell('date'))) };
  const amount = parseAmount(cell('montant'));
  if (amount === null || amount === 0) return { problem: M.amountInvalid(cellText(cell('montant'))) };
  const feesCell = cellText(cell('frais'));
  const fees = feesCell === '' ? 0 : parseAmount(cell('frais'));
  if (fees === null) return { problem: M.feesInvalid(feesCell) };
  const directionCell = cellText(cell('sens'));
  const direction = directionCell === '' ? (amount < 0 ? 'sortie' : 'entree') : parseDirection(cell('sens'));
  if (!direction) return { problem: M.directionInvalid(directionCell) };
  if (direction === 'sortie') return { sortante: true };
  const telephone = cellText(cell('telephone')).slice(0, 30) || null;
  return {
    line: { ligne: row.ligne, reference, date, montant: Math.abs(amount), frais: Math.abs(fees), telephone },
  };
}

/** Reads every line through `at`; 400 with one problem per line when any line is wrong. */
export function readStatementLines(file: StatementFile, at: Indexes, now: Date): ReadStatement {
  const problems: StatementProblem[] = [];
  const lines: ReadLine[] = [];
  const firstOf = new Map<string, number>();
  let sortantes = 0;
  for (const row of file.rows) {
    const read = readLine(row, at, now);
    if (read.problem) problems.push({ ligne: row.ligne, detail: read.problem });
    if (read.sortante) sortantes += 1;
    if (!read.line) continue;
    const key = read.line.reference.toUpperCase();
    const first = firstOf.get(key);
    if (first !== undefined) problems.push({ ligne: row.ligne, detail: M.referenceTwice(first) });
    else firstOf.set(key, row.ligne);
    lines.push(read.line);
  }
  if (problems.length > 0) {
    throw new StatementRejected(M.rejected(problems.length), { erreurs: problems });
  }
  return { lines, sortantes };
}
