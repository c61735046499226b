import { describe, expect, it } from 'vitest';
import { bestUnitPrice, listApplies, type PricingList, percentOff } from './best-price.ts';

/** The lowest applicable price: catalogue, the client's list, the promotions; breaks, dates, shops, rounding. */

const WOOL = { id: 7, type: 'laine', prix: 200_000 };
const SHOP = 1;
const NOON = new Date('2026-12-24T12:00:00Z');

function list(overrides: Partial<PricingList> & Pick<PricingList, 'id'>): PricingList {
  return {
    nom: `Tarif ${overrides.id}`,
    active: true,
    pour_tous: false,
    magasins: [],
    du: null,
    au: null,
    articles: [],
    types: [],
    ...overrides,
  };
}

const revendeuse = list({
  id: 1,
  nom: 'Revendeuse',
  articles: [{ article: WOOL.id, prix: 180_000, paliers: [{ quantite: 10, prix: 150_000 }] }],
});

const price = (overrides: Partial<Parameters<typeof bestUnitPrice>[0]>) =>
  bestUnitPrice({
    article: WOOL,
    quantity: 1,
    at: NOON,
    shopId: SHOP,
    clientPriceListId: null,
    lists: [],
    ...overrides,
  });

describe('bestUnitPrice', () => {
  it('is the catalogue price without any list', () => {
    expect(price({})).toEqual({ prix: 200_000, source: { kind: 'catalogue' } });
  });

  it('gives the break price from 10 units: 9 units the list price, 10 and more the break', () => {
    const lists = [revendeuse];
    const at = (quantity: number) => price({ quantity, lists, clientPriceListId: 1 }).prix;
    expect(at(9)).toBe(180_000);
    expect(at(10)).toBe(150_000);
    expect(at(25)).toBe(150_000);
    expect(price({ quantity: 9, lists, clientPriceListId: 1 }).source).toEqual({
      kind: 'tarif',
      id: 1,
      nom: 'Revendeuse',
    });
  });

  it("takes the highest break reached, whatever the breaks' order", () => {
    const breaks = list({
      id: 2,
      articles: [
        {
          article: WOOL.id,
          prix: 190_000,
          paliers: [
            { quantite: 20, prix: 140_000 },
            { quantite: 5, prix: 170_000 },
          ],
        },
      ],
    });
    const at = (quantity: number) => price({ quantity, lists: [breaks], clientPriceListId: 2 }).prix;
    expect([at(4), at(5), at(19), at(20)]).toEqual([190_000, 170_000, 170_000, 140_000]);
  });

  it("gives a client's list only to that client; a list for everyone to anyone, even a free sale", () => {
    expect(price({ lists: [revendeuse], clientPriceListId: null }).prix).toBe(200_000);
    expect(price({ lists: [revendeuse], clientPriceListId: 9 }).prix).toBe(200_000);
    const promo = list({ id: 3, nom: 'Noël', pour_tous: true, types: [{ type: 'laine', pourcentage: 20 }] });
    expect(price({ lists: [promo] })).toEqual({
      prix: 160_000,
      source: { kind: 'promotion', id: 3, nom: 'Noël' },
    });
  });

  it("takes the lower of the client's list and a promotion, never both (no stacking)", () => {
    const promo = list({ id: 3, nom: 'Noël', pour_tous: true, types: [{ type: 'laine', pourcentage: 20 }] });
    // 9 units: the list gives 1 800, the promotion 1 600 → the promotion, not 20 % off 1 800.
    expect(price({ quantity: 9, lists: [revendeuse, promo], clientPriceListId: 1 })).toEqual({
      prix: 160_000,
      source: { kind: 'promotion', id: 3, nom: 'Noël' },
    });
    // 10 units: the break's 1 500 is lower than the promotion.
    expect(price({ quantity: 10, lists: [promo, revendeuse], clientPriceListId: 1 })).toEqual({
      prix: 150_000,
      source: { kind: 'tarif', id: 1, nom: 'Revendeuse' },
    });
  });

  it('applies a promotion ending at 18:00 to a sale at 17:59, not at 18:00 nor 18:01', () => {
    const promo = list({
      id: 4,
      pour_tous: true,
      du: '2026-12-24T08:00:00.000Z',
      au: '2026-12-24T18:00:00.000Z',
      articles: [{ article: WOOL.id, prix: 100_000, paliers: [] }],
    });
    const at = (time: string) => price({ lists: [promo], at: new Date(`2026-12-24T${time}Z`) }).prix;
    expect(at('07:59:59')).toBe(200_000);
    expect(at('08:00:00')).toBe(100_000);
    expect(at('17:59:00')).toBe(100_000);
    expect(at('18:00:00')).toBe(200_000);
    expect(at('18:01:00')).toBe(200_000);
  });

  it('ignores a list limited to another shop, and an inactive one', () => {
    const elsewhere = list({ ...revendeuse, id: 5, pour_tous: true, magasins: [2, 3] });
    expect(price({ lists: [elsewhere] }).prix).toBe(200_000);
    expect(price({ lists: [elsewhere], shopId: 3 }).prix).toBe(180_000);
    const inactive = list({ ...revendeuse, id: 6, pour_tous: true, active: false });
    expect(price({ lists: [inactive] }).prix).toBe(200_000);
  });

  it('never goes above the catalogue price', () => {
    const dear = list({
      id: 7,
      pour_tous: true,
      articles: [{ article: WOOL.id, prix: 250_000, paliers: [] }],
    });
    expect(price({ lists: [dear] })).toEqual({ prix: 200_000, source: { kind: 'catalogue' } });
  });

  it("prefers an article's own line to its type's percentage within one list", () => {
    const both = list({
      id: 8,
      pour_tous: true,
      articles: [{ article: WOOL.id, prix: 190_000, paliers: [] }],
      types: [{ type: 'laine', pourcentage: 50 }],
    });
    expect(price({ lists: [both] }).prix).toBe(190_000);
    expect(price({ lists: [both], article: { id: 8, type: 'laine', prix: 300_000 } }).prix).toBe(150_000);
    expect(price({ lists: [both], article: { id: 9, type: 'kit', prix: 300_000 } }).prix).toBe(300_000);
  });
});

describe('percentOff', () => {
  it('rounds to the nearest whole franc, a half franc up', () => {
    // 15 % off 1 990 FCFA = 1 691,50 → 1 692; off 1 999 FCFA = 1 699,15 → 1 699.
    expect(percentOff(199_000, 15)).toBe(169_200);
    expect(percentOff(199_900, 15)).toBe(169_900);
    // 12,5 % off 999 FCFA = 874,125 → 874; 33,33 % off 1 000,50 FCFA = 667,03... → 667.
    expect(percentOff(99_900, 12.5)).toBe(87_400);
    expect(percentOff(100_050, 33.33)).toBe(66_700);
    expect(percentOff(150_000, 10)).toBe(135_000);
  });

  it('keeps exact integers for large prices', () => {
    expect(percentOff(99_999_999_999_900, 0.01)).toBe(99_989_999_999_900);
  });
});

describe('listApplies', () => {
  it('knows no start and no end as always', () => {
    expect(listApplies(list({ id: 1 }), new Date('2000-01-01T00:00:00Z'), 42)).toBe(true);
  });
});
