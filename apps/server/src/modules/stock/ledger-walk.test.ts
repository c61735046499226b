import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { ledgerImbalances } from '../../../test/ledger-balance.ts';
import { createRandom } from '../../demo/random.ts';
import { createTestArticle } from '../clients/test-sales.ts';

/**
 * The ledger invariant walked at random: additions and adjustments, some refused, over a few
 * shops and articles through the API; after each step every stock line equals the sum of its
 * movements and the quantity we expect. Sales, entries and cancellations check the same
 * invariant in their own tests with `ledgerImbalances`.
 */

const STEPS = 80;
let t: TestApp;
let direction: Record<string, string>;
const shops: number[] = [];
const articleIds: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  direction = (await t.signedIn('direction')).headers;
  for (const nom of ['Cocody', 'Plateau']) shops.push((await t.createShop({ nom })).id);
  for (const nom of ['Laine', 'Crochet', 'Kit']) articleIds.push((await createTestArticle(t.db, nom)).id);
});

afterAll(() => t?.close());

describe('stock ledger invariant', () => {
  it(`holds after each of ${STEPS} random additions and adjustments`, async () => {
    const random = createRandom(20261122);
    const expected = new Map<string, number>();
    for (let step = 0; step < STEPS; step++) {
      const magasin = random.pick(shops);
      const produit = random.pick(articleIds);
      const key = `${magasin}:${produit}`;
      const current = expected.get(key) ?? 0;
      const adjust = random.chance(0.5);
      const quantite = adjust ? random.int(-6, 6) || -1 : random.int(-1, 9);
      const response = await t.inject({
        method: 'POST',
        url: adjust ? '/api/Stocks/ajustements' : '/api/Magasins/stocks/add',
        headers: direction,
        payload: adjust
          ? { magasin, produit_id: produit, quantite, motif: `Pas ${step}` }
          : { magasin, produit_id: produit, quantite },
      });
      const allowed = adjust ? current + quantite >= 0 : quantite > 0;
      const label = `step ${step}: ${adjust ? 'adjust' : 'add'} ${quantite} on ${key} (had ${current}) → ${response.statusCode}`;
      if (allowed) {
        expect(response.statusCode, label).toBe(201);
        expected.set(key, current + quantite);
        expect(response.json().quantite, label).toBe(current + quantite);
      } else {
        expect(response.statusCode, label).toBe(adjust ? 409 : 400);
      }
      expect(await ledgerImbalances(t.db), label).toEqual([]);
    }
    expect(expected.size).toBeGreaterThan(3);
  });
});
