/**
 * Barcodes of the catalogue, read alike by the server (validation, lookup, labels) and by the
 * screens (camera and hand scanner):
 * - a code of 8, 12 or 13 digits is a GTIN (EAN-8, UPC-A, EAN-13) and must carry a valid check
 *   digit (weights 3 and 1 from the right, the last digit excluded);
 * - any other visible ASCII text of 1 to 48 characters (no space) is printed as Code 128;
 * - internal codes, given by the server to an article created without one, are EAN-13 starting
 *   with 2 (a prefix kept for in-store codes) followed by a sequence number.
 */

export const BARCODE_MAX = 48;
/** Visible ASCII, no space: what a Code 128 label prints and a hand scanner types back. */
const PRINTABLE = /^[\x21-\x7e]+$/;
const DIGITS = /^\d+$/;
const GTIN_LENGTHS: Readonly<Record<number, BarcodeKind>> = { 8: 'ean8', 12: 'upca', 13: 'ean13' };

export type BarcodeKind = 'ean13' | 'upca' | 'ean8' | 'code128';

/** The code as read or typed: without the blanks around it (a hand scanner may add some). */
export const normaliseBarcode = (code: string): string => code.trim();

/**
 * The check digit of a GTIN body (the digits before the check digit; 7 for EAN-8, 11 for UPC-A,
 * 12 for EAN-13): weights 3, 1, 3, ... from the right. Throws on anything but digits.
 */
export function gtinCheckDigit(body: string): number {
  if (!DIGITS.test(body)) throw new Error(`gtinCheckDigit: digits expected, got '${body}'`);
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48;
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** Whether an EAN-8, UPC-A or EAN-13 (all digits, length 8, 12 or 13) ends with its right check digit. */
export function hasValidCheckDigit(code: string): boolean {
  if (!DIGITS.test(code) || !(code.length in GTIN_LENGTHS)) return false;
  return gtinCheckDigit(code.slice(0, -1)) === Number(code.at(-1));
}

/** A code of 8, 12 or 13 digits: one that must carry a check digit. */
export const isGtinShaped = (code: string): boolean => DIGITS.test(code) && code.length in GTIN_LENGTHS;

/**
 * How the (normalised) code is printed: 'ean13', 'upca', 'ean8' for 13, 12 or 8 digits with a
 * valid check digit, 'code128' for any other visible ASCII text of at most 48 characters, null for
 * a code Pelote does not take (blank, too long, a space or accent, a GTIN with a wrong check digit).
 */
export function barcodeKind(code: string): BarcodeKind | null {
  if (code.length === 0 || code.length > BARCODE_MAX || !PRINTABLE.test(code)) return null;
  if (isGtinShaped(code)) return hasValidCheckDigit(code) ? (GTIN_LENGTHS[code.length] ?? null) : null;
  return 'code128';
}

/** Why a (normalised) code is refused: its shape, its check digit, or null when it is fine. */
export function barcodeProblem(code: string): 'invalid' | 'checkDigit' | null {
  if (code.length === 0 || code.length > BARCODE_MAX || !PRINTABLE.test(code)) return 'invalid';
  return isGtinShaped(code) && !hasValidCheckDigit(code) ? 'checkDigit' : null;
}

/** The prefix of the internal codes: EAN-13 '2…' numbers are kept for in-store use. */
export const INTERNAL_BARCODE_PREFIX = '2';

/**
 * The internal EAN-13 of sequence number `n`: '2', n on 11 digits, the check digit. The database
 * computes the same (function `ean13_interne`) as the default of `articles.code_barre`.
 */
export function internalBarcode(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0 || n >= 1e11) throw new Error(`internalBarcode: bad number ${n}`);
  const body = `${INTERNAL_BARCODE_PREFIX}${String(n).padStart(11, '0')}`;
  return `${body}${gtinCheckDigit(body)}`;
}

/** Whether the code is one the server gives: an EAN-13 starting with 2 with a valid check digit. */
export const isInternalCode = (code: string): boolean =>
  code.length === 13 && code.startsWith(INTERNAL_BARCODE_PREFIX) && hasValidCheckDigit(code);

/**
 * The codes under which an article may be stored for a code read: the code itself, and for a
 * UPC-A its EAN-13 form (a leading 0) and back, since scanners report a UPC-A either way.
 */
export function equivalentBarcodes(code: string): string[] {
  if (DIGITS.test(code) && code.length === 12) return [code, `0${code}`];
  if (DIGITS.test(code) && code.length === 13 && code.startsWith('0')) return [code, code.slice(1)];
  return [code];
}
