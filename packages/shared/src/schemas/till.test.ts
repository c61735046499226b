import { describe, expect, it } from 'vitest';
import { PAYMENT_AMOUNT_MAX } from './payment-methods.ts';
import {
  TILL_MESSAGES,
  tillCloseSchema,
  tillListQuerySchema,
  tillMovementCreateSchema,
  tillOpenSchema,
} from './till.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('till schemas', () => {
  it('takes no amount above 1 000 milliards FCFA, so the reports add them up exactly', () => {
    const over = PAYMENT_AMOUNT_MAX + 1;
    expect(tillOpenSchema.safeParse({ magasin: 3, fond_de_caisse: PAYMENT_AMOUNT_MAX }).success).toBe(true);
    expect(firstMessage(tillOpenSchema.safeParse({ magasin: 3, fond_de_caisse: over }))).toBe(
      TILL_MESSAGES.floatInvalid,
    );
    expect(
      firstMessage(tillMovementCreateSchema.safeParse({ sens: 'entree', montant: over, motif: 'Apport' })),
    ).toBe(TILL_MESSAGES.amountAboveZero);
    expect(firstMessage(tillCloseSchema.safeParse({ comptes: { especes: over } }))).toBe(
      TILL_MESSAGES.countInvalid,
    );
  });

  it('opening: a shop and a float of 0 or more', () => {
    expect(tillOpenSchema.parse({ magasin: 3, fond_de_caisse: 0 })).toEqual({
      magasin: 3,
      fond_de_caisse: 0,
    });
    expect(firstMessage(tillOpenSchema.safeParse({ magasin: 3, fond_de_caisse: -1 }))).toBe(
      TILL_MESSAGES.floatInvalid,
    );
    expect(firstMessage(tillOpenSchema.safeParse({ fond_de_caisse: 0 }))).toBe(TILL_MESSAGES.shopRequired);
  });

  it('a movement needs a direction, an amount above 0 and a motif', () => {
    expect(
      tillMovementCreateSchema.parse({ sens: 'sortie', montant: 500, motif: '  Achat de sacs ' }),
    ).toEqual({
      sens: 'sortie',
      montant: 500,
      motif: 'Achat de sacs',
    });
    expect(
      firstMessage(tillMovementCreateSchema.safeParse({ sens: 'sortie', montant: 500, motif: '  ' })),
    ).toBe(TILL_MESSAGES.motifRequired);
    expect(firstMessage(tillMovementCreateSchema.safeParse({ sens: 'x', montant: 500, motif: 'a' }))).toBe(
      TILL_MESSAGES.directionInvalid,
    );
    expect(firstMessage(tillMovementCreateSchema.safeParse({ sens: 'entree', montant: 0, motif: 'a' }))).toBe(
      TILL_MESSAGES.amountAboveZero,
    );
  });

  it('a close counts cash at least; an unknown method is refused; comments default to none', () => {
    expect(tillCloseSchema.parse({ comptes: { especes: 100, wave: 5 } })).toEqual({
      comptes: { especes: 100, wave: 5 },
      commentaires: {},
    });
    expect(firstMessage(tillCloseSchema.safeParse({ comptes: { wave: 5 } }))).toBe(
      TILL_MESSAGES.cashCountRequired,
    );
    expect(firstMessage(tillCloseSchema.safeParse({}))).toBe(TILL_MESSAGES.cashCountRequired);
    expect(firstMessage(tillCloseSchema.safeParse({ comptes: { especes: 1, bitcoin: 5 } }))).toBe(
      TILL_MESSAGES.methodInvalid,
    );
    expect(firstMessage(tillCloseSchema.safeParse({ comptes: { especes: -1 } }))).toBe(
      TILL_MESSAGES.countInvalid,
    );
  });

  it('the list filters: dates in order', () => {
    expect(tillListQuerySchema.parse({ magasin: '2', date_debut: '2026-03-01' })).toMatchObject({
      magasin: 2,
      date_debut: '2026-03-01',
      page: 1,
    });
    expect(
      firstMessage(tillListQuerySchema.safeParse({ date_debut: '2026-03-02', date_fin: '2026-03-01' })),
    ).toBe(TILL_MESSAGES.dateRange);
  });
});
