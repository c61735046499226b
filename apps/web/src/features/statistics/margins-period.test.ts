import { describe, expect, it } from 'vitest';
import { monthPeriod } from './margins-period';

describe('the calendar months of the margins', () => {
  it('gives this month up to today, and whole months before it', () => {
    expect(monthPeriod(0, '2026-11-23')).toEqual({ debut: '2026-11-01', fin: '2026-11-23' });
    expect(monthPeriod(-1, '2026-11-23')).toEqual({ debut: '2026-10-01', fin: '2026-10-31' });
    expect(monthPeriod(-1, '2026-03-31')).toEqual({ debut: '2026-02-01', fin: '2026-02-28' });
    expect(monthPeriod(-1, '2026-01-15')).toEqual({ debut: '2025-12-01', fin: '2025-12-31' });
  });
});
