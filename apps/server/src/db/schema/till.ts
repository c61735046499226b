import {
  DEPOSIT_CATEGORIES,
  EXPENSE_CATEGORIES,
  SALE_REFUND_CATEGORY,
  type TillOutCategory,
} from '@pelote/shared';
import { and, eq, isNull, notInArray, or, type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, idRef, money, newestFirstIndexKeys, timestampTz, timestampTzNow } from '../columns.ts';
import { numberSeries } from './number-series.ts';
import { photos } from './shop-photos.ts';
import { shopRef } from './shops.ts';
import { userRef } from './users.ts';

const OUT_CATEGORIES_SQL = [...EXPENSE_CATEGORIES, SALE_REFUND_CATEGORY].map((c) => `'${c}'`).join(', ');

/** An amount per payment method, `{ especes: 1500000, wave: 250000 }` (hundredths). */
export type AmountsByMethod = Record<string, number>;

/**
 * A till session ('caisse') of one shop, from its opening float to its close (the Z). One open
 * session per shop at a time (a partial unique index). Once closed, a session never changes:
 * its counts, expected amounts and differences are those of its Z.
 */
export const caisseSessions = pgTable(
  'caisse_sessions',
  {
    id: serial('id').primaryKey(),
    magasinId: shopRef().notNull(),
    ouvertePar: userRef('ouverte_par'),
    ouverteAt: timestampTzNow('ouverte_at'),
    /** The opening float in cash. */
    fondDeCaisse: money('fond_de_caisse').notNull(),
    /** The last close's cash count, proposed as the float; null for a shop's first session. */
    fondPropose: money('fond_propose'),
    /** Opened by a sale when none was open (its float is then the last closing count). */
    ouvertureAuto: boolean('ouverture_auto').notNull().default(false),
    clotureeAt: timestampTz('cloturee_at'),
    clotureePar: userRef('cloturee_par'),
    /** `Z-{year}-{shop code}-{000001}`, given at the close. */
    numeroZ: text('numero_z').unique(),
    comptes: jsonb('comptes').$type<AmountsByMethod>(),
    attendus: jsonb('attendus').$type<AmountsByMethod>(),
    ecarts: jsonb('ecarts').$type<AmountsByMethod>(),
    commentaires: jsonb('commentaires').$type<Record<string, string>>(),
  },
  (t) => [
    uniqueIndex('caisse_sessions_une_ouverte_idx').on(t.magasinId).where(sql`${t.clotureeAt} is null`),
    index('caisse_sessions_magasin_idx').on(t.magasinId, t.ouverteAt.desc().nullsFirst()),
    check('caisse_sessions_fond_ck', sql`${t.fondDeCaisse} >= 0`),
    check(
      'caisse_sessions_z_ck',
      sql`(${t.clotureeAt} is null) = (${t.numeroZ} is null) and (${t.clotureeAt} is null) = (${t.comptes} is null)`,
    ),
  ],
);

/** A column naming a till session (`session_id`), kept while rows name it. */
export const tillSessionRef = () => idRef('session_id', () => caisseSessions.id);

/** Cash put into or taken out of a till during a session, with its reason. */
export const caisseMouvements = pgTable(
  'caisse_mouvements',
  {
    id: serial('id').primaryKey(),
    sessionId: tillSessionRef().notNull(),
    sens: text('sens').$type<'entree' | 'sortie'>().notNull(),
    montant: money('montant').notNull(),
    /** A cash-out's category (an expense, a deposit, a sale's refund); null: 'Non classée'. */
    categorie: text('categorie').$type<TillOutCategory>(),
    motif: text('motif').notNull(),
    userId: userRef(),
    createdAt: createdAt(),
    /** The photo of its receipt (photos, kept by their content), given with the cash-out. */
    justificatifEtag: text('justificatif_etag').references(() => photos.etag, { onDelete: 'restrict' }),
  },
  (t) => [
    index('caisse_mouvements_session_idx').on(t.sessionId),
    index('caisse_mouvements_justificatif_idx')
      .on(t.justificatifEtag)
      .where(sql`${t.justificatifEtag} is not null`),
    // The deposits (bank, head office), newest first: their list, the late ones, the day's.
    index('caisse_mouvements_depots_idx')
      .on(...newestFirstIndexKeys(t.createdAt, t.id))
      .where(sql`${t.categorie} in ('depot_banque', 'depot_siege')`),
    check(
      'caisse_mouvements_categorie_ck',
      sql`${t.categorie} is null or (${t.sens} = 'sortie' and ${t.categorie} in (${sql.raw(OUT_CATEGORIES_SQL)}))`,
    ),
    check('caisse_mouvements_sens_ck', sql`${t.sens} in ('entree', 'sortie')`),
    check('caisse_mouvements_montant_ck', sql`${t.montant} > 0`),
  ],
);

/**
 * A cash-out that is an expense: neither a deposit (bank, head office) nor the refund of a sale,
 * those without a category included. The one test of the shop's daily cap, its day ('Journée') and
 * its monthly result.
 */
export const isExpenseMovement = and(
  eq(caisseMouvements.sens, 'sortie'),
  or(
    isNull(caisseMouvements.categorie),
    notInArray(caisseMouvements.categorie, [...DEPOSIT_CATEGORIES, SALE_REFUND_CATEGORY]),
  ),
) as SQL;

/**
 * Direction's confirmation of a deposit (a cash-out to the bank or head office): what arrived, the
 * slip's reference and date, a comment when the amount differs. One per deposit (its key), written
 * once and never changed; a deposit without one is 'en transit'. Apart from the cash-out's row,
 * which its closed session keeps frozen.
 */
export const depotsConfirmations = pgTable(
  'depots_confirmations',
  {
    mouvementId: integer('mouvement_id')
      .primaryKey()
      .references(() => caisseMouvements.id, { onDelete: 'restrict' }),
    montantRecu: money('montant_recu').notNull(),
    referenceBordereau: text('reference_bordereau').notNull(),
    dateDepot: date('date_depot', { mode: 'string' }).notNull(),
    commentaire: text('commentaire'),
    confirmePar: userRef('confirme_par'),
    confirmeLe: timestampTzNow('confirme_le'),
  },
  (t) => [
    check('depots_confirmations_montant_ck', sql`${t.montantRecu} >= 0`),
    index('depots_confirmations_confirme_le_idx').on(t.confirmeLe),
  ],
);

/** Gapless Z series: one row per shop and year, incremented by the close. */
export const compteursZ = numberSeries('compteurs_z');
