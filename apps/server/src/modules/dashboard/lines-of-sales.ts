import { and, gte, lte, type SQL, sql } from 'drizzle-orm';
import { venteLignes, ventes } from '../sales/sales.table.ts';

/**
 * The condition on a join of sale lines to their sales that keeps the lines of the sales matching
 * `where`. The bounds on `vente_id` add nothing to the result (every line of a matching sale lies
 * between the smallest and the largest id of those sales) but let the database read a range of the
 * lines' index instead of every line ever sold, since sale ids follow sale dates.
 */
export function linesOfSales(where: SQL): SQL {
  const bound = (fn: 'min' | 'max') =>
    sql`(select ${sql.raw(fn)}(${ventes.id}) from ${ventes} where ${where})`;
  return and(where, gte(venteLignes.venteId, bound('min')), lte(venteLignes.venteId, bound('max'))) as SQL;
}
