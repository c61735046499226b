import {
  formatMoney,
  moneyInputSchema,
  TILL_COMMENT_MAX,
  TILL_MESSAGES,
  TILL_METHOD_LABELS,
  TILL_METHODS,
  TILL_MOTIF_MAX,
  type TillMethod,
  type TillMovementDirection,
  type TillReport,
  text,
  tillMovementCreateSchema,
} from '@pelote/shared';
import * as z from 'zod';

/**
 * The till's forms: amounts are typed in FCFA ('1 500,50') and sent in hundredths through the
 * shared money parser; the texts follow the API's own rules (the API checks them again).
 */

export const TILL_FORM_MESSAGES = {
  commentRequired: 'Commentaire obligatoire pour chaque écart',
} as const;

/** '+500,00 FCFA', '-1 000,00 FCFA', '0,00 FCFA'. */
export function signedMoney(hundredths: number): string {
  return hundredths > 0 ? `+${formatMoney(hundredths)}` : formatMoney(hundredths);
}

/** 'Écart avec la dernière clôture : +500,00 FCFA'. */
export const floatGapText = (gap: number) => `Écart avec la dernière clôture : ${signedMoney(gap)}`;

export const openTillFormSchema = z.object({ fond_de_caisse: moneyInputSchema });
export type OpenTillFormValues = z.input<typeof openTillFormSchema>;

export const TILL_FORM_CATEGORY_MESSAGES = { categoryRequired: 'La catégorie est obligatoire' } as const;

/**
 * Cash in: an amount and its motif. Cash out: an amount, its category (required here, though the
 * API keeps taking a cash-out without one), and a motif required for 'Autre' only.
 */
export function movementFormSchema(sens: TillMovementDirection) {
  const isOut = sens === 'sortie';
  return z
    .object({
      montant: moneyInputSchema.refine((value) => value > 0, TILL_MESSAGES.amountAboveZero),
      categorie: isOut ? z.string().min(1, TILL_FORM_CATEGORY_MESSAGES.categoryRequired) : z.string(),
      motif: isOut
        ? tillMovementCreateSchema.shape.motif
        : text({ max: TILL_MOTIF_MAX, required: TILL_MESSAGES.motifRequired }),
    })
    .refine((values) => values.categorie !== 'autre' || values.motif !== '', {
      path: ['motif'],
      message: TILL_MESSAGES.motifRequired,
    });
}
export type MovementFormValues = z.input<ReturnType<typeof movementFormSchema>>;
export type MovementFormOutput = z.output<ReturnType<typeof movementFormSchema>>;

/** What was counted, per method, as typed. */
export type CountFormValues = Record<TillMethod, string>;
export type Counts = Partial<Record<TillMethod, number>>;

export const emptyCounts = (): CountFormValues =>
  Object.fromEntries(TILL_METHODS.map((method) => [method, ''])) as CountFormValues;

/**
 * The methods to count: cash always, and each mobile-money method the session took (its takings in
 * the X report), in the fixed order. What is expected is never shown at this step.
 */
export function methodsToCount(report: Pick<TillReport, 'encaissements' | 'attendus'>): TillMethod[] {
  return TILL_METHODS.filter(
    (method) =>
      method === 'especes' ||
      (report.encaissements[method] ?? 0) !== 0 ||
      (report.attendus[method] ?? 0) !== 0,
  );
}

/** 'Espèces comptées', 'Orange Money compté'. */
export const countLabel = (method: TillMethod) =>
  method === 'especes' ? 'Espèces comptées' : `${TILL_METHOD_LABELS[method]} compté`;

/** The count form's schema for the given methods: each a non-negative amount. */
export function countFormSchema(methods: readonly TillMethod[]) {
  return z.object(Object.fromEntries(methods.map((method) => [method, moneyInputSchema]))) as z.ZodType<
    Counts,
    Partial<CountFormValues>
  >;
}

/** One line of the close's review: expected, counted and their difference (counted − expected). */
export type CloseLine = { method: TillMethod; attendu: number; compte: number; ecart: number };

/** The review's lines: every counted method and every method expected, in the fixed order. */
export function closeLines(counts: Counts, attendus: Record<string, number>): CloseLine[] {
  return TILL_METHODS.filter((method) => counts[method] !== undefined || (attendus[method] ?? 0) !== 0).map(
    (method) => {
      const attendu = attendus[method] ?? 0;
      const compte = counts[method] ?? 0;
      return { method, attendu, compte, ecart: compte - attendu };
    },
  );
}

/** A comment for a method with a difference: required, on several lines, at most 500 characters. */
export const commentSchema = text({
  max: TILL_COMMENT_MAX,
  required: TILL_FORM_MESSAGES.commentRequired,
  multiline: true,
});

/** The review's comments, per method with a difference, as typed. */
export type CommentFormValues = Partial<Record<TillMethod, string>>;
export type Comments = Partial<Record<TillMethod, string>>;

/** The review form's schema: a comment for each method with a difference, the others ignored. */
export function commentFormSchema(lines: readonly CloseLine[]) {
  const gaps = lines.filter((line) => line.ecart !== 0).map((line) => [line.method, commentSchema]);
  return z.object(Object.fromEntries(gaps)) as z.ZodType<Comments, CommentFormValues>;
}
