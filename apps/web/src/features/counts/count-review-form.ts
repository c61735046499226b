import { type CountValidateInput, countValidateSchema, type StockReason } from '@pelote/shared';
import * as z from 'zod';

/**
 * The reasons of a count's differences as chosen: one per differing line (a loss takes a loss's
 * reason, a gain a gain's), '' until chosen. The body of POST /Inventaires/{id}/valider is checked
 * by the route's own schema (countValidateSchema), with the rule the screen adds: every difference
 * has its reason.
 */

export type ReviewLineValues = { ligne: number; perte: boolean; motif: StockReason | '' };
export type ReviewFormValues = { motifs: ReviewLineValues[] };

/** The differing lines of the count, keeping the reasons already chosen for the same line and sense. */
export function reviewLines(
  lines: readonly { id: number; ecart: number }[],
  chosen: readonly ReviewLineValues[] = [],
): ReviewLineValues[] {
  return lines
    .filter((line) => line.ecart !== 0)
    .map((line) => {
      const perte = line.ecart < 0;
      const before = chosen.find((item) => item.ligne === line.id && item.perte === perte);
      return { ligne: line.id, perte, motif: before?.motif ?? '' };
    });
}

/** Which lines differ, and in which sense: the reasons chosen hold while it stays the same. */
export const differencesOf = (lines: readonly ReviewLineValues[]) =>
  lines.map((line) => `${line.ligne}${line.perte ? '-' : '+'}`).join(',');

/** The resolver's schema; its output is the body as built. `missing` is the message of a reason not chosen. */
export function reviewFormSchema(missing: string) {
  return z.custom<ReviewFormValues>().transform((values, ctx): CountValidateInput => {
    values.motifs.forEach((line, index) => {
      if (line.motif === '')
        ctx.addIssue({ code: 'custom', message: missing, path: ['motifs', index, 'motif'] });
    });
    const body = {
      motifs: Object.fromEntries(
        values.motifs.flatMap((line) => (line.motif === '' ? [] : [[String(line.ligne), line.motif]])),
      ),
    };
    for (const issue of countValidateSchema.safeParse(body).error?.issues ?? []) {
      // A line's issue is keyed by its id in the body: it shows under that line's reason.
      const [first, id] = issue.path;
      const index = values.motifs.findIndex((line) => String(line.ligne) === id);
      const path = first === 'motifs' && index !== -1 ? ['motifs', index, 'motif'] : issue.path;
      ctx.addIssue({ code: 'custom', message: issue.message, path });
    }
    return body;
  });
}
