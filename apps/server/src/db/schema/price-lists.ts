import type { PriceBreak, PriceListTypeLine } from '@pelote/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { createdAt, deletedAt, money, timestampTz, updatedAt } from '../columns.ts';
import { articles } from './articles.ts';

/**
 * Price lists ('Tarifs', docs/decisions/019-price-lists.md): a reseller's prices, quantity breaks,
 * dated promotions. A list is soft-deleted, so a past sale may keep naming it.
 */
export const tarifs = pgTable(
  'tarifs',
  {
    id: serial('id').primaryKey(),
    nom: text('nom').notNull(),
    active: boolean('active').notNull().default(true),
    /** Applies to every client, not only those who carry it; with dates, a promotion. */
    pourTous: boolean('pour_tous').notNull().default(false),
    /**
     * The shops it applies in; empty: every shop. Ids without a foreign key: a shop deleted later
     * leaves an id no sale names, so the list applies nowhere rather than everywhere.
     */
    magasins: integer('magasins').array().notNull().default(sql`'{}'::integer[]`),
    /** From this instant (included); null: no start. */
    du: timestampTz('du'),
    /** Until this instant (excluded); null: no end. */
    au: timestampTz('au'),
    /** A percentage off the catalogue price per product type, each type once. */
    types: jsonb('types').$type<PriceListTypeLine[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    // One live list per name, whatever its case: a deleted one frees its name.
    uniqueIndex('tarifs_nom_uq').on(sql`lower(${t.nom})`).where(sql`${t.deletedAt} is null`),
    check('tarifs_dates_ck', sql`${t.du} is null or ${t.au} is null or ${t.au} > ${t.du}`),
  ],
);

/** An article's unit price in a list, with its quantity breaks (by quantity, ascending). */
export const tarifArticles = pgTable(
  'tarif_articles',
  {
    tarifId: integer('tarif_id')
      .notNull()
      .references(() => tarifs.id, { onDelete: 'cascade' }),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'restrict' }),
    /** Hundredths, per unit. */
    prix: money('prix').notNull(),
    paliers: jsonb('paliers').$type<PriceBreak[]>().notNull().default([]),
  },
  (t) => [
    primaryKey({ name: 'tarif_articles_pk', columns: [t.tarifId, t.articleId] }),
    index('tarif_articles_article_idx').on(t.articleId),
    check('tarif_articles_prix_ck', sql`${t.prix} > 0`),
  ],
);
