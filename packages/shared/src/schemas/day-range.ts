import * as z from 'zod';
import { optionalQuery } from './common.ts';

/**
 * The `date_debut`/`date_fin` filters of a list: whole days (`AAAA-MM-JJ`), each optional, a bad
 * one said with `invalid`. Goes with `daysInOrder`.
 */
export function dayRangeFilters(invalid: string) {
  const day = z.iso.date({ error: invalid });
  return { date_debut: optionalQuery(day), date_fin: optionalQuery(day) };
}

type DayRange = { date_debut?: string | undefined; date_fin?: string | undefined };

/** A list query whose start day may not follow its end day: refused with `message`, on `date_fin`. */
export function daysInOrder<Query extends z.ZodType<DayRange>>(query: Query, message: string): Query {
  return query.refine((days) => !days.date_debut || !days.date_fin || days.date_debut <= days.date_fin, {
    error: message,
    path: ['date_fin'],
  });
}
