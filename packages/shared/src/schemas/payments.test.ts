import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES, paymentMethodLabel } from './payment-methods.ts';
import { paymentsInputSchema } from './payments.ts';

const messages = (value: unknown) => {
  const parsed = paymentsInputSchema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('paymentsInputSchema', () => {
  it('takes cash with what was received, and mobile money with its trimmed reference', () => {
    expect(
      paymentsInputSchema.parse([
        { methode: 'especes', montant: 100_000, montant_recu: 150_000, reference: '' },
        { methode: 'orange_money', montant: 200_000, reference: '  OM-1 ' },
      ]),
    ).toEqual([
      { methode: 'especes', montant: 100_000, montant_recu: 150_000, reference: null, echeance: null },
      { methode: 'orange_money', montant: 200_000, reference: 'OM-1', echeance: null },
    ]);
  });

  it('refuses cash short or without what was received, in French', () => {
    expect(messages([{ methode: 'especes', montant: 100_000, montant_recu: 99_999 }])).toEqual([
      PAYMENT_MESSAGES.cashTooLow,
    ]);
    expect(messages([{ methode: 'especes', montant: 100_000 }])).toEqual([PAYMENT_MESSAGES.cashTooLow]);
  });

  it('refuses mobile money without a reference, a blank one, or with cash received', () => {
    expect(messages([{ methode: 'wave', montant: 1 }])).toEqual([PAYMENT_MESSAGES.referenceRequired]);
    expect(messages([{ methode: 'wave', montant: 1, reference: ' ' }])).toEqual([
      PAYMENT_MESSAGES.referenceRequired,
    ]);
    expect(messages([{ methode: 'wave', montant: 1, reference: 'W', montant_recu: 5 }])).toEqual([
      PAYMENT_MESSAGES.receivedCashOnly,
    ]);
  });

  it('refuses a reference twice in one sale, an unknown method, a zero or fractional amount', () => {
    const twice = { methode: 'mtn_momo', montant: 1, reference: 'M-1' };
    expect(messages([twice, twice])).toEqual([PAYMENT_MESSAGES.referenceTwice]);
    expect(messages([{ methode: 'cheque', montant: 1 }])).toEqual([PAYMENT_MESSAGES.methodInvalid]);
    expect(messages([{ methode: 'wave', montant: 0, reference: 'W' }])).toEqual([
      PAYMENT_MESSAGES.amountInvalid,
    ]);
    expect(messages([{ methode: 'wave', montant: 1.5, reference: 'W' }])).toEqual([
      PAYMENT_MESSAGES.amountInvalid,
    ]);
  });

  it('names each method in French, and none as Non renseigné', () => {
    expect(paymentMethodLabel('mtn_momo')).toBe('MTN MoMo');
    expect(paymentMethodLabel(null)).toBe('Non renseigné');
    expect(PAYMENT_MESSAGES.referenceUsed('FAC-2026-M01-000001')).toBe(
      'Référence déjà utilisée pour la facture FAC-2026-M01-000001',
    );
  });
});
