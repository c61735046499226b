import { describe, expect, it } from 'vitest';
import { matchStatement, type StatementLine, type TypedPayment } from './matching.ts';

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 9, minutes));
const line = (ligne: number, reference: string, montant: number, minutes: number): StatementLine => ({
  ligne,
  reference,
  montant,
  frais: 100,
  date: at(minutes),
});
const typed = (id: number, reference: string | null, montant: number, minutes: number): TypedPayment => ({
  id,
  kind: 'paiement',
  reference,
  montant,
  date: at(minutes),
});

describe('matchStatement', () => {
  it('flags exactly an invented reference, a wrong amount and a payment received but not typed', () => {
    const lines = Array.from({ length: 10 }, (_, n) => line(n + 1, `OM${n}`, (n + 1) * 100_000, n));
    const payments = Array.from({ length: 10 }, (_, n) => typed(n + 1, `OM${n}`, (n + 1) * 100_000, n));
    // Payment 3 was typed with an invented reference and never reached the wallet.
    payments[2] = typed(3, 'FAUX-123', 999_900, 2);
    // Payment 5 was typed for 4 000 instead of 5 000.
    payments[4] = typed(5, 'OM4', 400_000, 4);
    // Line 8 came in but nobody typed it.
    payments.splice(7, 1);
    const result = matchStatement(lines, payments, { windowMinutes: 120 });
    const flagged = result.lignes.filter((match) => match.etat !== 'rapproche');
    expect(flagged.map((match) => [match.ligne, match.etat, match.ecart])).toEqual([
      [3, 'encaisse_non_saisi', 0],
      [5, 'montant_different', 100_000],
      [8, 'encaisse_non_saisi', 0],
    ]);
    expect(result.absents.map((payment) => payment.reference)).toEqual(['FAUX-123']);
  });

  it('matches by amount and time what has no reference in common, the closest first', () => {
    const result = matchStatement(
      [line(1, 'W-1', 250_000, 30)],
      [typed(1, null, 250_000, 0), typed(2, null, 250_000, 25), typed(3, null, 250_000, 200)],
      { windowMinutes: 60 },
    );
    expect(result.lignes[0]).toMatchObject({ etat: 'rapproche', paiement: { id: 2 }, par: 'montant_heure' });
    expect(result.absents.map((payment) => payment.id)).toEqual([1, 3]);
  });

  it('compares references without spaces or case', () => {
    const result = matchStatement(
      [line(1, ' pp2611.1234 ', 100_000, 0)],
      [typed(9, 'PP2611.1234', 100_000, 300)],
      {
        windowMinutes: 10,
      },
    );
    expect(result.lignes[0]).toMatchObject({ etat: 'rapproche', par: 'reference' });
  });
});
