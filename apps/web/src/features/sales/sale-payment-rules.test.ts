import { describe, expect, it } from 'vitest';
import {
  cashPayment,
  changeDue,
  checkPayments,
  type PaymentDraft,
  paymentAmounts,
  remainingToPay,
} from './sale-payment-rules';

const draft = (change: Partial<PaymentDraft>): PaymentDraft => ({
  ...cashPayment(1),
  auto: false,
  ...change,
});

describe('sale payment rules', () => {
  it('pays the whole total in cash by default, received = amount', () => {
    expect(paymentAmounts([cashPayment(1)], 150_050)).toEqual([150_050]);
    expect(checkPayments([cashPayment(1)], 150_050).payload).toEqual([
      { methode: 'especes', montant: 150_050, montant_recu: 150_050 },
    ]);
  });

  it("lets the first payment take what the others leave, amounts typed in FCFA ('1 000', '500,50')", () => {
    const drafts = [
      cashPayment(1),
      draft({ key: 2, methode: 'orange_money', montant: '1 000', reference: ' OM-1 ' }),
      draft({ key: 3, methode: 'wave', montant: '500,50', reference: 'W-1' }),
    ];
    expect(paymentAmounts(drafts, 300_000)).toEqual([149_950, 100_000, 50_050]);
    expect(remainingToPay(drafts, 300_000)).toBe(0);
    expect(checkPayments(drafts, 300_000).payload).toEqual([
      { methode: 'especes', montant: 149_950, montant_recu: 149_950 },
      { methode: 'orange_money', montant: 100_000, reference: 'OM-1' },
      { methode: 'wave', montant: 50_050, reference: 'W-1' },
    ]);
  });

  it('computes the change from what was handed over, 0 while too little or nothing is typed', () => {
    expect(changeDue(draft({ recu: '2 000' }), 150_000)).toBe(50_000);
    expect(changeDue(draft({ recu: '1000' }), 150_000)).toBe(0);
    expect(changeDue(draft({ recu: '' }), 150_000)).toBe(0);
    expect(changeDue(draft({ recu: 'abc' }), 150_000)).toBe(0);
  });

  it('refuses a missing reference, too little cash, a bad amount and a sum off the total', () => {
    const { errors, sum, payload } = checkPayments(
      [
        draft({ key: 1, montant: '1000', recu: '500' }),
        draft({ key: 2, methode: 'mtn_momo', montant: '1,234' }),
        draft({ key: 3, methode: 'moov_money', montant: '0', reference: 'M-1' }),
      ],
      300_000,
    );
    expect(payload).toBeNull();
    expect(errors).toEqual({
      1: { recu: 'Le montant reçu doit couvrir le montant en espèces' },
      2: {
        montant: 'Le montant doit être un nombre avec au plus 2 décimales',
        reference: 'La référence de la transaction est obligatoire',
      },
      3: { montant: 'Le montant doit être supérieur à 0' },
    });
    expect(sum).toBe('Le total des paiements ne correspond pas au montant de la vente');
    expect(remainingToPay([draft({ montant: '4000' })], 300_000)).toBe(-100_000);
  });

  it('refuses one reference twice for one operator', () => {
    const { errors } = checkPayments(
      [
        draft({ key: 1, methode: 'wave', montant: '1000', reference: 'W-1' }),
        draft({ key: 2, methode: 'wave', montant: '2000', reference: 'W-1' }),
      ],
      300_000,
    );
    expect(errors[2]?.reference).toBe('Une même référence ne peut pas payer deux fois la vente');
  });

  it("spends a registered client's credit balance, never more than it holds, never for a vente libre", () => {
    const credit = (montant: string) => draft({ key: 1, methode: 'avoir_client', montant });
    const cash = draft({ key: 2, montant: '1000', recu: '1000' });
    const paid = checkPayments([credit('2000'), cash], 300_000, 250_000);
    expect(paid.payload).toEqual([
      { methode: 'avoir_client', montant: 200_000 },
      { methode: 'especes', montant: 100_000, montant_recu: 100_000 },
    ]);
    expect(checkPayments([credit('2000'), cash], 300_000, 150_000).errors[1]?.montant).toBe(
      'Avoir client insuffisant (disponible : 1 500,00 FCFA)',
    );
    expect(checkPayments([credit('2000'), cash], 300_000, null).errors[1]?.montant).toBe(
      "L'avoir client ne peut payer que la vente d'un client enregistré",
    );
  });
});
