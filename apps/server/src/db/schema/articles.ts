import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgEnum, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { cost, createdAt, deletedAt, idRef, lot, money, type OnDelete, updatedAt } from '../columns.ts';

/** The six product types of the catalogue, plus pouch components, which are stocked like articles. */
export const articleTypeEnum = pgEnum('article_type', [
  'laine',
  'accessoire',
  'habit',
  'trousse',
  'kit',
  'machine',
  'composant',
]);

export type PouchComponentLine = { nom: string; quantite: number };

/**
 * One table for every article type (see docs/decisions/0001-data-model.md): stock lines, sale lines,
 * entries and movements all reference one `articles.id` through a real foreign key.
 * Type-specific columns are null for the other types; CHECK constraints keep each type complete.
 */
export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    type: articleTypeEnum('type').notNull(),
    nom: text('nom').notNull(),
    description: text('description').notNull().default(''),
    prixUnitaire: money('prix_unitaire').notNull().default(0),
    /**
     * Weighted average cost (CMP) in hundredths, four decimals kept; null while unknown (no
     * delivery with a price yet). Changed only by a delivery, with a row in `couts_articles`.
     */
    coutMoyen: cost('cout_moyen'),
    unite: text('unite').notNull().default('unité'),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * Unique barcode: the supplier's EAN-13 / UPC-A / Code 128, or, when none is given, an internal
     * EAN-13 starting with 2 and carrying a valid check digit, given by the database
     * (`ean13_interne(nextval('articles_code_interne_seq'))`, see the migration).
     */
    codeBarre: text('code_barre')
      .notNull()
      .unique('articles_code_barre_uq')
      .default(sql`ean13_interne(nextval('articles_code_interne_seq'))`),
    // laine
    famille: text('famille'),
    grammage: integer('grammage'),
    couleur: text('couleur'),
    typeCouleur: text('type_couleur'),
    // accessoire (its own "type": Aiguilles, Crochets, ...) and composant (free text type)
    categorie: text('categorie'),
    // accessoire (petit, moyen, grand) and habit (S ... 4XL)
    taille: text('taille'),
    // habit
    typeHabit: text('type_habit'),
    sexe: text('sexe'),
    // trousse
    composants: jsonb('composants').$type<PouchComponentLine[]>(),
    // kit
    contenance: text('contenance'),
    // machine
    marque: text('marque'),
    // composant: quantity per pouch
    quantiteComposant: integer('quantite_composant'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    index('articles_type_nom_idx').on(t.type, sql`lower(${t.nom})`).where(sql`${t.deletedAt} is null`),
    index('articles_type_prix_idx').on(t.type, t.prixUnitaire).where(sql`${t.deletedAt} is null`),
    check('articles_prix_ck', sql`${t.prixUnitaire} >= 0`),
    check(
      'articles_laine_ck',
      sql`${t.type} <> 'laine' or (${t.famille} in ('avec_marque', 'sans_marque') and ${t.grammage} >= 1 and ${t.typeCouleur} in ('unique', 'multi'))`,
    ),
    check('articles_machine_ck', sql`${t.type} <> 'machine' or ${t.marque} is not null`),
    check(
      'articles_composant_ck',
      sql`${t.type} <> 'composant' or (${t.categorie} is not null and ${t.quantiteComposant} >= 1)`,
    ),
  ],
);

/** A column naming an article (`article_id`): an article rows name is kept unless `cascade`. */
export const articleRef = (onDelete: OnDelete = 'restrict') =>
  idRef('article_id', () => articles.id, onDelete);

/** The lot of an article a row of stock is about (`article_id`, `bain`): counted, moved, delivered, sold back. */
export const articleLot = () => ({ articleId: articleRef().notNull(), bain: lot() });
