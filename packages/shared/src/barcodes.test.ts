import { describe, expect, it } from 'vitest';
import {
  BARCODE_MAX,
  barcodeKind,
  barcodeProblem,
  equivalentBarcodes,
  gtinCheckDigit,
  hasValidCheckDigit,
  internalBarcode,
  isInternalCode,
  normaliseBarcode,
} from './barcodes.ts';
import { ARTICLE_MESSAGES } from './schemas/articles-fields.ts';
import { woolPayloadSchema } from './schemas/articles-inputs.ts';

// Codes printed on real products (and the standards' own examples).
const REAL = [
  ['3017620422003', 'ean13'], // Nutella 400 g
  ['5449000000996', 'ean13'], // Coca-Cola 33 cl
  ['4006381333931', 'ean13'], // Stabilo pen (the EAN-13 article's example)
  ['9780306406157', 'ean13'], // ISBN-13 example
  ['036000291452', 'upca'], // the UPC-A article's example
  ['96385074', 'ean8'], // the EAN-8 article's example
  ['73513537', 'ean8'],
] as const;

describe('check digits', () => {
  it.each(REAL)('%s carries its check digit and prints as %s', (code, kind) => {
    expect(hasValidCheckDigit(code)).toBe(true);
    expect(gtinCheckDigit(code.slice(0, -1))).toBe(Number(code.at(-1)));
    expect(barcodeKind(code)).toBe(kind);
    expect(barcodeProblem(code)).toBeNull();
  });

  it.each(REAL)('%s with any other last digit is refused', (code) => {
    for (let digit = 0; digit <= 9; digit++) {
      const wrong = `${code.slice(0, -1)}${digit}`;
      if (wrong === code) continue;
      expect(hasValidCheckDigit(wrong)).toBe(false);
      expect(barcodeKind(wrong)).toBeNull();
      expect(barcodeProblem(wrong)).toBe('checkDigit');
    }
  });

  it('catches a swap of two neighbouring digits of different weight', () => {
    expect(hasValidCheckDigit('3017620242003')).toBe(false);
  });

  it('refuses anything but digits as a body', () => {
    expect(() => gtinCheckDigit('30176204220a')).toThrow();
    expect(hasValidCheckDigit('ABCDEFGH')).toBe(false);
  });
});

describe('barcodeKind', () => {
  it('prints other visible ASCII as Code 128, digits of other lengths included', () => {
    for (const code of ['LAINE-0042', 'A', '12345', '1234567890', 'x'.repeat(BARCODE_MAX), 'a/b?c#d']) {
      expect(barcodeKind(code)).toBe('code128');
    }
  });

  it('takes no blank, space, accent, control character or over-long text', () => {
    for (const code of ['', '12 34', 'été', 'x'.repeat(BARCODE_MAX + 1), 'a\tb', '\u0000']) {
      expect(barcodeKind(code)).toBeNull();
      expect(barcodeProblem(code)).toBe('invalid');
    }
  });

  it('reads a code as typed once trimmed', () => {
    expect(normaliseBarcode(' \t3017620422003\r\n')).toBe('3017620422003');
  });
});

describe('internal codes', () => {
  it('are EAN-13 with the 2 prefix, the number on 11 digits and a valid check digit', () => {
    for (const n of [0, 1, 3, 42, 1234567, 99_999_999_999]) {
      const code = internalBarcode(n);
      expect(code).toMatch(/^2\d{12}$/);
      expect(code.slice(1, 12)).toBe(String(n).padStart(11, '0'));
      expect(hasValidCheckDigit(code)).toBe(true);
      expect(barcodeKind(code)).toBe('ean13');
      expect(isInternalCode(code)).toBe(true);
    }
    expect(internalBarcode(3)).toBe('2000000000039');
  });

  it('are told apart from supplier codes', () => {
    expect(isInternalCode('3017620422003')).toBe(false);
    expect(isInternalCode('2000000000038')).toBe(false);
    expect(isInternalCode('20000000')).toBe(false);
    expect(() => internalBarcode(1e11)).toThrow();
    expect(() => internalBarcode(-1)).toThrow();
  });
});

describe('equivalentBarcodes', () => {
  it('finds a UPC-A under its EAN-13 form and back', () => {
    expect(equivalentBarcodes('036000291452')).toEqual(['036000291452', '0036000291452']);
    expect(equivalentBarcodes('0036000291452')).toEqual(['0036000291452', '036000291452']);
    expect(equivalentBarcodes('3017620422003')).toEqual(['3017620422003']);
    expect(equivalentBarcodes('LAINE-1')).toEqual(['LAINE-1']);
  });
});

describe('the article forms’ code_barre', () => {
  const wool = { nom: 'Mérinos', prix_unitaire: 150000 };
  const issue = (code_barre: unknown) => {
    const result = woolPayloadSchema.safeParse({ ...wool, code_barre });
    return result.success ? result.data.code_barre : result.error.issues[0]?.message;
  };

  it('takes a valid GTIN or Code 128 text, trimmed, and leaves a blank one to the server', () => {
    expect(issue(' 3017620422003 ')).toBe('3017620422003');
    expect(issue('036000291452')).toBe('036000291452');
    expect(issue('LAINE-0042')).toBe('LAINE-0042');
    expect(issue('')).toBeUndefined();
    expect(issue(null)).toBeUndefined();
  });

  it('refuses a wrong check digit, then a malformed code, in French', () => {
    expect(issue('3017620422004')).toBe(ARTICLE_MESSAGES.barcodeCheckDigit);
    expect(issue('96385075')).toBe(ARTICLE_MESSAGES.barcodeCheckDigit);
    expect(issue('12 34')).toBe(ARTICLE_MESSAGES.barcodeInvalid);
  });
});
