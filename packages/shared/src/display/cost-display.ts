import { formatMoney } from '../money.ts';
import { COST_MESSAGES, LOW_MARGIN_RATE } from '../schemas/costs.ts';

/**
 * How costs and margins read on screen (direction only). Costs come in hundredths, possibly with
 * decimals of a hundredth (a weighted average cost: 125000.33); they are shown to the cent,
 * rounded half away from zero. An unknown cost says so, never a 0 or a 100 % margin.
 */

export const COST_TEXTS = {
  averageCost: 'Coût moyen (CMP)',
  unknown: COST_MESSAGES.unknownCost,
  /** A margin rate that cannot be computed (no revenue of known cost). */
  noRate: '—',
} as const;

/** Hundredths with decimals to whole hundredths, half away from zero: 0.5 → 1, -0.5 → -1. */
export function roundHundredths(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

/** '1 250,00 FCFA' for 125000.4, 'Coût inconnu' for null or undefined. */
export function formatCost(cost: number | null | undefined): string {
  if (typeof cost !== 'number' || !Number.isFinite(cost)) return COST_TEXTS.unknown;
  return formatMoney(roundHundredths(cost));
}

/**
 * A ratio as a French percentage with one decimal: 0.375 → '37,5 %', -0.05 → '-5,0 %';
 * null (no revenue of known cost) → '—'.
 */
export function formatRate(ratio: number | null | undefined): string {
  if (typeof ratio !== 'number' || !Number.isFinite(ratio)) return COST_TEXTS.noRate;
  const tenths = roundHundredths(ratio * 1000);
  const sign = tenths < 0 ? '-' : '';
  const abs = Math.abs(tenths);
  return `${sign}${Math.trunc(abs / 10)},${abs % 10} %`;
}

/** Which tone a margin takes: 'negative' (red) below zero, 'low' under 10 %, else 'normal'. */
export function marginTone(rate: number | null | undefined): 'negative' | 'low' | 'normal' {
  if (typeof rate !== 'number') return 'normal';
  if (rate < 0) return 'negative';
  return rate < LOW_MARGIN_RATE ? 'low' : 'normal';
}

/**
 * A sale line's cost and margin: quantity × frozen unit cost, and the line's total minus it;
 * both null when the cost is unknown.
 */
export function lineMargin(line: {
  quantite: number;
  total: number;
  cout_unitaire: number | null | undefined;
}): {
  cost: number | null;
  margin: number | null;
} {
  if (typeof line.cout_unitaire !== 'number') return { cost: null, margin: null };
  const cost = roundHundredths(line.quantite * line.cout_unitaire);
  return { cost, margin: line.total - cost };
}
