import { bestUnitPrice, type PriceListRules, type StoreProduct } from '@pelote/shared';
import { describe, expect, it } from 'vitest';
import { checkSale, defaultLot, lineTotal, mixedLots, salePrices, saleTotal } from './sale-form-rules';

const products: StoreProduct[] = [
  {
    id: 11,
    nom: 'Laine mohair rose',
    type: 'laine',
    prix: 150_000,
    quantite_stock: 4,
    bains: [
      { bain: 'B2417', quantite: 3 },
      { bain: 'B2420', quantite: 1 },
    ],
    couleur: 'Rose',
    code_barre: '2000000000114',
  },
  {
    id: 12,
    nom: 'Crochet 4 mm',
    type: 'accessoire',
    prix: 25_050,
    quantite_stock: 30,
    bains: [{ bain: '', quantite: 30 }],
    couleur: '',
    code_barre: '2000000000121',
  },
];
/** A line; the wool (11) from lot B2417 unless told otherwise. */
const line = (key: number, article: string, quantite: string, bain = article === '11' ? 'B2417' : '') => ({
  key,
  article,
  quantite,
  bain,
});

describe('the new sale rules', () => {
  it('asks for a client choice, a shop and at least one article', () => {
    const { errors, payload } = checkSale({ client: { kind: 'none' }, shopId: null, lines: [], products });
    expect(errors).toEqual({
      client: 'Le client est requis',
      magasin: 'Aucun magasin sélectionné',
      articles: 'Au moins un article doit être ajouté à la vente',
      lines: {},
    });
    expect(payload).toBeNull();
  });

  it('checks each line: an article, a quantity above 0, within the stock (lines of one product and lot added up)', () => {
    const { errors } = checkSale({
      client: { kind: 'libre' },
      shopId: 1,
      lines: [
        line(1, '', '1'),
        line(2, '12', '0'),
        line(3, '12', '1,5'),
        line(4, '11', '3'),
        line(5, '11', '2'),
      ],
      products,
    });
    expect(errors.lines).toEqual({
      1: { article: "L'article est requis" },
      2: { quantite: 'La quantité doit être supérieure à 0' },
      3: { quantite: 'La quantité doit être supérieure à 0' },
      4: { quantite: 'Stock insuffisant (disponible: 3)' },
      5: { quantite: 'Stock insuffisant (disponible: 3)' },
    });
  });

  it('checks a wool line against its own lot, and starts a wool from its lot with most stock', () => {
    expect(defaultLot(products[0])).toBe('B2417');
    expect(defaultLot(products[1])).toBe('');
    const { errors } = checkSale({
      client: { kind: 'libre' },
      shopId: 1,
      lines: [line(1, '11', '3'), line(2, '11', '2', 'B2420'), line(3, '12', '30')],
      products,
    });
    // B2417 holds 3: fine; B2420 holds 1 although the wool holds 4 in all.
    expect(errors.lines).toEqual({ 2: { quantite: 'Stock insuffisant (disponible: 1)' } });
  });

  it("names the wools a sale takes from several lots ('Bains différents')", () => {
    expect(mixedLots([line(1, '11', '1'), line(2, '12', '1'), line(3, '11', '1')], products)).toEqual([]);
    expect(mixedLots([line(1, '11', '1'), line(2, '11', '1', 'B2420')], products)).toEqual([
      { nom: 'Laine mohair rose', bains: ['B2417', 'B2420'] },
    ]);
  });

  it('builds the payload: a vente libre sends client null; a registered client its id', () => {
    const lines = [line(1, '11', '2'), line(2, '12', ' 3 ')];
    expect(checkSale({ client: { kind: 'libre' }, shopId: 3, lines, products }).payload).toEqual({
      client: null,
      magasin: 3,
      articles: [
        { article: 11, quantite: 2, bain: 'B2417' },
        { article: 12, quantite: 3 },
      ],
    });
    expect(checkSale({ client: { kind: 'client', id: 7 }, shopId: 3, lines, products }).payload?.client).toBe(
      7,
    );
    expect(lineTotal(lines[1] ?? line(0, '', ''), products)).toBe(75_150);
    expect(saleTotal([...lines, line(3, '', '1')], products)).toBe(375_150);
  });

  it("prices each article at the sale's unit price, its lines' quantities counted together for a break", () => {
    // A reseller's list: the wool at 1 200 F, 1 000 F from 4 balls; a promotion for everyone on hooks.
    const lists: PriceListRules[] = [
      {
        id: 5,
        nom: 'Revendeurs',
        active: true,
        pour_tous: false,
        magasins: [],
        du: null,
        au: null,
        articles: [{ article: 11, prix: 120_000, paliers: [{ quantite: 4, prix: 100_000 }] }],
        types: [],
      },
      {
        id: 6,
        nom: 'Promotion crochets',
        active: true,
        pour_tous: true,
        magasins: [],
        du: null,
        au: null,
        articles: [],
        types: [{ type: 'accessoire', pourcentage: 20 }],
      },
    ];
    const priceFor = (clientPriceListId: number | null) => (product: StoreProduct, quantity: number) =>
      bestUnitPrice({ article: product, quantity, at: new Date(), shopId: 3, clientPriceListId, lists });
    // Three balls from one lot and one from the other: four balls, the break's price on both lines.
    const lines = [line(1, '11', '3'), line(2, '11', '1', 'B2420'), line(3, '12', '2')];
    const reseller = salePrices(lines, products, priceFor(5));
    expect(reseller.get(11)).toEqual({ prix: 100_000, source: { kind: 'tarif', id: 5, nom: 'Revendeurs' } });
    expect(reseller.get(12)?.prix).toBe(20_000); // 20 % off 250,50 F, to the franc
    expect(lineTotal(lines[0] ?? line(0, '', ''), products, reseller)).toBe(300_000);
    expect(saleTotal(lines, products, reseller)).toBe(400_000 + 40_000);
    // A walk-in client: the catalogue's wool, the promotion's hooks.
    const walkIn = salePrices(lines, products, priceFor(null));
    expect(walkIn.get(11)?.source).toEqual({ kind: 'catalogue' });
    expect(saleTotal(lines, products, walkIn)).toBe(600_000 + 40_000);
  });
});
