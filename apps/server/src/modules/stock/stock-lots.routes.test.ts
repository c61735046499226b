import {
  BAIN_MESSAGES,
  type Movement,
  type Paginated,
  type StockAlertsPage,
  type StockLine,
} from '@pelote/shared';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLE_BODIES } from '../../../test/authorization-matrix.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { ledgerImbalances } from '../../../test/ledger-balance.ts';
import { mouvementsStock, stockBains, stocks } from '../../db/schema/stock.ts';

/**
 * Stock additions and adjustments of wool name their lot ('bain'); the reads answer the quantities
 * per lot beside the line's total, and the alerts stay per (shop, article): a wool is low when all
 * its lots together are.
 */

let t: TestApp;
let direction: Record<string, string>;
let gerant: Record<string, string>;
let shop: number;
let wool: number;
let hook: number;

beforeAll(async () => {
  t = await createTestApp();
  shop = (await t.createShop({ nom: 'Boutique Cocody' })).id;
  direction = (await t.signedIn('direction')).headers;
  gerant = (await t.signedIn('gerant', { magasinId: shop })).headers;
  const create = async (kind: 'laine' | 'accessoire', nom: string) => {
    const response = await t.inject({
      method: 'POST',
      url: `/api/Articles/${kind === 'laine' ? 'laines' : 'accessoires'}/create`,
      headers: direction,
      payload: { ...ARTICLE_BODIES[kind], nom },
    });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { id: number }).id;
  };
  wool = await create('laine', 'Mérinos rouge');
  hook = await create('accessoire', 'Crochet 4 mm');
});

afterAll(() => t?.close());

const post = (url: string, payload: Record<string, unknown>, headers = direction) =>
  t.inject({ method: 'POST', url: `/api${url}`, headers, payload });

async function rowCounts() {
  const n = async (table: typeof stocks | typeof stockBains | typeof mouvementsStock) =>
    (await t.db.select({ n: count() }).from(table))[0]?.n ?? 0;
  return { lines: await n(stocks), lots: await n(stockBains), movements: await n(mouvementsStock) };
}

describe('stock of wool per lot', () => {
  it('adds into the lot named and answers the line with its lots, most stock first', async () => {
    const first = await post('/Magasins/stocks/add', {
      magasin: shop,
      produit_id: wool,
      quantite: 2,
      bain: 'B2420',
    });
    expect(first.statusCode, first.body).toBe(201);
    const second = await post(
      '/Magasins/stocks/add',
      { magasin: shop, produit_id: wool, quantite: 6, bain: ' B2417 ' },
      gerant,
    );
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json()).toMatchObject({
      quantite: 8,
      bains: [
        { bain: 'B2417', quantite: 6 },
        { bain: 'B2420', quantite: 2 },
      ],
    } satisfies Partial<StockLine>);
    expect(await ledgerImbalances(t.db)).toEqual([]);
  });

  it('refuses a lot on another article (400, French), writing nothing', async () => {
    const before = await rowCounts();
    const response = await post('/Magasins/stocks/add', {
      magasin: shop,
      produit_id: hook,
      quantite: 1,
      bain: 'B1',
    });
    expect([response.statusCode, response.json().detail, response.json().errors?.bain]).toEqual([
      400,
      BAIN_MESSAGES.notForType,
      BAIN_MESSAGES.notForType,
    ]);
    expect(await rowCounts()).toEqual(before);
  });

  it("adjusts a wool without its lot in its 'Sans bain' lot, which cannot go below zero (409)", async () => {
    const before = await rowCounts();
    const adjustment = await post('/Stocks/ajustements', {
      magasin: shop,
      produit_id: wool,
      quantite: -1,
      motif: 'Casse',
    });
    expect(adjustment.statusCode, adjustment.body).toBe(409);
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses an adjustment a lot cannot take while its line could (409, the lot’s quantity), writing nothing', async () => {
    const before = await rowCounts();
    const refused = await post('/Stocks/ajustements', {
      magasin: shop,
      produit_id: wool,
      quantite: -3,
      bain: 'B2420',
      motif: 'Inventaire',
    });
    expect([refused.statusCode, refused.json().detail]).toEqual([409, 'Stock insuffisant (disponible: 2)']);
    // The line's own update had applied inside the statement: the transaction undid it.
    expect(await rowCounts()).toEqual(before);
    const lines = await t.inject({
      method: 'GET',
      url: `/api/Magasins/stocks/magasin/${shop}`,
      headers: direction,
    });
    expect(
      (lines.json() as { results: StockLine[] }).results.find((l) => l.object_id === wool)?.quantite,
    ).toBe(8);
    expect(await ledgerImbalances(t.db)).toEqual([]);

    const applied = await post('/Stocks/ajustements', {
      magasin: shop,
      produit_id: wool,
      quantite: -2,
      bain: 'B2420',
      motif: 'Inventaire',
    });
    expect(applied.statusCode, applied.body).toBe(201);
    expect(applied.json()).toMatchObject({ quantite: 6, bains: [{ bain: 'B2417', quantite: 6 }] });
    expect(await ledgerImbalances(t.db)).toEqual([]);
  });

  it('lists the ledger with the lot of each movement', async () => {
    const response = await t.inject({
      method: 'GET',
      url: `/api/Stocks/mouvements?article=${wool}`,
      headers: direction,
    });
    expect(response.statusCode).toBe(200);
    const rows = (response.json() as Paginated<Movement>).results;
    expect(rows.map((row) => [row.kind, row.bain, row.quantite, row.stock_apres])).toEqual([
      ['ajustement', 'B2420', -2, 0],
      ['ajout', 'B2417', 6, 6],
      ['ajout', 'B2420', 2, 2],
    ]);
  });

  it('raises an alert for a wool when all its lots together are at or under the threshold', async () => {
    const other = (await t.createShop({ nom: 'Boutique Plateau' })).id;
    const add = (bain: string, quantite: number) =>
      post('/Magasins/stocks/add', { magasin: other, produit_id: wool, quantite, bain, quantite_seuil: 5 });
    // Two lots of 3 each: every lot is under 5, the line (6) is not.
    expect((await add('A1', 3)).statusCode).toBe(201);
    expect((await add('A2', 3)).statusCode).toBe(201);
    const alerts = async () =>
      (
        (
          await t.inject({
            method: 'GET',
            url: `/api/Magasins/articles-niveau-seuil?magasin=${other}`,
            headers: direction,
          })
        ).json() as StockAlertsPage
      ).results;
    expect(await alerts()).toEqual([]);
    const sold = await post('/Mouvements/ventes/creer/', {
      client: null,
      magasin: other,
      articles: [{ article: wool, quantite: 2 }],
    });
    expect(sold.statusCode, sold.body).toBe(201);
    expect((await alerts()).map((item) => [item.object_id, item.quantite_actuelle, item.statut])).toEqual([
      [wool, 4, 'Attention'],
    ]);
  });
});
