import { DISCOUNT_MESSAGES } from '@pelote/shared';
import { describe, expect, it } from 'vitest';
import {
  emptyTicket,
  overCap,
  readLineDiscount,
  readTicketDiscount,
  saleFigures,
} from './sale-discount-rules';
import { storeProducts } from './sales.test-support';

const line = (quantite: string, remise?: Parameters<typeof readLineDiscount>[0]) => ({
  key: 1,
  article: '11',
  quantite,
  bain: 'B2417',
  remise: remise ? (readLineDiscount(remise, null).discount ?? null) : null,
});

describe('the new sale: its figures with discounts', () => {
  it('spreads the ticket discount over the lines in whole francs, the nets adding up to the total', () => {
    const figures = saleFigures([line('1'), { ...line('2'), key: 2 }], storeProducts, {
      montant: '1 000',
      motif: 'client_fidele',
      motif_texte: '',
    });
    expect(figures.lines.map((one) => one.net)).toEqual([116_700, 233_300]);
    expect(figures).toMatchObject({ gross: 450_000, discount: 100_000, total: 350_000, error: null });
  });

  it('leaves out a ticket discount above the ticket, and says so', () => {
    const figures = saleFigures([line('1')], storeProducts, { ...emptyTicket(), montant: '2000' });
    expect(figures).toMatchObject({
      total: 150_000,
      error: { message: DISCOUNT_MESSAGES.overTicket, index: null },
    });
  });

  it('counts the cap on the ticket before discounts: exactly 10 % is within, a franc more is over', () => {
    expect(overCap({ discount: 30_000, gross: 300_000 }, 10)).toBe(false);
    expect(overCap({ discount: 30_100, gross: 300_000 }, 10)).toBe(true);
    expect(overCap({ discount: 30_100, gross: 300_000 }, null)).toBe(false);
    expect(overCap({ discount: 37_500, gross: 300_000 }, 12.5)).toBe(false);
  });

  it("reads a line's discount as typed, in % or FCFA, and refuses what the server would", () => {
    const typed = { type: 'pourcentage', valeur: '12,5', motif: 'negociation', motif_texte: '' } as const;
    expect(readLineDiscount(typed, 300_000).discount).toEqual({
      type: 'pourcentage',
      valeur: 12.5,
      motif: 'negociation',
      motif_texte: null,
    });
    expect(readLineDiscount({ ...typed, type: 'montant', valeur: '1 500' }, 300_000).discount?.valeur).toBe(
      150_000,
    );
    expect(readLineDiscount({ ...typed, type: 'montant', valeur: '4000' }, 300_000).errors?.valeur).toBe(
      DISCOUNT_MESSAGES.overLine,
    );
    expect(readLineDiscount({ ...typed, type: 'montant', valeur: '10,50' }, 300_000).errors?.valeur).toBe(
      DISCOUNT_MESSAGES.amountInvalid,
    );
    expect(readLineDiscount({ ...typed, valeur: '101' }, 300_000).errors?.valeur).toBe(
      DISCOUNT_MESSAGES.percentInvalid,
    );
    expect(readLineDiscount({ ...typed, motif: 'autre' }, 300_000).errors?.motif_texte).toBe(
      DISCOUNT_MESSAGES.motifTextRequired,
    );
    expect(readTicketDiscount({ montant: '500', motif: '', motif_texte: '' }).errors?.motif).toBe(
      DISCOUNT_MESSAGES.motifRequired,
    );
  });
});
