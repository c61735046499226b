import { bigint, timestamp } from 'drizzle-orm/pg-core';

/** Money: an integer count of hundredths (150000 is 1 500,00 FCFA). bigint so totals never overflow. */
export const money = (name: string) => bigint(name, { mode: 'number' });

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
/** Soft delete marker: set rows leave lists and pickers but stay readable from history. */
export const deletedAt = () => timestamp('deleted_at', { withTimezone: true });
