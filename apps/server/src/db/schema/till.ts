import { EXPENSE_CATEGORIES, SALE_REFUND_CATEGORY, type TillOutCategory } from '@pelote/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idRef, money, timestampTz, timestampTzNow } from '../columns.ts';
import { numberSeries } from './number-series.ts';
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
  },
  (t) => [
    index('caisse_mouvements_session_idx').on(t.sessionId),
    check(
      'caisse_mouvements_categorie_ck',
      sql`${t.categorie} is null or (${t.sens} = 'sortie' and ${t.categorie} in (${sql.raw(OUT_CATEGORIES_SQL)}))`,
    ),
    check('caisse_mouvements_sens_ck', sql`${t.sens} in ('entree', 'sortie')`),
    check('caisse_mouvements_montant_ck', sql`${t.montant} > 0`),
  ],
);

/** Gapless Z series: one row per shop and year, incremented by the close. */
export const compteursZ = numberSeries('compteurs_z');
