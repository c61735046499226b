/**
 * Phone numbers as clients are matched by them: 'the same number' whatever the spaces, dots,
 * dashes or brackets typed. A number without a country code is an Ivorian one (+225); one written
 * with its code (+33…, 0033…) keeps it. A number already stored keeps its text: only comparisons
 * go through this form.
 */

export const DEFAULT_COUNTRY_CODE = '225';

const SEPARATORS = /[\s.\-()/\u00A0\u202F]/g;

/**
 * '07 01 02 03 04' → '+2250701020304'; '+33 6 12 34 56 78' → '+33612345678'; '00225 07…' → '+22507…';
 * something that is not a phone number (letters, too few or too many digits) → null.
 */
export function normalizePhone(value: string): string | null {
  const compact = value.trim().replace(SEPARATORS, '');
  let digits: string;
  if (compact.startsWith('+')) digits = compact.slice(1);
  else if (compact.startsWith('00')) digits = compact.slice(2);
  else if (compact.startsWith(DEFAULT_COUNTRY_CODE) && compact.length === 13) digits = compact;
  else digits = `${DEFAULT_COUNTRY_CODE}${compact}`;
  if (!/^\d{8,15}$/.test(digits)) return null;
  return `+${digits}`;
}

/** The last 8 digits of a number: what a database search may narrow candidates with. */
export function phoneTail(value: string): string {
  return value.replace(/\D/g, '').slice(-8);
}
