import {
  MATCH_WINDOW_MINUTES,
  type MobileMoneyMethod,
  RECONCILIATION_MESSAGES,
  type StatementImport,
} from '@pelote/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { dayStart } from '../../db/filters.ts';
import { rapprochements } from '../../db/schema/reconciliation.ts';
import { magasins } from '../../db/schema/shops.ts';
import type { Tx } from '../../db/types.ts';
import { findShop } from '../../lib/shop-scope.ts';
import type { ServiceContext } from '../../lib/write-route.ts';
import { type JournalContext, journalChanges, recordJournal } from '../journal/index.ts';
import { matchStatement, sameReference } from './matching.ts';
import { chooseColumns, rememberColumns } from './statement-columns.ts';
import { readStatementLines } from './statement-lines.ts';
import { StatementRejected } from './statement-rejected.ts';
import { type NewRow, newRowsOf, resultOfRow, resultsOf, summaryOf } from './statement-results.ts';
import type { StatementUpload } from './statement-upload.ts';
import { typedByIds, typedPayments } from './typed-payments.ts';

/**
 * Importing an operator's statement for one shop (docs/decisions/023-mobile-money-reconciliation.md):
 * the named steps, in the order they lock and write.
 * 1. The shop (403 outside a gerant's, 404) — locked for a real import, so two imports of one shop
 *    follow each other; its columns; its lines (400 with one problem per line, nothing written).
 * 2. What is already known: lines whose operator reference is saved are left as they are.
 * 3. The new lines matched to the typed payments of their period not yet in any row; a typed
 *    payment of the statement's days that no line took is 'absent du relevé'.
 * 4. A real import writes those rows (and a mapping given), and its journal row; a dry run, nothing.
 */

const M = RECONCILIATION_MESSAGES;
const DAY_MS = 86_400_000;
const WINDOW_MS = MATCH_WINDOW_MINUTES * 60_000;

const dayOf = (at: Date) => at.toISOString().slice(0, 10);

async function lockShop(tx: Tx, shop: number): Promise<void> {
  await tx.select({ id: magasins.id }).from(magasins).where(eq(magasins.id, shop)).for('no key update');
}

/** The rows already saved for these references of the operator. */
async function knownLines(tx: Tx, operateur: MobileMoneyMethod, references: string[]) {
  if (references.length === 0) return [];
  return tx
    .select()
    .from(rapprochements)
    .where(
      and(eq(rapprochements.operateur, operateur), inArray(rapprochements.referenceOperateur, references)),
    );
}

/** The ids among these typed payments that a row already names. */
async function alreadyInRows(tx: Tx, ids: { paiement: number[]; versement: number[] }) {
  const rows = [
    ...(ids.paiement.length
      ? await tx
          .select({ id: rapprochements.paiementId })
          .from(rapprochements)
          .where(inArray(rapprochements.paiementId, ids.paiement))
      : []
    ).map((row) => `paiement:${row.id}`),
    ...(ids.versement.length
      ? await tx
          .select({ id: rapprochements.versementId })
          .from(rapprochements)
          .where(inArray(rapprochements.versementId, ids.versement))
      : []
    ).map((row) => `versement:${row.id}`),
  ];
  return new Set(rows);
}

export async function importStatement(
  { tx, user, journal, now }: ServiceContext<JournalContext>,
  { fields, file }: StatementUpload,
  dryRun: boolean,
): Promise<StatementImport> {
  const shop = await findShop(tx, user, fields.magasin, M.shopInvalid);
  if (!dryRun) await lockShop(tx, shop.id);
  const { operateur } = fields;
  const { columns, at } = await chooseColumns(tx, file, { shop: shop.id, operateur, given: fields.colonnes });
  const read = readStatementLines(file, at, now);
  if (read.lines.length === 0) throw new StatementRejected(M.empty);

  const times = read.lines.map((line) => line.date.getTime());
  const from = dayStart(dayOf(new Date(Math.min(...times))));
  const to = new Date(dayStart(dayOf(new Date(Math.max(...times)))).getTime() + DAY_MS);

  const known = await knownLines(
    tx,
    operateur,
    read.lines.map((line) => sameReference(line.reference)),
  );
  const knownRefs = new Set(known.map((row) => row.referenceOperateur));
  const fresh = read.lines.filter((line) => !knownRefs.has(sameReference(line.reference)));

  const typed = await typedPayments(tx, shop.id, operateur, {
    from: new Date(from.getTime() - WINDOW_MS),
    to: new Date(to.getTime() + WINDOW_MS),
  });
  const taken = await alreadyInRows(tx, {
    paiement: typed.filter((t) => t.kind === 'paiement').map((t) => t.id),
    versement: typed.filter((t) => t.kind === 'versement').map((t) => t.id),
  });
  const candidates = typed.filter((t) => !taken.has(`${t.kind}:${t.id}`));
  const match = matchStatement(fresh, candidates, { windowMinutes: MATCH_WINDOW_MINUTES });
  const absents = match.absents.filter((t) => t.date >= from && t.date < to);
  const rows: NewRow[] = newRowsOf({ shop: shop.id, operateur, user: user.id }, fresh, match, absents);

  if (!dryRun && rows.length > 0) await writeRows(tx, rows);
  if (!dryRun && fields.colonnes) await rememberColumns(tx, shop.id, operateur, columns);
  const summary = summaryOf(rows);
  if (!dryRun && (rows.length > 0 || fields.colonnes)) {
    await recordJournal(tx, {
      ...journal,
      magasinId: shop.id,
      action: 'import_releve',
      entite: 'rapprochement',
      entiteId: null,
      entiteLibelle: `${operateur} ${dayOf(from)}`,
      changements: journalChanges(null, {
        operateur,
        lignes: read.lines.length,
        nouvelles: rows.length,
        ...summary,
      }),
    });
  }

  const typedView = new Map(candidates.map((t) => [`${t.kind}:${t.id}`, t]));
  const knownTyped = await typedByIds(tx, {
    paiement: known.flatMap((row) => (row.paiementId ? [row.paiementId] : [])),
    versement: known.flatMap((row) => (row.versementId ? [row.versementId] : [])),
  });
  const newLines = rows.filter((row) => row.ligne != null).length;
  return {
    dry_run: dryRun,
    operateur,
    magasin: { id: shop.id, nom: shop.nom },
    colonnes: columns,
    lignes_lues: read.lines.length + read.sortantes,
    lignes_sortantes: read.sortantes,
    deja_importees: known.length,
    nouvelles: rows.length,
    periode: { debut: dayOf(from), fin: dayOf(new Date(to.getTime() - DAY_MS)) },
    message: rows.length === 0 ? M.nothingNew : M.imported(newLines),
    resume: summary,
    resultats: [
      ...resultsOf(rows, typedView),
      ...known.map((row) => ({ ...resultOfRow(row, knownTyped), deja_importee: true })),
    ].sort((a, b) => (a.ligne ?? Number.MAX_SAFE_INTEGER) - (b.ligne ?? Number.MAX_SAFE_INTEGER)),
  };
}

/** The rows of a real import; one a concurrent import wrote meanwhile is left to it. */
async function writeRows(tx: Tx, rows: NewRow[]): Promise<void> {
  await tx.insert(rapprochements).values(rows).onConflictDoNothing();
}
