import { describe, expect, it } from 'vitest';
import { openDebts, reminderStep } from './account-reads.ts';

const row = (id: number, montantDu: number, extra: { venteId?: number; echeance?: string } = {}) => ({
  id,
  clientId: 1,
  montantDu,
  venteId: extra.venteId ?? null,
  magasinId: 1,
  echeance: extra.echeance ?? null,
  createdAt: new Date('2026-01-01T10:00:00Z'),
});

describe('what each credit sale still owes', () => {
  it('pays the oldest due first, and a sale lowered by its own return first', () => {
    const debts = openDebts([
      row(1, 2_000_000, { venteId: 1, echeance: '2026-02-10' }),
      row(2, 1_000_000, { venteId: 2, echeance: '2026-02-05' }),
      row(3, -1_500_000),
      row(4, -300_000, { venteId: 1 }),
    ]);
    expect(debts.map((debt) => [debt.id, debt.reste])).toEqual([
      [2, 0],
      [1, 1_200_000],
    ]);
  });
});

describe('the reminder steps', () => {
  it('due within 2 days, then 3 and 10 days late', () => {
    expect(reminderStep('2026-03-12', '2026-03-10')).toBe('bientot');
    expect(reminderStep('2026-03-13', '2026-03-10')).toBeNull();
    expect(reminderStep('2026-03-08', '2026-03-10')).toBeNull();
    expect(reminderStep('2026-03-07', '2026-03-10')).toBe('retard_3');
    expect(reminderStep('2026-02-28', '2026-03-10')).toBe('retard_10');
    expect(reminderStep(null)).toBeNull();
  });
});
