import * as z from 'zod';
import { moneySchema } from '../money.ts';
import {
  errorResponseSchema,
  optionalQuery,
  paginatedSchema,
  paginationQuerySchema,
  queryIdOf,
} from './common.ts';
import { dayRangeFilters, daysInOrder } from './day-range.ts';
import { MOBILE_MONEY_METHODS } from './payment-methods.ts';
import { statementColumnsSchema } from './statement-layouts.ts';
import { text } from './text.ts';
import { tillPersonSchema } from './till.ts';

/**
 * Mobile-money reconciliation ('Rapprochement', docs/decisions/023-mobile-money-reconciliation.md):
 * an operator's statement for one shop's wallet, matched to the payments and instalments the shop
 * typed in. Each statement line, and each typed payment the statement lacks, is kept in one state;
 * a flagged one can be resolved by hand with a comment. Money in hundredths.
 */

export const RECONCILIATION_PATHS = {
  /** POST multipart (`fichier`, `operateur`, `magasin`, optional `colonnes`), `?dry_run=true` to preview. */
  import: '/Rapprochements/import',
  /** GET a page (`?magasin=&operateur=&date_debut=&date_fin=&etat=&page=&page_size=`, `&format=csv`). */
  list: '/Rapprochements/',
  /** `/{id}/resoudre`: POST {commentaire}. */
  line: '/Rapprochements',
} as const;

export const STATEMENT_FILE_FIELD = 'fichier';
export const STATEMENT_MAX_MB = 2;
export const STATEMENT_MAX_BYTES = STATEMENT_MAX_MB * 1024 * 1024;
/** A statement is a day's or a month's lines for one shop: past this, the file is refused. */
export const STATEMENT_MAX_LINES = 5_000;
/** How far apart a statement line and a typed payment may be to match by amount alone. */
export const MATCH_WINDOW_MINUTES = 120;

export const RECONCILIATION_STATES = [
  'rapproche',
  'montant_different',
  'encaisse_non_saisi',
  'absent_du_releve',
] as const;
export type ReconciliationState = (typeof RECONCILIATION_STATES)[number];
export const RECONCILIATION_STATE_LABELS: Record<ReconciliationState, string> = {
  rapproche: 'Rapproché',
  montant_different: 'Montant différent',
  encaisse_non_saisi: 'Encaissé non saisi',
  absent_du_releve: 'Absent du relevé',
};
/** The three states that need a look. */
export const FLAGGED_STATES = ['montant_different', 'encaisse_non_saisi', 'absent_du_releve'] as const;

export const COMMENT_MAX = 500;

export const RECONCILIATION_MESSAGES = {
  noFile: 'Choisissez le relevé de l’opérateur (CSV ou XLSX)',
  tooLarge: `Le relevé dépasse ${STATEMENT_MAX_MB} Mo`,
  notAStatement: 'Le fichier n’est ni un CSV ni un classeur XLSX',
  unreadableXlsx: 'Le classeur XLSX est illisible',
  empty: 'Le relevé ne contient aucune ligne',
  tooManyLines: `Le relevé dépasse ${STATEMENT_MAX_LINES.toLocaleString('fr-FR')} lignes : découpez-le par période`,
  formula: (cell: string) => `La cellule ${cell} contient une formule : exportez les valeurs seules`,
  missingColumns: (names: string[]) =>
    `Colonnes introuvables : ${names.join(', ')}. Indiquez la correspondance des colonnes.`,
  rejected: (count: number) => `${count} ligne${count > 1 ? 's' : ''} en erreur : rien n’a été importé`,
  referenceMissing: 'Référence de transaction manquante',
  referenceTooLong: 'Référence de transaction trop longue (100 caractères au plus)',
  referenceTwice: (first: number) => `Référence déjà présente ligne ${first}`,
  dateInvalid: (value: string) => `Date invalide « ${value} » (JJ/MM/AAAA HH:MM ou AAAA-MM-JJ HH:MM)`,
  amountInvalid: (value: string) => `Montant invalide « ${value} »`,
  feesInvalid: (value: string) => `Frais invalides « ${value} »`,
  directionInvalid: (value: string) => `Sens inconnu « ${value} » (entrée ou sortie)`,
  operatorInvalid: 'Opérateur invalide (wave, orange_money, mtn_momo ou moov_money)',
  shopInvalid: 'Magasin non trouvé',
  stateInvalid: 'État invalide',
  datesOutOfOrder: 'La date de fin doit suivre la date de début',
  columnsNotJson: 'Correspondance des colonnes illisible',
  nothingNew: 'Relevé déjà importé : rien n’a changé',
  imported: (count: number) =>
    `${count} nouvelle${count > 1 ? 's' : ''} ligne${count > 1 ? 's' : ''} du relevé`,
  notFound: 'Ligne de rapprochement non trouvée',
  notFlagged: 'Cette ligne est rapprochée : rien à résoudre',
  alreadyResolved: 'Cette ligne est déjà résolue',
  commentRequired: 'Le commentaire est obligatoire',
} as const;
const M = RECONCILIATION_MESSAGES;

const operator = z.enum(MOBILE_MONEY_METHODS, { error: M.operatorInvalid });

