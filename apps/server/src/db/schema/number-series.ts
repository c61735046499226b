import { integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { shopRef } from './shops.ts';

/**
 * A gapless number series (invoices, credit notes, Zs): one row per shop and year holding the last
 * number given, incremented inside the transaction that gives the next one.
 */
export const numberSeries = <TName extends string>(name: TName) =>
  pgTable(
    name,
    {
      magasinId: shopRef().notNull(),
      annee: integer('annee').notNull(),
      dernierNumero: integer('dernier_numero').notNull().default(0),
    },
    (t) => [primaryKey({ columns: [t.magasinId, t.annee] })],
  );
