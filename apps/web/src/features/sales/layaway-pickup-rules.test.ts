import type { LayawayLine } from '@pelote/shared';
import { describe, expect, it } from 'vitest';
import { checkPickup, pickAll, pickupFigures } from './layaway-pickup-rules';

const line = (id: number, held: number, price: number): LayawayLine => ({
  id,
  article: { id: id * 10, nom: `Laine ${id}`, type: 'laine' },
  bain: 'B2417',
  quantite: 8,
  quantite_retiree: 8 - held,
  quantite_reservee: held,
  prix_unitaire: price,
});

describe('layaway pickup rules', () => {
  const lines = [line(1, 8, 150_000), line(2, 0, 90_000), line(3, 2, 50_000)];

  it('takes everything held to start, lines already picked up left out', () => {
    expect(pickAll(lines)).toEqual({ 1: '8', 3: '2' });
  });

  it('prices the pickup at today’s price, the deposit paying first', () => {
    expect(pickupFigures(lines, pickAll(lines), 500_000)).toEqual({
      total: 1_300_000,
      deposit: 500_000,
      balance: 800_000,
    });
    // A part only: the deposit may pay it all.
    expect(pickupFigures(lines, { 1: '2', 3: '0' }, 500_000)).toEqual({
      total: 300_000,
      deposit: 300_000,
      balance: 0,
    });
  });

  it('prices each article for the quantity taken of it over its lots, as the client’s list says', () => {
    // Two lots of one wool: 10 taken in all reach a break at 10 (1 200,00 FCFA instead of 1 500,00).
    const lots = [line(1, 6, 150_000), { ...line(2, 4, 150_000), article: line(1, 6, 150_000).article }];
    const priced = (item: LayawayLine, quantity: number) => (quantity >= 10 ? 120_000 : item.prix_unitaire);
    expect(pickupFigures(lots, pickAll(lots), 0, priced).total).toBe(1_200_000);
    expect(pickupFigures(lots, { 1: '6', 2: '3' }, 0, priced).total).toBe(1_350_000);
  });

  it('sends the lines taken and the balance’s payments', () => {
    const paiements = [{ methode: 'especes' as const, montant: 800_000, montant_recu: 800_000 }];
    expect(checkPickup(lines, pickAll(lines), paiements).body).toEqual({
      lignes: [
        { ligne: 1, quantite: 8 },
        { ligne: 3, quantite: 2 },
      ],
      paiements,
    });
  });

  it('refuses more than a line holds, and nothing at all', () => {
    expect(checkPickup(lines, { 1: '9', 3: '2' }, []).errors).toEqual({ 1: 'Entre 0 et 8' });
    expect(checkPickup(lines, { 1: '0', 3: '' }, []).nothing).toBe(
      'Choisissez au moins un article à retirer',
    );
    expect(checkPickup(lines, { 1: 'x' }, []).body).toBeNull();
  });
});
