import * as z from 'zod';
import { QUANTITY_MAX } from '../constants.ts';
import { QUANTITY_MESSAGES, TEXT_MESSAGES, textTooLongMessage } from '../messages.ts';

/**
 * Free text typed by a person (names, addresses, descriptions, searches...) follows one rule set,
 * whatever the field, so no byte can reach the database that it would refuse:
 * - the text is trimmed, then its length checked (in UTF-16 units, as `String.length` and the
 *   forms' `maxLength` count);
 * - no control character: nothing below U+0020 (NUL, escape, ...), no DEL (U+007F), no C1
 *   control (U+0080 to U+009F). A `multiline` field (an address, a description, a comment) still
 *   takes line breaks (\n, \r) and tabs; a single-line one (a name, a search) takes none;
 * - no lone surrogate (half of an emoji cut in two), which UTF-8 cannot encode.
 * A refused text answers `invalid` ('Ce texte contient un caractère non autorisé').
 */

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

function isControl(code: number, multiline: boolean): boolean {
  if (multiline && (code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN)) return false;
  return code < 0x20 || (code >= 0x7f && code <= 0x9f);
}

/** True when the text holds a character the text rules refuse. */
export function hasForbiddenCharacter(value: string, multiline = false): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (isControl(code, multiline)) return true;
    if (isHighSurrogate(code)) {
      if (!isLowSurrogate(value.charCodeAt(i + 1))) return true;
      i++;
    } else if (isLowSurrogate(code)) {
      return true;
    }
  }
  return false;
}

export type TextOptions = {
  max: number;
  /** Given: a missing or blank value answers this message, and nothing else. */
  required?: string;
  /** A shortest length (after trimming), with its message. */
  min?: number;
  tooShort?: string;
  /** Default: 'Ce texte ne peut pas dépasser {max} caractères'. */
  tooLong?: string;
  /** A refused character. Default: TEXT_MESSAGES.invalid. */
  invalid?: string;
  /** A value that is not text at all (a number, an object). Default: `required`, else TEXT_MESSAGES.notText. */
  notText?: string;
  /** Line breaks and tabs allowed (addresses, descriptions, comments). */
  multiline?: boolean;
};

/** A trimmed, checked text (see the rules above); without `required`, '' is accepted. */
export function text(options: TextOptions) {
  const invalid = options.invalid ?? TEXT_MESSAGES.invalid;
  let schema = z.string({ error: options.notText ?? options.required ?? TEXT_MESSAGES.notText }).trim();
  if (options.required) schema = schema.min(1, { error: options.required, abort: true });
  if (options.min !== undefined && options.min > 1) {
    schema = schema.min(options.min, options.tooShort ?? options.required ?? invalid);
  }
  return schema
    .max(options.max, options.tooLong ?? textTooLongMessage(options.max))
    .refine((value) => !hasForbiddenCharacter(value, options.multiline), invalid);
}

/**
 * An optional text: missing, null or blank all give `empty` ('' unless told: null for a column
 * that stores null, undefined to leave the field out of a payload).
 */
export function optionalText<const Empty extends string | null | undefined = ''>(
  options: Omit<TextOptions, 'required' | 'min' | 'tooShort'> & { empty?: Empty },
) {
  const empty = ('empty' in options ? options.empty : '') as Empty;
  return text({ ...options, notText: options.notText ?? options.invalid ?? TEXT_MESSAGES.notText })
    .nullish()
    .transform((value): string | Empty => value || empty);
}

/** A query-string text (`?q=`, `?search=`): checked like any text, a wrong one answers `invalid`. */
export function queryText(max: number, tooLong?: string) {
  return text({ max, ...(tooLong ? { tooLong } : {}), notText: TEXT_MESSAGES.invalid });
}

/**
 * A whole quantity from 1 (or `min`) up to QUANTITY_MAX. Too large (3 000 000 000 included)
 * answers its own message; anything else wrong answers `message`.
 */
export function quantity(options: { message: string; min?: number; tooLarge?: string }) {
  const { message } = options;
  return z
    .number({ error: message })
    .max(QUANTITY_MAX, { error: options.tooLarge ?? QUANTITY_MESSAGES.tooLarge, abort: true })
    .int(message)
    .min(options.min ?? 1, message);
}
