import { describe, expect, it } from 'vitest';
import {
  formatMoney,
  formatWholeMoney,
  MONEY_MESSAGES,
  moneyInputSchema,
  moneySchema,
  parseMoney,
  toMoneyInput,
} from './money.ts';

describe('formatMoney', () => {
  it.each([
    [150000, '1 500,00 FCFA'],
    [0, '0,00 FCFA'],
    [1, '0,01 FCFA'],
    [7, '0,07 FCFA'],
    [99, '0,99 FCFA'],
    [100, '1,00 FCFA'],
    [99999, '999,99 FCFA'],
    [100000, '1 000,00 FCFA'],
    [123456789, '1 234 567,89 FCFA'],
    [100000000000, '1 000 000 000,00 FCFA'],
    [-2550, '-25,50 FCFA'],
    [-150000, '-1 500,00 FCFA'],
    [Number.MAX_SAFE_INTEGER, '90 071 992 547 409,91 FCFA'],
  ])('%d hundredths → %s', (hundredths, text) => {
    expect(formatMoney(hundredths)).toBe(text);
  });

  it('writes 1 500,00 FCFA byte for byte (plain ASCII spaces)', () => {
    const text = formatMoney(150000);
    expect(text).toBe('1 500,00 FCFA');
    expect([...text].every((char) => char.charCodeAt(0) < 128)).toBe(true);
  });

  it.each([null, undefined, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    '%s → 0,00 FCFA',
    (value) => {
      expect(formatMoney(value)).toBe('0,00 FCFA');
    },
  );

  it('rounds a stray fraction of a hundredth and never shows -0', () => {
    expect(formatMoney(1999.6)).toBe('20,00 FCFA');
    expect(formatMoney(-0.4)).toBe('0,00 FCFA');
    expect(formatMoney(-0)).toBe('0,00 FCFA');
  });
});

describe('parseMoney', () => {
  it.each<[string | number, number]>([
    ['19.99', 1999],
    ['19,99', 1999],
    ['1 500', 150000],
    ['1 500,5', 150050],
    ['1 234 567,89', 123456789],
    ['1\u00A0500,00', 150000],
    ['1\u202F500', 150000],
    ['1500', 150000],
    ['  42  ', 4200],
    ['0', 0],
    ['0.07', 7],
    ['0,1', 10],
    ['19.', 1900],
    ['-5', -500],
    ['-0', 0],
    ['+3,5', 350],
    [0.1, 10],
    [0.07, 7],
    [19.99, 1999],
    [1.1, 110],
    [1500, 150000],
    [-25.5, -2550],
  ])('%j → %d', (input, hundredths) => {
    expect(parseMoney(input)).toBe(hundredths);
  });

  it('gives hundredths without float error where multiplying would not', () => {
    expect(1.1 * 100).not.toBe(110);
    expect(parseMoney(1.1)).toBe(110);
    expect(parseMoney('4.35')).toBe(435);
    expect(4.35 * 100).not.toBe(435);
  });

  it.each<string | number>([
    '',
    '   ',
    'abc',
    '12abc',
    '1.234',
    '19.999',
    '1,2,3',
    '1 50',
    '1  500',
    '.5',
    '--5',
    '5-',
    '1e3',
    19.999,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    1e21,
    '99999999999999999999',
  ])('%j → null', (input) => {
    expect(parseMoney(input)).toBeNull();
  });
});

describe('toMoneyInput', () => {
  it.each([
    [1999, '19.99'],
    [150000, '1500.00'],
    [0, '0.00'],
    [5, '0.05'],
    [-2550, '-25.50'],
  ])('%d → %s', (hundredths, text) => {
    expect(toMoneyInput(hundredths)).toBe(text);
  });

  it('gives an empty field for no value', () => {
    expect(toMoneyInput(null)).toBe('');
    expect(toMoneyInput(undefined)).toBe('');
    expect(toMoneyInput(Number.NaN)).toBe('');
  });

  it('round-trips through parseMoney', () => {
    for (const hundredths of [0, 7, 1999, 150000, 123456789]) {
      expect(parseMoney(toMoneyInput(hundredths))).toBe(hundredths);
    }
  });
});

describe('moneyInputSchema', () => {
  it('turns text or a number in currency units into hundredths', () => {
    expect(moneyInputSchema.parse('1 500,50')).toBe(150050);
    expect(moneyInputSchema.parse(19.99)).toBe(1999);
    expect(moneyInputSchema.parse('0')).toBe(0);
  });

  it.each([
    ['', MONEY_MESSAGES.required],
    ['  ', MONEY_MESSAGES.required],
    ['abc', MONEY_MESSAGES.invalid],
    ['19.999', MONEY_MESSAGES.invalid],
    [Number.NaN, MONEY_MESSAGES.invalid],
    ['-5', MONEY_MESSAGES.negative],
    [null, MONEY_MESSAGES.invalid],
    [undefined, MONEY_MESSAGES.invalid],
  ])('%j → %s', (input, message) => {
    const result = moneyInputSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it('has French messages', () => {
    expect(MONEY_MESSAGES).toEqual({
      required: 'Le montant est requis',
      invalid: 'Le montant doit être un nombre avec au plus 2 décimales',
      negative: 'Le montant ne peut pas être négatif',
    });
  });
});

describe('moneySchema', () => {
  it('accepts a non-negative integer count of hundredths', () => {
    expect(moneySchema.parse(150000)).toBe(150000);
    expect(moneySchema.parse(0)).toBe(0);
  });

  it.each([
    [19.99, MONEY_MESSAGES.invalid],
    [-1, MONEY_MESSAGES.negative],
    ['150000', MONEY_MESSAGES.invalid],
  ])('%j → %s', (input, message) => {
    expect(moneySchema.safeParse(input).error?.issues[0]?.message).toBe(message);
  });
});

describe('formatWholeMoney', () => {
  it.each([
    [1250000, '12 500 FCFA'],
    [0, '0 FCFA'],
    [-50000, '-500 FCFA'],
    [150050, '1 501 FCFA'],
    [149, '1 FCFA'],
    [-20, '0 FCFA'],
    [null, '0 FCFA'],
  ])('%s → %s', (hundredths, text) => {
    expect(formatWholeMoney(hundredths)).toBe(text);
  });
});