/** The multipart fields beside the file. `colonnes` is the mapping, as JSON text. */
export const statementImportFieldsSchema = z.object({
  operateur: operator,
  magasin: queryIdOf(M.shopInvalid),
  colonnes: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (!value) return undefined;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: M.columnsNotJson });
        return z.NEVER;
      }
    })
    .pipe(statementColumnsSchema.optional()),
});
export type StatementImportFields = z.output<typeof statementImportFieldsSchema>;

export const statementImportQuerySchema = z.object({
  dry_run: optionalQuery(z.enum(['true', 'false']).transform((value) => value === 'true')).transform(
    (value) => value ?? false,
  ),
});

/** The typed payment a row is tied to: a sale's payment or a client's instalment. */
export const matchedPaymentSchema = z.object({
  type: z.enum(['paiement', 'versement']),
  id: z.number().int(),
  reference: z.string().nullable(),
  montant: moneySchema,
  date: z.iso.datetime({ offset: true }),
  /** The sale's invoice number, for a sale's payment. */
  numero_facture: z.string().nullable(),
});
export type MatchedPayment = z.infer<typeof matchedPaymentSchema>;

/** One result: a statement line (`ligne`, its file row) or a typed payment absent from it. */
const resultFields = {
  etat: z.enum(RECONCILIATION_STATES),
  /** The file's row number (the header is row 1); null for a payment absent from the statement. */
  ligne: z.number().int().nullable(),
  reference_operateur: z.string().nullable(),
  /** The statement's time; for an absent payment, when it was typed. */
  date: z.iso.datetime({ offset: true }),
  montant_releve: moneySchema.nullable(),
  frais: moneySchema,
  telephone: z.string().nullable(),
  paiement: matchedPaymentSchema.nullable(),
  /** Statement minus typed, for 'montant_different'; 0 otherwise. */
  ecart: z.number().int(),
  par: z.enum(['reference', 'montant_heure']).nullable(),
};

export const statementResultSchema = z.object({
  ...resultFields,
  /** Already saved by an earlier import: left as it was. */
  deja_importee: z.boolean(),
});
export type StatementResult = z.infer<typeof statementResultSchema>;

export const reconciliationSummarySchema = z.object({
  rapproche: z.number().int(),
  montant_different: z.number().int(),
  encaisse_non_saisi: z.number().int(),
  absent_du_releve: z.number().int(),
  /** Flagged rows resolved by hand. */
  resolus: z.number().int(),
  /** The operator's fees of the statement lines. */
  frais: moneySchema,
});
export type ReconciliationSummary = z.infer<typeof reconciliationSummarySchema>;

/** The answer of an import, dry run or not. */
export const statementImportSchema = z.object({
  dry_run: z.boolean(),
  operateur: operator,
  magasin: z.object({ id: z.number().int(), nom: z.string() }),
  colonnes: statementColumnsSchema,
  lignes_lues: z.number().int(),
  /** Lines of money going out (withdrawals, transfers sent): not matched. */
  lignes_sortantes: z.number().int(),
  deja_importees: z.number().int(),
  nouvelles: z.number().int(),
  periode: z.object({ debut: z.iso.date(), fin: z.iso.date() }),
  message: z.string(),
  /** Of the new rows only. */
  resume: reconciliationSummarySchema,
  resultats: z.array(statementResultSchema),
});
export type StatementImport = z.infer<typeof statementImportSchema>;

export const statementProblemSchema = z.object({ ligne: z.number().int(), detail: z.string() });
export type StatementProblem = z.infer<typeof statementProblemSchema>;

/** A refused statement (400): the count, each line's problem, and the file's headers for a mapping. */
export const statementRejectedSchema = errorResponseSchema.extend({
  erreurs: z.array(statementProblemSchema).optional(),
  colonnes_fichier: z.array(z.string()).optional(),
});
export type StatementRejected = z.infer<typeof statementRejectedSchema>;

/** A saved row, and its resolution by hand when there is one. */
export const reconciliationLineSchema = z.object({
  id: z.number().int(),
  magasin: z.object({ id: z.number().int(), nom: z.string() }),
  operateur: operator,
  ...resultFields,
  resolution: z
    .object({
      commentaire: z.string(),
      par: tillPersonSchema,
      le: z.iso.datetime({ offset: true }),
    })
    .nullable(),
  created_at: z.iso.datetime({ offset: true }),
});
export type ReconciliationLine = z.infer<typeof reconciliationLineSchema>;

export const reconciliationListQuerySchema = daysInOrder(
  paginationQuerySchema.extend({
    magasin: optionalQuery(queryIdOf(M.shopInvalid)),
    operateur: optionalQuery(operator),
    etat: optionalQuery(z.enum(RECONCILIATION_STATES, { error: M.stateInvalid })),
    ...dayRangeFilters('Date invalide (AAAA-MM-JJ)'),
  }),
  M.datesOutOfOrder,
);
export type ReconciliationListQuery = z.output<typeof reconciliationListQuerySchema>;

/** A page of rows, and the count per state over the same filters (whatever `etat`). */
export const reconciliationPageSchema = paginatedSchema(reconciliationLineSchema).extend({
  resume: reconciliationSummarySchema,
});
export type ReconciliationPage = z.infer<typeof reconciliationPageSchema>;

export const reconciliationResolveSchema = z.object({
  commentaire: text({ max: COMMENT_MAX, required: M.commentRequired, multiline: true }),
});
export type ReconciliationResolveInput = z.input<typeof reconciliationResolveSchema>;
