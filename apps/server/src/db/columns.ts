import {
  type AnyPgColumn,
  bigint,
  type ExtraConfigColumn,
  integer,
  numeric,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** Money: an integer count of hundredths (150000 is 1 500,00 FCFA). bigint so totals never overflow. */
export const money = (name: string) => bigint(name, { mode: 'number' });

/** A cost in hundredths with four decimals (1 250,00 FCFA is 125000.0000): a weighted average cost. */
export const cost = (name: string) => numeric(name, { precision: 20, scale: 4, mode: 'number' });

/** A moment, always with its time zone. */
export const timestampTz = (name: string) => timestamp(name, { withTimezone: true });
/** A moment every row has, the insert's time unless given. */
export const timestampTzNow = (name: string) => timestampTz(name).notNull().defaultNow();

export const createdAt = () => timestampTzNow('created_at');
export const updatedAt = () => timestampTzNow('updated_at').$onUpdate(() => new Date());
/** Soft delete marker: set rows leave lists and pickers but stay readable from history. */
export const deletedAt = () => timestampTz('deleted_at');

/** The lot ('bain', as printed on a wool's label) a row is about; '' for an article without lots. */
export const lot = () => text('bain').notNull().default('');

/** What deleting a referenced row does: refused while rows name it, or takes them with it. */
export type OnDelete = 'restrict' | 'cascade';

/** A column (`name`) naming a row by its `id`: the row is kept while rows name it, unless `cascade`. */
export const idRef = (name: string, id: () => AnyPgColumn, onDelete: OnDelete = 'restrict') =>
  integer(name).references(id, { onDelete });

/** The keys of a list read newest first, ties broken by the newest id (the order of every paged list). */
export const newestFirstIndexKeys = (
  at: ExtraConfigColumn,
  id: ExtraConfigColumn,
): [Partial<ExtraConfigColumn>, Partial<ExtraConfigColumn>] => [
  at.desc().nullsFirst(),
  id.desc().nullsFirst(),
];
