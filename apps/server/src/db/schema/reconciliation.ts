import type { StatementColumns } from '@pelote/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, money, newestFirstIndexKeys, timestampTz, timestampTzNow } from '../columns.ts';
import { compteClientMouvements } from './client-accounts.ts';
import { paiements } from './payments.ts';
import { shopRef } from './shops.ts';
import { userRef } from './users.ts';

const STATES = `'rapproche', 'montant_different', 'encaisse_non_saisi', 'absent_du_releve'`;
const OPERATORS = `'orange_money', 'wave', 'mtn_momo', 'moov_money'`;

/**
 * Mobile-money reconciliation (docs/decisions/023-mobile-money-reconciliation.md): one row per
 * statement line of an operator, and one per typed payment a statement of its period lacks, each
 * in one state. A statement line is known by its operator reference (unique per operator), a typed
 * payment or instalment by its id (in one row at most): importing a statement again, or one that
 * overlaps, finds its rows already there and changes nothing.
 */
export const rapprochements = pgTable(
  'rapprochements',
  {
    id: serial('id').primaryKey(),
    magasinId: shopRef().notNull(),
    operateur: text('operateur').notNull(),
    etat: text('etat').notNull(),
    /** The statement's row number in its file; null for a typed payment absent from the statement. */
    ligne: integer('ligne'),
    /** The operator's transaction reference, as matching compares it (no spaces, upper case). */
    referenceOperateur: text('reference_operateur'),
    /** The statement's time; for an absent payment, when it was typed. */
    dateOperation: timestampTz('date_operation').notNull(),
    montantReleve: money('montant_releve'),
    frais: money('frais').notNull().default(0),
    telephone: text('telephone'),
    paiementId: integer('paiement_id').references(() => paiements.id, { onDelete: 'restrict' }),
    versementId: bigint('versement_id', { mode: 'number' }).references(() => compteClientMouvements.id, {
      onDelete: 'restrict',
    }),
    ecart: money('ecart').notNull().default(0),
    par: text('par'),
    importePar: userRef('importe_par'),
    resoluLe: timestampTz('resolu_le'),
    resoluPar: userRef('resolu_par'),
    commentaire: text('commentaire'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('rapprochements_reference_idx')
      .on(t.operateur, t.referenceOperateur)
      .where(sql`${t.referenceOperateur} is not null`),
    uniqueIndex('rapprochements_paiement_idx').on(t.paiementId).where(sql`${t.paiementId} is not null`),
    uniqueIndex('rapprochements_versement_idx').on(t.versementId).where(sql`${t.versementId} is not null`),
    index('rapprochements_magasin_date_idx').on(
      t.magasinId,
      t.operateur,
      ...newestFirstIndexKeys(t.dateOperation, t.id),
    ),
    index('rapprochements_date_idx').on(...newestFirstIndexKeys(t.dateOperation, t.id)),
    check('rapprochements_etat_ck', sql.raw(`etat in (${STATES})`)),
    check('rapprochements_operateur_ck', sql.raw(`operateur in (${OPERATORS})`)),
    check(
      'rapprochements_ligne_ck',
      sql.raw(
        `(etat = 'absent_du_releve') = (ligne is null and reference_operateur is null and montant_releve is null)`,
      ),
    ),
    check('rapprochements_un_paiement_ck', sql`${t.paiementId} is null or ${t.versementId} is null`),
    check('rapprochements_frais_ck', sql`${t.frais} >= 0`),
    check('rapprochements_resolution_ck', sql`(${t.resoluLe} is null) = (${t.commentaire} is null)`),
  ],
);

/**
 * The columns of a shop's statements of one operator, when they are not the operator's own layout:
 * the mapping given with an import, used again by the next ones.
 */
export const rapprochementColonnes = pgTable(
  'rapprochement_colonnes',
  {
    magasinId: shopRef('magasin_id', 'cascade').notNull(),
    operateur: text('operateur').notNull(),
    colonnes: jsonb('colonnes').$type<StatementColumns>().notNull(),
    updatedAt: timestampTzNow('updated_at'),
  },
  (t) => [primaryKey({ columns: [t.magasinId, t.operateur] })],
);
