import { describe, expect, it } from 'vitest';
import { formatCost, formatRate, lineMargin, marginTone, roundHundredths } from './cost-display.ts';

describe('cost display', () => {
  it('rounds hundredths half away from zero', () => {
    expect(roundHundredths(125_000.5)).toBe(125_001);
    expect(roundHundredths(125_000.49)).toBe(125_000);
    expect(roundHundredths(-0.5)).toBe(-1);
    expect(roundHundredths(-2.4)).toBe(-2);
  });

  it("shows a cost to the cent, or 'Coût inconnu'", () => {
    expect(formatCost(125_000)).toBe('1 250,00 FCFA');
    expect(formatCost(125_000.33)).toBe('1 250,00 FCFA');
    expect(formatCost(99.5)).toBe('1,00 FCFA');
    expect(formatCost(0)).toBe('0,00 FCFA');
    expect(formatCost(null)).toBe('Coût inconnu');
    expect(formatCost(undefined)).toBe('Coût inconnu');
  });

  it('shows a ratio as a French percentage with one decimal, a dash when there is none', () => {
    expect(formatRate(0.375)).toBe('37,5 %');
    expect(formatRate(0.25)).toBe('25,0 %');
    expect(formatRate(1)).toBe('100,0 %');
    expect(formatRate(0.0996)).toBe('10,0 %');
    expect(formatRate(0.0994)).toBe('9,9 %');
    expect(formatRate(-0.05)).toBe('-5,0 %');
    expect(formatRate(-1.234)).toBe('-123,4 %');
    expect(formatRate(0)).toBe('0,0 %');
    expect(formatRate(null)).toBe('—');
  });

  it('tells a negative margin from a low one', () => {
    expect(marginTone(-0.01)).toBe('negative');
    expect(marginTone(0)).toBe('low');
    expect(marginTone(0.099)).toBe('low');
    expect(marginTone(0.1)).toBe('normal');
    expect(marginTone(null)).toBe('normal');
  });

  it("computes a line's cost and margin from its frozen unit cost, none when it is unknown", () => {
    expect(lineMargin({ quantite: 5, total: 1_000_000, cout_unitaire: 125_000 })).toEqual({
      cost: 625_000,
      margin: 375_000,
    });
    expect(lineMargin({ quantite: 3, total: 30_000, cout_unitaire: 3_333.33 })).toEqual({
      cost: 10_000,
      margin: 20_000,
    });
    expect(lineMargin({ quantite: 2, total: 5_000, cout_unitaire: null })).toEqual({
      cost: null,
      margin: null,
    });
  });
});
