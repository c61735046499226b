import * as z from 'zod';
import { CURRENCY_LABEL } from './constants.ts';

/**
 * Money is an integer count of hundredths everywhere: 150000 is 1 500,00 FCFA.
 * Formatting and parsing work on digit strings and integers only, so no float error can creep in.
 */

export const MONEY_MESSAGES = {
  required: 'Le montant est requis',
  invalid: 'Le montant doit être un nombre avec au plus 2 décimales',
  negative: 'Le montant ne peut pas être négatif',
} as const;

/** Groups an unsigned digit string by thousands with plain ASCII spaces: '1234567' → '1 234 567'. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}

/** Sign, whole units and the two-digit hundredths of an amount; null when it is not a finite number. */
function splitHundredths(hundredths: number | null | undefined) {
  if (typeof hundredths !== 'number' || !Number.isFinite(hundredths)) return null;
  const value = BigInt(Math.round(hundredths));
  const abs = value < 0n ? -value : value;
  return {
    sign: value < 0n ? '-' : '',
    units: (abs / 100n).toString(),
    cents: (abs % 100n).toString().padStart(2, '0'),
  };
}

/** '1 500,00 FCFA' for 150000: French grouping, comma decimal, always 2 decimals; nothing usable → '0,00 FCFA'. */
export function formatMoney(hundredths: number | null | undefined): string {
  const parts = splitHundredths(hundredths) ?? { sign: '', units: '0', cents: '00' };
  return `${parts.sign}${groupThousands(parts.units)},${parts.cents} ${CURRENCY_LABEL}`;
}

/**
 * '12 500 FCFA' for 1250000: whole francs, as a printed ticket shows them (the franc has no cents in
 * the shop; a stray half franc rounds away from zero); nothing usable → '0 FCFA'.
 */
export function formatWholeMoney(hundredths: number | null | undefined): string {
  const parts = splitHundredths(hundredths);
  if (!parts) return `0 ${CURRENCY_LABEL}`;
  const units = BigInt(parts.units) + (Number(parts.cents) >= 50 ? 1n : 0n);
  const sign = units === 0n ? '' : parts.sign;
  return `${sign}${groupThousands(units.toString())} ${CURRENCY_LABEL}`;
}

/** The value to put in a money input field: 1999 → '19.99', 150000 → '1500.00'; nothing usable → ''. */
export function toMoneyInput(hundredths: number | null | undefined): string {
  const parts = splitHundredths(hundredths);
  return parts ? `${parts.sign}${parts.units}.${parts.cents}` : '';
}

// Whole part either plain digits or groups of three separated by a space (ASCII, no-break or narrow
// no-break); then at most 2 decimals after '.' or ','.
const MONEY_PATTERN = /^([+-])?(\d+|\d{1,3}(?:[ \u00A0\u202F]\d{3})+)(?:[.,](\d{0,2}))?$/;

/**
 * Currency units (text typed by a user, or a number) to integer hundredths:
 * '19,99' → 1999, '1 500' → 150000, 0.1 → 10. Anything else, including a third decimal, → null.
 */
export function parseMoney(input: string | number): number | null {
  if (typeof input === 'number' && !Number.isFinite(input)) return null;
  // A number is read through its shortest decimal form (0.1 → '0.1'), never multiplied as a float.
  const text = typeof input === 'number' ? String(input) : input.trim();
  const match = MONEY_PATTERN.exec(text);
  if (!match) return null;
  const [, sign, whole = '', decimals = ''] = match;
  const magnitude = Number(`${whole.replace(/\D/g, '')}${decimals.padEnd(2, '0')}`);
  if (!Number.isSafeInteger(magnitude)) return null;
  return sign === '-' && magnitude !== 0 ? -magnitude : magnitude;
}

/** A money amount as the API carries it: a non-negative integer count of hundredths. */
export const moneySchema = z
  .number({ error: MONEY_MESSAGES.invalid })
  .int(MONEY_MESSAGES.invalid)
  .min(0, MONEY_MESSAGES.negative)
  .max(Number.MAX_SAFE_INTEGER, MONEY_MESSAGES.invalid);

/** A form's money field: text or number in currency units in, non-negative hundredths out. */
export const moneyInputSchema = z
  .union([z.string(), z.number()], { error: MONEY_MESSAGES.invalid })
  .transform((value, ctx) => {
    if (typeof value === 'string' && value.trim() === '') {
      ctx.issues.push({ code: 'custom', message: MONEY_MESSAGES.required, input: value });
      return z.NEVER;
    }
    const hundredths = parseMoney(value);
    if (hundredths === null) {
      ctx.issues.push({ code: 'custom', message: MONEY_MESSAGES.invalid, input: value });
      return z.NEVER;
    }
    if (hundredths < 0) {
      ctx.issues.push({ code: 'custom', message: MONEY_MESSAGES.negative, input: value });
      return z.NEVER;
    }
    return hundredths;
  });
