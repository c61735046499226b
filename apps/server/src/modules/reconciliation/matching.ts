/**
 * Matching an operator's statement to what the shop typed in (docs/architecture.md, 'Mobile-money
 * reconciliation'): a pure function, so the import's dry run and the import itself decide alike.
 *
 * 1. By reference: the operator's transaction id is unique per operator, and Pelote keeps each
 *    payment's and instalment's. Same reference, same amount: 'rapproche'; another amount:
 *    'montant_different' (the gap kept).
 * 2. Then by amount and time, for what has no reference in common: a statement line takes the
 *    typed payment of the same amount closest in time within the window (a tie: the lower id).
 * 3. What is left: a statement line is 'encaisse_non_saisi' (received, not typed in); a typed
 *    payment of the statement's period is 'absent_du_releve' (typed in, never received: the
 *    dangerous one).
 * Amounts in hundredths; the operator's fees are kept apart and never part of the comparison.
 */

export const MATCH_STATES = [
  'rapproche',
  'montant_different',
  'encaisse_non_saisi',
  'absent_du_releve',
] as const;
export type MatchState = (typeof MATCH_STATES)[number];

export type StatementLine = { ligne: number; reference: string; montant: number; frais: number; date: Date };
export type TypedPayment = {
  id: number;
  kind: 'paiement' | 'versement';
  reference: string | null;
  montant: number;
  date: Date;
};

export type LineMatch = {
  ligne: number;
  etat: Exclude<MatchState, 'absent_du_releve'>;
  paiement: Pick<TypedPayment, 'id' | 'kind'> | null;
  /** Statement minus typed, for 'montant_different'; 0 otherwise. */
  ecart: number;
  /** How it was matched: by reference, or by amount and time. */
  par: 'reference' | 'montant_heure' | null;
};

export type StatementMatch<P extends TypedPayment = TypedPayment> = { lignes: LineMatch[]; absents: P[] };

/** A reference as both sides compare it: no spaces, upper case. */
export const sameReference = (reference: string) => reference.replace(/\s+/g, '').toUpperCase();

const keyOf = (payment: Pick<TypedPayment, 'id' | 'kind'>) => `${payment.kind}:${payment.id}`;

export function matchStatement<P extends TypedPayment>(
  lines: readonly StatementLine[],
  payments: readonly P[],
  options: { windowMinutes: number },
): StatementMatch<P> {
  const byReference = new Map<string, P>();
  for (const payment of payments)
    if (payment.reference) byReference.set(sameReference(payment.reference), payment);
  const taken = new Set<string>();
  const matches = new Map<number, LineMatch>();

  for (const line of lines) {
    const payment = byReference.get(sameReference(line.reference));
    if (!payment || taken.has(keyOf(payment))) continue;
    taken.add(keyOf(payment));
    const ecart = line.montant - payment.montant;
    matches.set(line.ligne, {
      ligne: line.ligne,
      etat: ecart === 0 ? 'rapproche' : 'montant_different',
      paiement: { id: payment.id, kind: payment.kind },
      ecart,
      par: 'reference',
    });
  }

  const windowMs = options.windowMinutes * 60_000;
  const unmatched = [...lines]
    .filter((line) => !matches.has(line.ligne))
    .sort((a, b) => a.date.getTime() - b.date.getTime() || a.ligne - b.ligne);
  for (const line of unmatched) {
    const candidates = payments
      .filter(
        (payment) =>
          !taken.has(keyOf(payment)) &&
          payment.montant === line.montant &&
          Math.abs(payment.date.getTime() - line.date.getTime()) <= windowMs &&
          // A payment whose reference is another line's is that line's, not this one's.
          !(
            payment.reference &&
            lines.some((other) => sameReference(other.reference) === sameReference(payment.reference ?? ''))
          ),
      )
      .sort(
        (a, b) =>
          Math.abs(a.date.getTime() - line.date.getTime()) -
            Math.abs(b.date.getTime() - line.date.getTime()) || a.id - b.id,
      );
    const payment = candidates[0];
    if (payment) taken.add(keyOf(payment));
    matches.set(line.ligne, {
      ligne: line.ligne,
      etat: payment ? 'rapproche' : 'encaisse_non_saisi',
      paiement: payment ? { id: payment.id, kind: payment.kind } : null,
      ecart: 0,
      par: payment ? 'montant_heure' : null,
    });
  }

  return {
    lignes: lines.map((line) => matches.get(line.ligne) as LineMatch),
    absents: payments.filter((payment) => !taken.has(keyOf(payment))),
  };
}
