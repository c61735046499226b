import {
  IMPORT_MESSAGES,
  type ImportColumn,
  type ImportProblem,
  type ImportReport,
  type ImportWarning,
} from '@pelote/shared';
import type * as z from 'zod';
import { AppError } from '../../lib/errors.ts';
import type { ImportFile, ImportLine } from './import-file.ts';

/** The report of an import: each problem named by its line, column, value and French message. */

export class ImportProblems {
  readonly list: ImportProblem[] = [];
  /** What the import will do that the user may not expect, line by line; no line fails for it. */
  readonly warnings: ImportWarning[] = [];
  constructor(private readonly columns: readonly ImportColumn[]) {}

  private header(field: string): string {
    return this.columns.find((column) => column.field === field)?.header ?? field;
  }

  add(line: ImportLine, field: string, message: string): void {
    this.list.push({
      ligne: line.ligne,
      colonne: this.header(field),
      valeur: line.cells[field] ?? '',
      message,
    });
  }

  warn(line: ImportLine, message: string): void {
    this.warnings.push({ ligne: line.ligne, message });
  }

  /** One problem per field the schema refused (its first message). */
  addIssues(line: ImportLine, issues: readonly z.core.$ZodIssue[]): void {
    const seen = new Set<string>();
    for (const issue of issues) {
      const field = String(issue.path[0] ?? '');
      if (seen.has(field)) continue;
      seen.add(field);
      this.add(line, field, issue.message);
    }
  }

  get count(): number {
    return this.list.length;
  }
}

type ImportCounts = { crees: number; modifies: number; inchanges: number };

/** What a plan will do: the lines it creates, updates and leaves unchanged. */
function countsOf(plan: readonly { kind: 'create' | 'update' | 'unchanged' }[]): ImportCounts {
  return {
    crees: plan.filter((p) => p.kind === 'create').length,
    modifies: plan.filter((p) => p.kind === 'update').length,
    inchanges: plan.filter((p) => p.kind === 'unchanged').length,
  };
}

function reportOf(
  file: ImportFile,
  dryRun: boolean,
  problems: ImportProblems,
  counts: ImportCounts,
): ImportReport {
  const valide = problems.count === 0;
  return {
    dry_run: dryRun,
    valide,
    encodage: file.encodage,
    separateur: file.separateur,
    lignes: file.lines.length,
    ...(valide ? counts : { crees: 0, modifies: 0, inchanges: 0 }),
    erreurs: [...problems.list].sort((a, b) => a.ligne - b.ligne),
    avertissements: problems.warnings,
    colonnes_ignorees: file.colonnesIgnorees,
  };
}

/**
 * Thrown inside the import's transaction when a line fails: everything rolls back, and the error
 * handler answers 400 with the French count and the report (`{ detail, rapport }`).
 */
export class ImportRejected extends AppError {
  constructor(report: ImportReport) {
    super('validation', IMPORT_MESSAGES.rejected(report.erreurs.length), undefined, {
      fields: { rapport: report },
    });
  }
}

/**
 * The report of a planned import. A dry run answers it whatever it says; a real import goes on to
 * its writes only when every line passed, else everything rolls back with it (ImportRejected).
 */
export function planReport(
  file: ImportFile,
  dryRun: boolean,
  problems: ImportProblems,
  plan: readonly { kind: 'create' | 'update' | 'unchanged' }[],
): ImportReport {
  const report = reportOf(file, dryRun, problems, countsOf(plan));
  if (!dryRun && !report.valide) throw new ImportRejected(report);
  return report;
}
