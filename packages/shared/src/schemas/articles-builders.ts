import * as z from 'zod';
import { parseMoney } from '../money.ts';
import { ARTICLE_MESSAGES, ARTICLE_TEXT_MAX } from './articles-fields.ts';
import { text } from './text.ts';

/** Field schemas the catalogue's per-type schemas are built from (internal to the catalogue). */

const M = ARTICLE_MESSAGES;

/**
 * A required text under the shared text rules (`text.ts`): missing or blank gives `required`, and
 * nothing else; `multiline` takes line breaks (descriptions).
 */
export function requiredText(
  required: string,
  max = ARTICLE_TEXT_MAX,
  tooLong: string = M.textTooLong,
  multiline = false,
) {
  return text({ required, max, tooLong, multiline });
}

/** An optional text under the shared text rules: missing or null gives ''. */
export function optionalText(max = ARTICLE_TEXT_MAX, tooLong: string = M.textTooLong, multiline = false) {
  return text({ max, tooLong, multiline, notText: M.invalidBody })
    .nullish()
    .transform((value) => value ?? '');
}

/** One of `values`; blank gives `required`, anything else outside the list gives `invalid`. */
export function choice<const Values extends readonly [string, ...string[]]>(
  values: Values,
  required: string,
  invalid: string = required,
) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .pipe(z.enum(values, { error: invalid }));
}

/** The schema, or `fallback` when the value is missing or null (a blank value is still checked). */
export function orDefault<Schema extends z.ZodType>(schema: Schema, fallback: z.output<Schema>) {
  return schema.nullish().transform((value): z.output<Schema> => value ?? fallback);
}

type IntRule = {
  required: string;
  invalid: string;
  min: number;
  minMessage: string;
  max: number;
  /** Default: the quantity's 'too large' message. */
  maxMessage?: string;
};

/** A whole number sent as a number or as text ('50'); the form fields give text. */
export function intLike(rule: IntRule) {
  return z.union([z.string(), z.number()], { error: rule.required }).transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : value.trim();
    if (text === '') {
      ctx.issues.push({ code: 'custom', message: rule.required, input: value });
      return z.NEVER;
    }
    if (!/^[+-]?\d+$/.test(text)) {
      ctx.issues.push({ code: 'custom', message: rule.invalid, input: value });
      return z.NEVER;
    }
    const number = Number(text);
    if (number < rule.min) {
      ctx.issues.push({ code: 'custom', message: rule.minMessage, input: value });
      return z.NEVER;
    }
    if (number > rule.max) {
      ctx.issues.push({ code: 'custom', message: rule.maxMessage ?? M.quantityTooLarge, input: value });
      return z.NEVER;
    }
    return number;
  });
}

/** Which prices a type accepts: strictly positive (most products) or zero and up. */
export type PriceRule = { required: string; positive: boolean };

function checkPrice(hundredths: number, rule: PriceRule, ctx: z.RefinementCtx, input: unknown) {
  if (rule.positive && hundredths <= 0) {
    ctx.issues.push({ code: 'custom', message: M.pricePositive, input });
    return false;
  }
  if (hundredths < 0) {
    ctx.issues.push({ code: 'custom', message: M.priceNegative, input });
    return false;
  }
  return true;
}

/**
 * A price typed in a form, in FCFA with up to 2 decimals ('1 500,50'), to integer hundredths
 * (150050) without any float arithmetic.
 */
export function priceInput(rule: PriceRule) {
  return z.union([z.string(), z.number()], { error: rule.required }).transform((value, ctx) => {
    if (typeof value === 'string' && value.trim() === '') {
      ctx.issues.push({ code: 'custom', message: rule.required, input: value });
      return z.NEVER;
    }
    const hundredths = parseMoney(value);
    if (hundredths === null) {
      ctx.issues.push({ code: 'custom', message: M.priceInvalid, input: value });
      return z.NEVER;
    }
    return checkPrice(hundredths, rule, ctx, value) ? hundredths : z.NEVER;
  });
}

/** A price as the API carries it: integer hundredths, as a number or as text ('150000'). */
export function priceHundredths(rule: PriceRule) {
  return z.union([z.string(), z.number()], { error: rule.required }).transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : value.trim();
    if (text === '') {
      ctx.issues.push({ code: 'custom', message: rule.required, input: value });
      return z.NEVER;
    }
    const number = /^[+-]?\d+$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isSafeInteger(number)) {
      ctx.issues.push({ code: 'custom', message: M.priceHundredths, input: value });
      return z.NEVER;
    }
    return checkPrice(number, rule, ctx, value) ? number : z.NEVER;
  });
}
