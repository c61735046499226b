import * as z from 'zod';
import { todayIso } from '../dates.ts';
import { MONEY_MESSAGES } from '../money.ts';
import { bodyId } from './common.ts';
import {
  DEFAULT_ENTRY_TYPE,
  ENTRY_PRICE_MAX,
  ENTRY_TYPES,
  FIRST_ENTRY_DAY,
  ENTRY_MESSAGES as M,
} from './entry-messages.ts';
import { optionalText as checkedOptionalText, text, quantity as wholeQuantity } from './text.ts';

/** The fields a stock entry's payloads and form share (not exported by the package). */

export const quantity = wholeQuantity({ message: M.quantityAboveZero, tooLarge: M.quantityTooLarge });
/** Hundredths, above 0. */
export const price = z
  .number({ error: M.priceAboveZero })
  .int(MONEY_MESSAGES.invalid)
  .min(1, M.priceAboveZero)
  .max(ENTRY_PRICE_MAX, M.priceTooLarge);

export function requiredText(required: string, max: number, tooLong: string) {
  return text({ required, max, tooLong });
}

/** Blank, null or missing → null; `multiline` takes line breaks (a comment). */
export function optionalText(max: number, tooLong: string, multiline = false) {
  return checkedOptionalText({ max, tooLong, multiline, notText: M.textInvalid, empty: null });
}

const isDay = (text: string) => z.iso.date().safeParse(text).success;
const isInstant = (text: string) => z.iso.datetime({ offset: true }).safeParse(text).success;
/** The shop day ('yyyy-mm-dd') of a day or an instant. */
const dayOf = (text: string) => (isDay(text) ? text : todayIso(undefined, new Date(text)));

/**
 * The entry date: a day ('2026-11-22') or an instant (ISO 8601 with its offset), from 2000 up to
 * today in the shops' time zone. The server stores a day as the current instant when it is today,
 * else as that day's midnight.
 */
export const entryDate = z
  .string({ error: M.dateRequired })
  .trim()
  .min(1, { error: M.dateRequired, abort: true })
  .refine((text) => isDay(text) || isInstant(text), { error: M.dateInvalid, abort: true })
  .refine((text) => dayOf(text) >= FIRST_ENTRY_DAY, { error: M.dateInvalid, abort: true })
  .refine((text) => dayOf(text) <= todayIso(), M.dateFuture);

export const entryType = z
  .enum(ENTRY_TYPES, { error: M.typeInvalid })
  .nullish()
  .transform((value) => value ?? DEFAULT_ENTRY_TYPE);

/** Informational: empty or 'Produit' accepts any article, else it must name the article's type. */
export const productType = checkedOptionalText({
  max: 50,
  tooLong: M.productTypeInvalid,
  invalid: M.productTypeInvalid,
  notText: M.productTypeInvalid,
  empty: null,
});

/** An id picked in the form: its select's text, a positive id. */
export const pickedId = (message: string) =>
  z
    .string({ error: message })
    .regex(/^[1-9]\d{0,9}$/, message)
    .transform(Number)
    .pipe(bodyId(message));
