import {
  ARTICLE_IMPORT_COLUMNS,
  accessoryFormSchema,
  type CatalogueType,
  componentFormSchema,
  csvAmount,
  garmentFormSchema,
  IMPORT_MESSAGES,
  type ImportReport,
  kitFormSchema,
  machineFormSchema,
  pouchFormSchema,
  woolFormSchema,
} from '@pelote/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import type * as z from 'zod';
import { articles } from '../../db/schema/articles.ts';
import { journal } from '../../db/schema/journal.ts';
import type { DbOrTx } from '../../db/types.ts';
import type { ServiceContext } from '../../lib/write-route.ts';
import type { ArticleColumns, ArticleRow, KindDefinition } from '../articles/index.ts';
import { type JournalContext, type JournalWrite, journalChanges, journalValues } from '../journal/index.ts';
import { articlesByName, nameKey } from './article-name-match.ts';
import type { ImportFile, ImportLine } from './import-file.ts';
import { ImportProblems, planReport } from './import-report.ts';

/**
 * Importing one catalogue type: each line checked with the type's form rules (the API's, with the
 * price typed in FCFA as a spreadsheet holds it), then matched by its barcode — a known code
 * updates that article (or leaves it as it is), an unknown one creates it with that code. A line
 * without a code is the live article of its type with the same name (case and spaces aside) and
 * every other field the same, which it leaves as it is, so a file imported twice changes nothing
 * the second time; else it creates an article with the database's internal code (with a warning
 * when an article of that name differs only in its other fields). Nothing is written while a line
 * fails; stock is never touched. Each created or changed article gets its journal row (source 'import').
 */

/** The form schema of each type: one line of the file goes through it as a form's values would. */
const FORM_SCHEMAS: Record<CatalogueType, z.ZodType> = {
  laine: woolFormSchema,
  accessoire: accessoryFormSchema,
  habit: garmentFormSchema,
  trousse: pouchFormSchema,
  kit: kitFormSchema,
  machine: machineFormSchema,
  composant: componentFormSchema,
};

const BATCH = 500;
const NOT_LOGGED = ['id', 'quantite_stock'];
const COMPONENT = /^(.*?)\s*[×xX*]\s*(\d+)$/;

/** 'Crochet × 1 | Pelote × 2' → [{ nom: 'Crochet', quantite: 1 }, …]; a name alone counts 1. */
export function parseComponents(cell: string): { nom: string; quantite: string }[] {
  return cell
    .split('|')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      const match = COMPONENT.exec(part);
      return match ? { nom: match[1] ?? '', quantite: match[2] ?? '' } : { nom: part, quantite: '1' };
    });
}

/** A line's cells as form values: a blank cell is a field left empty (its default applies). */
function valuesOf(line: ImportLine): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [field, cell] of Object.entries(line.cells)) {
    if (cell.trim() === '') continue;
    values[field] = field === 'composants' ? parseComponents(cell) : cell;
  }
  return values;
}

/** The article's values for the columns the file does not have, as a form holds them. */
function keptValues(current: Record<string, unknown>, line: ImportLine, type: CatalogueType) {
  const values: Record<string, unknown> = {};
  for (const { field } of ARTICLE_IMPORT_COLUMNS[type]) {
    if (field in line.cells || current[field] === undefined || current[field] === null) continue;
    values[field] = field === 'prix_unitaire' ? csvAmount(current[field] as number) : current[field];
  }
  return values;
}

type Planned =
  | { kind: 'create'; line: ImportLine; columns: ArticleColumns }
  | { kind: 'update'; line: ImportLine; columns: ArticleColumns; before: ArticleRow; after: ArticleRow }
  | { kind: 'unchanged'; line: ImportLine };

async function articlesByCode(db: DbOrTx, codes: string[], lock: boolean): Promise<Map<string, ArticleRow>> {
  const found = new Map<string, ArticleRow>();
  for (let i = 0; i < codes.length; i += BATCH) {
    const query = db
      .select()
      .from(articles)
      .where(inArray(articles.codeBarre, codes.slice(i, i + BATCH)));
    for (const row of await (lock ? query.for('update') : query)) found.set(row.codeBarre, row);
  }
  return found;
}

/** The rules a line goes through, for one type: its values applied to an article, and what that changes. */
function lineRules<Payload, Dto>(
  definition: KindDefinition<Payload, Dto>,
  sameName: Map<string, ArticleRow[]>,
) {
  const type = definition.kind.type;
  const schema = FORM_SCHEMAS[type];
  const fields = (article: ArticleRow) =>
    definition.toDto({ article, quantiteStock: 0 }) as Record<string, unknown>;

  /** The line applied to an article (a column the file lacks keeps its value); null when refused. */
  function applied(line: ImportLine, before: ArticleRow | undefined) {
    const values = { ...(before ? keptValues(fields(before), line, type) : {}), ...valuesOf(line) };
    const parsed = schema.safeParse(values);
    return parsed.success
      ? ({ ok: true, columns: definition.toColumns(parsed.data as Payload) } as const)
      : ({ ok: false, issues: parsed.error.issues } as const);
  }
  const changesOf = (before: ArticleRow, after: ArticleRow) =>
    journalChanges(fields(before), fields(after), { ignore: NOT_LOGGED });

  /** Among the articles of the line's name, the first the line would leave as it is. */
  function sameArticle(line: ImportLine): ArticleRow | undefined {
    for (const before of sameName.get(nameKey(line.cells.nom ?? '')) ?? []) {
      const result = applied(line, before);
      if (!result.ok) continue;
      const after = { ...before, ...result.columns, nom: before.nom };
      if (Object.keys(changesOf(before, after)).length === 0) return before;
    }
    return undefined;
  }
  return { type, fields, applied, changesOf, sameArticle, sameName };
}

