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
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, idRef, newestFirstIndexKeys, timestampTz, timestampTzNow } from '../columns.ts';
import { articleLot, articleTypeEnum } from './articles.ts';
import { shopRef } from './shops.ts';
import { userRef } from './users.ts';

export const countStatusEnum = pgEnum('count_status', ['en_cours', 'valide', 'annule']);

/**
 * A stock count of a shop, whole or of one type of articles (docs/architecture.md, 'Stock counts').
 * One count at a time per shop (a partial unique index). Validated by direction: then it never
 * changes.
 */
export const inventaires = pgTable(
  'inventaires',
  {
    id: serial('id').primaryKey(),
    magasinId: shopRef().notNull(),
    /** Null: every type. */
    typeArticle: articleTypeEnum('type_article'),
    statut: countStatusEnum('statut').notNull().default('en_cours'),
    ouvertPar: userRef('ouvert_par'),
    createdAt: createdAt(),
    validePar: userRef('valide_par'),
    valideLe: timestampTz('valide_le'),
    annulePar: userRef('annule_par'),
    annuleLe: timestampTz('annule_le'),
  },
  (t) => [
    uniqueIndex('inventaires_en_cours_uq').on(t.magasinId).where(sql`${t.statut} = 'en_cours'`),
    index('inventaires_magasin_date_idx').on(t.magasinId, ...newestFirstIndexKeys(t.createdAt, t.id)),
    index('inventaires_date_idx').on(...newestFirstIndexKeys(t.createdAt, t.id)),
    check(
      'inventaires_etapes_ck',
      sql`(${t.valideLe} is not null) = (${t.statut} = 'valide') and (${t.annuleLe} is not null) = (${t.statut} = 'annule')`,
    ),
  ],
);

/** A column naming a stock count (`inventaire_id`), kept while rows name it. */
export const countRef = () => idRef('inventaire_id', () => inventaires.id);

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
    inventaireId: countRef().notNull(),
    ...articleLot(),
    quantiteComptee: integer('quantite_comptee').notNull(),
    quantiteAttendue: integer('quantite_attendue').notNull(),
    repere: bigint('repere', { mode: 'number' }).notNull(),
    comptePar: userRef('compte_par'),
    compteLe: timestampTzNow('compte_le'),
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
