import type {
  MatchedPayment,
  MobileMoneyMethod,
  ReconciliationSummary,
  StatementResult,
} from '@pelote/shared';
import type { rapprochements } from '../../db/schema/reconciliation.ts';
import { type StatementMatch, sameReference } from './matching.ts';
import type { ReadLine } from './statement-lines.ts';
import { matchedPayment, type Typed, typedKey } from './typed-payments.ts';

/** The rows an import writes, and how an answer shows a row (new or saved). */

export type NewRow = typeof rapprochements.$inferInsert;
type SavedRow = typeof rapprochements.$inferSelect;

/** One row per new statement line (in its state), then one per typed payment absent from it. */
export function newRowsOf(
  base: { shop: number; operateur: MobileMoneyMethod; user: number },
  lines: readonly ReadLine[],
  match: StatementMatch,
  absents: readonly Typed[],
): NewRow[] {
  const common = { magasinId: base.shop, operateur: base.operateur, importePar: base.user };
  const byLine = new Map(match.lignes.map((m) => [m.ligne, m]));
  const lineRows = lines.map((line): NewRow => {
    const m = byLine.get(line.ligne);
    return {
      ...common,
      etat: m?.etat ?? 'encaisse_non_saisi',
      ligne: line.ligne,
      referenceOperateur: sameReference(line.reference),
      dateOperation: line.date,
      montantReleve: line.montant,
      frais: line.frais,
      telephone: line.telephone,
      paiementId: m?.paiement?.kind === 'paiement' ? m.paiement.id : null,
      versementId: m?.paiement?.kind === 'versement' ? m.paiement.id : null,
      ecart: m?.ecart ?? 0,
      par: m?.par ?? null,
    };
  });
  const absentRows = absents.map(
    (typed): NewRow => ({
      ...common,
      etat: 'absent_du_releve',
      dateOperation: typed.date,
      paiementId: typed.kind === 'paiement' ? typed.id : null,
      versementId: typed.kind === 'versement' ? typed.id : null,
    }),
  );
  return [...lineRows, ...absentRows];
}

const keyOfRow = (row: Pick<NewRow, 'paiementId' | 'versementId'>) =>
  row.paiementId
    ? typedKey('paiement', row.paiementId)
    : row.versementId
      ? typedKey('versement', row.versementId)
      : null;

/** A row (new or saved) as the answers show it, its typed payment looked up in `typed`. */
export function resultOfRow(
  row: NewRow | SavedRow,
  typed: Map<string, MatchedPayment>,
): Omit<StatementResult, 'deja_importee'> {
  const key = keyOfRow(row);
  return {
    etat: row.etat as StatementResult['etat'],
    ligne: row.ligne ?? null,
    reference_operateur: row.referenceOperateur ?? null,
    date: row.dateOperation.toISOString(),
    montant_releve: row.montantReleve ?? null,
    frais: row.frais ?? 0,
    telephone: row.telephone ?? null,
    paiement: (key && typed.get(key)) || null,
    ecart: row.ecart ?? 0,
    par: (row.par as StatementResult['par']) ?? null,
  };
}

/** The new rows of an import as its answer lists them. */
export function resultsOf(rows: readonly NewRow[], candidates: Map<string, Typed>): StatementResult[] {
  const typed = new Map([...candidates].map(([key, t]) => [key, matchedPayment(t)]));
  return rows.map((row) => ({ ...resultOfRow(row, typed), deja_importee: false }));
}

/** How many rows in each state, and the fees of the statement lines. */
export function summaryOf(
  rows: readonly { etat: string; frais?: number | null; resoluLe?: Date | null }[],
): ReconciliationSummary {
  const summary = {
    rapproche: 0,
    montant_different: 0,
    encaisse_non_saisi: 0,
    absent_du_releve: 0,
    resolus: 0,
    frais: 0,
  };
  for (const row of rows) {
    summary[row.etat as keyof ReconciliationSummary] += 1;
    summary.frais += row.frais ?? 0;
    if (row.resoluLe) summary.resolus += 1;
  }
  return summary;
}
