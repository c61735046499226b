import * as z from 'zod';
import { MOBILE_MONEY_METHODS, type MobileMoneyMethod } from './payment-methods.ts';

/**
 * The columns of an operator's statement (docs/reconciliation-layouts.md): which header holds the
 * transaction's reference, its date and time, its amount, the operator's fees, the other party's
 * phone and the direction (money in or out). The four operators' own layouts are known; any other
 * file is read through a mapping given once, then remembered per shop and operator.
 */

export const STATEMENT_FIELDS = ['reference', 'date', 'montant', 'frais', 'telephone', 'sens'] as const;
export type StatementField = (typeof STATEMENT_FIELDS)[number];

/** What a statement cannot go without: the rest is read when the file has it. */
export const REQUIRED_STATEMENT_FIELDS = ['reference', 'date', 'montant'] as const satisfies StatementField[];

export const STATEMENT_FIELD_LABELS: Record<StatementField, string> = {
  reference: 'Référence de la transaction',
  date: 'Date et heure',
  montant: 'Montant',
  frais: 'Frais',
  telephone: 'Téléphone du client',
  sens: 'Sens (entrée ou sortie)',
};

export const STATEMENT_HEADER_MAX = 100;

export const STATEMENT_LAYOUT_MESSAGES = {
  columnsInvalid: 'Correspondance des colonnes invalide',
  headerRequired: (field: string) => `Indiquez la colonne « ${field} »`,
  headerTooLong: `Un nom de colonne compte au plus ${STATEMENT_HEADER_MAX} caractères`,
} as const;

const header = (field: StatementField) =>
  z
    .string({ error: STATEMENT_LAYOUT_MESSAGES.headerRequired(STATEMENT_FIELD_LABELS[field]) })
    .trim()
    .min(1, STATEMENT_LAYOUT_MESSAGES.headerRequired(STATEMENT_FIELD_LABELS[field]))
    .max(STATEMENT_HEADER_MAX, STATEMENT_LAYOUT_MESSAGES.headerTooLong);
const optionalHeader = (field: StatementField) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), header(field).optional());

/** Which header of the file holds each field (the optional ones may be absent). */
export const statementColumnsSchema = z.object(
  {
    reference: header('reference'),
    date: header('date'),
    montant: header('montant'),
    frais: optionalHeader('frais'),
    telephone: optionalHeader('telephone'),
    sens: optionalHeader('sens'),
  },
  { error: STATEMENT_LAYOUT_MESSAGES.columnsInvalid },
);
export type StatementColumns = z.output<typeof statementColumnsSchema>;

/** Each operator's own export, as documented in docs/reconciliation-layouts.md. */
export const OPERATOR_LAYOUTS: Record<MobileMoneyMethod, StatementColumns> = {
  wave: {
    reference: 'Transaction ID',
    date: 'Timestamp',
    montant: 'Amount',
    frais: 'Fee',
    telephone: 'Counterparty Mobile',
    sens: 'Direction',
  },
  orange_money: {
    reference: 'Référence',
    date: 'Date',
    montant: 'Montant',
    frais: 'Frais',
    telephone: 'Numéro client',
    sens: 'Sens',
  },
  mtn_momo: {
    reference: 'Financial Transaction Id',
    date: 'Date',
    montant: 'Amount',
    frais: 'Fees',
    telephone: 'From',
    sens: 'Type',
  },
  moov_money: {
    reference: 'Référence transaction',
    date: 'Date opération',
    montant: 'Montant',
    frais: 'Frais',
    telephone: 'Numéro',
    sens: 'Opération',
  },
};

/** The words a 'sens' cell may hold, compared without accents or case. */
export const STATEMENT_DIRECTION_WORDS = {
  entree: [
    'credit',
    'entree',
    'entrant',
    'recu',
    'in',
    'received',
    'payment received',
    'paiement recu',
    'depot',
    'cash in',
  ],
  sortie: [
    'debit',
    'sortie',
    'sortant',
    'envoye',
    'out',
    'sent',
    'retrait',
    'withdrawal',
    'cash out',
    'transfert envoye',
  ],
} as const;

export const OPERATORS = MOBILE_MONEY_METHODS;
