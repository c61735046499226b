import * as z from 'zod';

/**
 * The cost fields of an article's and a sale line's answers (costs.ts): apart from the margin and
 * valuation schemas, which the lists that show these fields do not need.
 */

/** An article's cost as its answers carry it (direction only): null while unknown. */
export const articleCostFields = { cout_moyen: z.number().nonnegative().nullable().optional() };

/** A sale line's frozen cost (direction only); `cout_estime`: computed afterwards, for a sale made before costs. */
export const saleLineCostFields = {
  cout_unitaire: z.number().nonnegative().nullable().optional(),
  cout_estime: z.boolean().optional(),
};
