import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../columns.ts';
import { articles, articleTypeEnum } from './articles.ts';
import { magasins } from './shops.ts';
import { users } from './users.ts';

export const countStatusEnum = pgEnum('count_status', ['en_cours', 'valide', 'annule']);

const who = (name: string) => integer(name).references(() => users.id, { onDelete: 'restrict' });

/**
 * A stock count of a shop, whole or of one type of articles (docs/architecture.md, 'Stock counts').
 * One count at a time per shop (a partial unique index). Validated by direction: then it never
 * changes.
 */
export const inventaires = pgTable(
  'inventaires',
  {
    id: serial('id').primaryKey(),
    magasinId: integer('magasin_id')
      .notNull()
      .references(() => magasins.id, { onDelete: 'restrict' }),
    /** Null: every type. */
    typeArticle: articleTypeEnum('type_article'),
    statut: countStatusEnum('statut').notNull().default('en_cours'),
    ouvertPar: who('ouvert_par'),
    createdAt: createdAt(),
    validePar: who('valide_par'),
    valideLe: timestamp('valide_le', { withTimezone: true }),
    annulePar: who('annule_par'),
    annuleLe: timestamp('annule_le', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('inventaires_en_cours_uq').on(t.magasinId).where(sql`${t.statut} = 'en_cours'`),
    index('inventaires_magasin_date_idx').on(
      t.magasinId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('inventaires_date_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check(
      'inventaires_etapes_ck',
      sql`(${t.valideLe} is not null) = (${t.statut} = 'valide') and (${t.annuleLe} is not null) = (${t.statut} = 'annule')`,
    ),
  ],
);

/**
 * One counted line: an article and its lot, what was counted, and what the lot held when it was
 * counted with the id of the lot's last movement then (`repere`): the movements after it happened
 * during the count and are netted out, never erased. Once validated: the difference, its reason and
 * the adjustment's movement.
 */
export const inventaireLignes = pgTable(
  'inventaire_lignes',
  {
    id: serial('id').primaryKey(),
    inventaireId: integer('inventaire_id')
      .notNull()
      .references(() => inventaires.id, { onDelete: 'restrict' }),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'restrict' }),
    bain: text('bain').notNull().default(''),
    quantiteComptee: integer('quantite_comptee').notNull(),
    quantiteAttendue: integer('quantite_attendue').notNull(),
    repere: bigint('repere', { mode: 'number' }).notNull(),
    comptePar: who('compte_par'),
    compteLe: timestamp('compte_le', { withTimezone: true }).notNull().defaultNow(),
    motif: text('motif'),
    mouvementId: bigint('mouvement_id', { mode: 'number' }),
  },
  (t) => [
    unique('inventaire_lignes_article_uq').on(t.inventaireId, t.articleId, t.bain),
    index('inventaire_lignes_article_idx').on(t.articleId),
    check('inventaire_lignes_quantites_ck', sql`${t.quantiteComptee} >= 0 and ${t.quantiteAttendue} >= 0`),
    check(
      'inventaire_lignes_motif_ck',
      sql`${t.motif} is null or ${t.motif} in ('casse', 'vol', 'erreur_saisie', 'trouve', 'autre')`,
    ),
  ],
);