type LineRules = ReturnType<typeof lineRules>;

const codeOf = (line: ImportLine) => line.cells.code_barre?.trim() ?? '';

/**
 * Each line: the type's rules, a barcode at most once in the file, a known barcode of this type and
 * not deleted. Answers what each valid line will do; `problems` gets the others.
 */
function planLines(
  file: ImportFile,
  known: Map<string, ArticleRow>,
  rules: LineRules,
  problems: ImportProblems,
): Planned[] {
  const plan: Planned[] = [];
  const firstLineOfCode = new Map<string, number>();
  for (const line of file.lines) {
    const code = codeOf(line);
    const first = code ? firstLineOfCode.get(code) : undefined;
    if (first !== undefined) {
      problems.add(line, 'code_barre', IMPORT_MESSAGES.duplicateInFile(first));
      continue;
    }
    if (code) firstLineOfCode.set(code, line.ligne);
    const before = code ? known.get(code) : undefined;
    if (before && before.type !== rules.type) {
      problems.add(line, 'code_barre', IMPORT_MESSAGES.barcodeOtherType);
      continue;
    }
    if (before && before.deletedAt !== null) {
      problems.add(line, 'code_barre', IMPORT_MESSAGES.barcodeDeleted);
      continue;
    }
    const result = rules.applied(line, before);
    if (!result.ok) {
      problems.addIssues(line, result.issues);
      continue;
    }
    const { columns } = result;
    if (!before) {
      if (!code && rules.sameArticle(line)) {
        plan.push({ kind: 'unchanged', line });
        continue;
      }
      if (!code && rules.sameName.has(nameKey(line.cells.nom ?? ''))) {
        problems.warn(line, IMPORT_MESSAGES.sameNameCreated(columns.nom ?? ''));
      }
      plan.push({ kind: 'create', line, columns });
      continue;
    }
    const after = { ...before, ...columns };
    const changed = Object.keys(rules.changesOf(before, after)).length;
    plan.push(changed ? { kind: 'update', line, columns, before, after } : { kind: 'unchanged', line });
  }
  return plan;
}

/** The writes, in batches, each created or changed article with its journal row. */
async function writePlan(db: DbOrTx, plan: Planned[], rules: LineRules, context: JournalContext) {
  const { type } = rules;
  const entite = type === 'composant' ? 'composant' : 'article';
  const rows: JournalWrite[] = [];
  const creates = plan.filter((p) => p.kind === 'create');
  for (let i = 0; i < creates.length; i += BATCH) {
    const inserted = await db
      .insert(articles)
      .values(creates.slice(i, i + BATCH).map((p) => ({ ...p.columns, type })))
      .returning();
    for (const article of inserted) {
      rows.push({
        ...context,
        magasinId: null,
        action: 'creation',
        entite,
        entiteId: article.id,
        entiteLibelle: article.nom,
        changements: journalChanges(null, rules.fields(article), { ignore: NOT_LOGGED }),
      });
    }
  }
  for (const p of plan) {
    if (p.kind !== 'update') continue;
    await db.update(articles).set(p.columns).where(eq(articles.id, p.before.id));
    rows.push({
      ...context,
      magasinId: null,
      action: 'modification',
      entite,
      entiteId: p.before.id,
      entiteLibelle: p.after.nom,
      changements: rules.changesOf(p.before, p.after),
    });
  }
  for (let i = 0; i < rows.length; i += BATCH) {
    await db.insert(journal).values(rows.slice(i, i + BATCH).map(journalValues));
  }
}

export async function importArticles<Payload, Dto>(
  { tx, journal: context }: ServiceContext<JournalContext>,
  input: { file: ImportFile; definition: KindDefinition<Payload, Dto>; dryRun: boolean },
): Promise<ImportReport> {
  const { file, definition, dryRun } = input;
  const type = definition.kind.type;
  const problems = new ImportProblems(ARTICLE_IMPORT_COLUMNS[type]);
  if (!dryRun) await lockImports(tx, 'articles');

  // 1. The articles the file's barcodes name, and those its lines without a code may be (locked
  //    until the import ends, when it writes).
  const codes = file.lines.map(codeOf).filter((code) => code !== '');
  const known = await articlesByCode(tx, [...new Set(codes)], !dryRun);
  const names = new Set(
    file.lines.filter((line) => !codeOf(line)).map((line) => nameKey(line.cells.nom ?? '')),
  );
  const sameName = await articlesByName(tx, type, names, !dryRun);
  const rules = lineRules(definition, sameName);

  // 2. Each line checked, and what it will do planned.
  const plan = planLines(file, known, rules, problems);
  const report = planReport(file, dryRun, problems, plan);
  if (dryRun) return report;

  // 3. The writes.
  await writePlan(tx, plan, rules, context);
  return report;
}

/** One import of a kind at a time: two files naming the same new code cannot both create it. */
export const lockImports = (db: DbOrTx, kind: 'articles' | 'clients') =>
  db.execute(sql`select pg_advisory_xact_lock(hashtext(${`pelote-import-${kind}`}))`);
