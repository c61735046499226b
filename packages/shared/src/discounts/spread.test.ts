import { describe, expect, it } from 'vitest';
import { capPercentText, lineDiscountAmount, spreadDiscounts, spreadFrancs, withinCap } from './spread.ts';

const F = 100;

describe('spreadFrancs', () => {
  it('gives each line its share in whole francs, adding up exactly', () => {
    const shares = spreadFrancs(1000 * F, [1500 * F, 2500 * F, 4000 * F]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(1000 * F);
    // 187,5 / 312,5 / 500: the tie on the half franc goes to the larger line.
    expect(shares).toEqual([187 * F, 313 * F, 500 * F]);
  });

  it('breaks a tie between equal lines in favour of the earlier one', () => {
    expect(spreadFrancs(1 * F, [1000 * F, 1000 * F])).toEqual([1 * F, 0]);
    expect(spreadFrancs(2 * F, [1000 * F, 1000 * F, 1000 * F])).toEqual([1 * F, 1 * F, 0]);
  });

  it('never gives a line more than it is worth', () => {
    expect(spreadFrancs(2 * F, [150, 150])).toEqual([F, F]);
    expect(spreadFrancs(0, [500, 500])).toEqual([0, 0]);
  });

  it('holds the sum on large amounts', () => {
    const weights = [123_456_789_00, 987_654_321_00, 555_555_555_00];
    const shares = spreadFrancs(99_999_999_00, weights);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(99_999_999_00);
    for (const share of shares) expect(share % F).toBe(0);
  });
});

describe('spreadDiscounts', () => {
  it('makes the nets of a ticket discount add up to the total', () => {
    const result = spreadDiscounts([{ gross: 1500 * F }, { gross: 2500 * F }, { gross: 4000 * F }], 1000 * F);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.sale.lines.map((line) => line.net)).toEqual([1313 * F, 2187 * F, 3500 * F]);
    expect(result.sale.total).toBe(7000 * F);
    expect(result.sale.discount).toBe(1000 * F);
    for (const [index, exact] of [1312.5, 2187.5, 3500].entries()) {
      expect(Math.abs((result.sale.lines[index]?.net ?? 0) / F - exact)).toBeLessThanOrEqual(1);
    }
  });

  it('spreads the ticket discount over what the lines cost after their own discounts', () => {
    const result = spreadDiscounts(
      [{ gross: 2000 * F, discount: { type: 'pourcentage', valeur: 50 } }, { gross: 1000 * F }],
      200 * F,
    );
    if (!result.ok) throw new Error(result.error.message);
    expect(result.sale.lines).toEqual([
      { gross: 2000 * F, remiseLigne: 1000 * F, remiseTicketPart: 100 * F, net: 900 * F },
      { gross: 1000 * F, remiseLigne: 0, remiseTicketPart: 100 * F, net: 900 * F },
    ]);
  });

  it('refuses a line discount above the line, and a ticket discount above the ticket', () => {
    const line = spreadDiscounts([{ gross: 100 * F, discount: { type: 'montant', valeur: 101 * F } }], null);
    expect(line).toEqual({
      ok: false,
      error: { message: 'La remise dépasse le montant de la ligne', index: 0 },
    });
    const ticket = spreadDiscounts([{ gross: 100 * F }], 101 * F);
    expect(ticket).toEqual({
      ok: false,
      error: { message: 'La remise globale dépasse le montant du ticket', index: null },
    });
  });

  it('answers the lines untouched without discounts', () => {
    const result = spreadDiscounts([{ gross: 150050 }], null);
    expect(result).toEqual({
      ok: true,
      sale: {
        lines: [{ gross: 150050, remiseLigne: 0, remiseTicketPart: 0, net: 150050 }],
        gross: 150050,
        discount: 0,
        total: 150050,
      },
    });
  });
});

describe('lineDiscountAmount and caps', () => {
  it('rounds a percentage to the nearest franc', () => {
    expect(lineDiscountAmount(1234 * F, { type: 'pourcentage', valeur: 10 })).toBe(123 * F);
    expect(lineDiscountAmount(1235 * F, { type: 'pourcentage', valeur: 10 })).toBe(124 * F);
    expect(lineDiscountAmount(1000 * F, { type: 'pourcentage', valeur: 12.5 })).toBe(125 * F);
  });

  it('compares a discount with a cap in basis points', () => {
    expect(withinCap(1000 * F, 10_000 * F, 1000)).toBe(true);
    expect(withinCap(1001 * F, 10_000 * F, 1000)).toBe(false);
    expect(withinCap(5000 * F, 10_000 * F, null)).toBe(true);
    expect(capPercentText(1000)).toBe('10');
    expect(capPercentText(1250)).toBe('12,5');
  });
});
