import { describe, expect, it } from 'vitest';
import {
  addDays,
  checkDeposit,
  checkLayawayDraft,
  depositOf,
  layawayDraft,
  leftAfter,
} from './layaway-deposit-rules';
import { cashPayment, type PaymentDraft } from './sale-payment-rules';

const draft = (change: Partial<PaymentDraft>): PaymentDraft => ({
  ...cashPayment(1),
  auto: false,
  ...change,
});

describe('layaway deposit rules', () => {
  it('takes what is typed, less than the total, and leaves the rest to pay', () => {
    const drafts = [draft({ montant: '5 000', recu: '6 000' })];
    expect(depositOf(drafts, 1_200_000)).toBe(500_000);
    expect(leftAfter(drafts, 1_200_000)).toBe(700_000);
    expect(checkDeposit(drafts, 1_200_000, null)).toEqual({
      errors: {},
      sum: undefined,
      payload: [{ methode: 'especes', montant: 500_000, montant_recu: 600_000 }],
    });
  });

  it('splits the deposit between cash and mobile money, the reference required', () => {
    const drafts = [
      draft({ montant: '2 000' }),
      draft({ key: 2, methode: 'wave', montant: '1 000', reference: '' }),
    ];
    expect(checkDeposit(drafts, 1_200_000, null).errors).toEqual({
      2: { reference: 'La référence de la transaction est obligatoire' },
    });
    drafts[1] = { ...drafts[1], reference: ' W-9 ' } as PaymentDraft;
    expect(checkDeposit(drafts, 1_200_000, null).payload).toEqual([
      { methode: 'especes', montant: 200_000, montant_recu: 200_000 },
      { methode: 'wave', montant: 100_000, reference: 'W-9' },
    ]);
  });

  it('refuses more than the ceiling, a zero amount, and credit', () => {
    expect(checkDeposit([draft({ montant: '20 000' })], 1_200_000, null).sum).toBe(
      'Le montant dépasse ce qui reste à payer (12 000,00 FCFA)',
    );
    expect(checkDeposit([draft({ montant: '0' })], 1_200_000, null).errors[1]?.montant).toBe(
      'Le montant doit être supérieur à 0',
    );
    const onCredit = checkDeposit([draft({ methode: 'credit_client', montant: '100' })], 1_200_000, 0);
    expect(onCredit.errors[1]?.montant).toBe('Une mise de côté ne se paie pas à crédit');
    expect(onCredit.payload).toBeNull();
  });

  it("lets 'Avoir client' pay part of it, within the client's balance", () => {
    const drafts = [draft({ methode: 'avoir_client', montant: '3 000' })];
    expect(checkDeposit(drafts, 1_200_000, 500_000).payload).toEqual([
      { methode: 'avoir_client', montant: 300_000 },
    ]);
    expect(checkDeposit(drafts, 1_200_000, 100_000).payload).toBeNull();
  });
});

describe('a layaway in the sale form', () => {
  it('is due in 30 days by default, across months and years', () => {
    expect(layawayDraft('2026-11-29')).toEqual({ echeance: '2026-12-29', note: '' });
    expect(addDays('2026-12-15', 30)).toBe('2027-01-14');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('needs a registered client and a due date after today', () => {
    expect(checkLayawayDraft({ echeance: '2026-11-30', note: '' }, '2026-11-29', true)).toEqual({
      client: undefined,
      echeance: undefined,
    });
    expect(checkLayawayDraft({ echeance: '2026-11-29', note: '' }, '2026-11-29', false)).toEqual({
      client: 'Le client est requis pour une mise de côté',
      echeance: "L'échéance doit être postérieure à aujourd'hui",
    });
    expect(checkLayawayDraft({ echeance: '', note: '' }, '2026-11-29', true).echeance).toBe(
      "Date d'échéance invalide",
    );
  });
});

describe("a layaway's term", () => {
  it('follows the term direction set', () => {
    expect(layawayDraft('2026-11-29', 7).echeance).toBe('2026-12-06');
  });
});
