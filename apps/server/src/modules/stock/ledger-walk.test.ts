import { allocateLots, type SaleDetail } from '@pelote/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLE_BODIES } from '../../../test/authorization-matrix.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { ledgerImbalances } from '../../../test/ledger-balance.ts';
import { createTestArticle } from '../../../test/recorded-sales.ts';
import { createRandom } from '../../demo/random.ts';

/**
 * The ledger invariant walked at random: additions, adjustments and sales, some refused, over a
 * few shops and articles through the API, two of them wools kept in several lots ('bains'). After
 * each step every lot equals the sum of its movements, every line the sum of its lots, and both
 * the quantities a model of the rules expects: a named lot must cover its change by itself, a sale
 * without a lot draws on the lots most stock first, then by name. Sales, entries and cancellations
 * check the same invariant in their own tests with `ledgerImbalances`.
 */

const STEPS = 120;
const LOTS = ['B2417', 'B2420', 'inconnu'];
let t: TestApp;
let direction: Record<string, string>;
const shops: number[] = [];
const articleIds: number[] = [];
const wools = new Set<number>();

beforeAll(async () => {
  t = await createTestApp();
  direction = (await t.signedIn('direction')).headers;
  for (const nom of ['Cocody', 'Plateau']) shops.push((await t.createShop({ nom })).id);
  for (const nom of ['Crochet', 'Kit']) articleIds.push((await createTestArticle(t.db, nom)).id);
  for (const nom of ['Mérinos rouge', 'Coton écru']) {
    const response = await t.inject({
      method: 'POST',
      url: '/api/Articles/laines/create',
      headers: direction,
      payload: { ...ARTICLE_BODIES.laine, nom },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json() as { id: number };
    articleIds.push(id);
    wools.add(id);
  }
});

afterAll(() => t?.close());

type Step = 'add' | 'adjust' | 'sell';

describe('stock ledger invariant, per lot', () => {
  it(`holds after each of ${STEPS} random additions, adjustments and sales`, async () => {
    const random = createRandom(20261122);
    /** The model: (shop, article) → lot → quantity. */
    const expected = new Map<string, Map<string, number>>();
    let refusedForLot = 0;
    let split = 0;
    for (let step = 0; step < STEPS; step++) {
      const magasin = random.pick(shops);
      const produit = random.pick(articleIds);
      const wool = wools.has(produit);
      const key = `${magasin}:${produit}`;
      const lots = expected.get(key) ?? new Map<string, number>();
      const kind: Step = random.pick(['add', 'adjust', 'sell'] as const);
      // A wool names a lot, except some sales that let the server choose; others name none.
      const bain = wool && !(kind === 'sell' && random.chance(0.5)) ? random.pick(LOTS) : '';
      const lineTotal = [...lots.values()].reduce((sum, n) => sum + n, 0);
      const lot = lots.get(bain) ?? 0;
      const quantite =
        kind === 'adjust' ? random.int(-6, 6) || -1 : kind === 'sell' ? random.int(1, 12) : random.int(-1, 9);
      const lotPart = bain ? { bain } : {};
      const response = await t.inject({
        method: 'POST',
        url:
          kind === 'adjust'
            ? '/api/Stocks/ajustements'
            : kind === 'sell'
              ? '/api/Mouvements/ventes/creer/'
              : '/api/Magasins/stocks/add',
        headers: direction,
        payload:
          kind === 'adjust'
            ? { magasin, produit_id: produit, quantite, motif: `Pas ${step}`, ...lotPart }
            : kind === 'sell'
              ? { client: null, magasin, articles: [{ article: produit, quantite, ...lotPart }] }
              : { magasin, produit_id: produit, quantite, ...lotPart },
      });
      const label = `step ${step}: ${kind} ${quantite} of lot '${bain}' on ${key} (lots ${JSON.stringify([...lots])}) → ${response.statusCode} ${response.body.slice(0, 120)}`;

      if (kind === 'add') {
        if (quantite > 0) {
          expect(response.statusCode, label).toBe(201);
          lots.set(bain, lot + quantite);
        } else {
          expect(response.statusCode, label).toBe(400);
        }
      } else if (kind === 'adjust') {
        if (lot + quantite >= 0) {
          expect(response.statusCode, label).toBe(201);
          lots.set(bain, lot + quantite);
        } else {
          expect([response.statusCode, response.json().detail], label).toEqual([
            409,
            `Stock insuffisant (disponible: ${lot})`,
          ]);
          if (lineTotal + quantite >= 0) refusedForLot += 1;
        }
      } else if (bain) {
        if (lot >= quantite) {
          expect(response.statusCode, label).toBe(201);
          lots.set(bain, lot - quantite);
        } else {
          expect([response.statusCode, response.json().detail], label).toEqual([
            409,
            `Stock insuffisant (disponible: ${lot})`,
          ]);
          if (lineTotal >= quantite) refusedForLot += 1;
        }
      } else {
        const taken = allocateLots(
          [...lots].map(([name, n]) => ({ bain: name, quantite: n })),
          quantite,
        );
        if (taken) {
          expect(response.statusCode, label).toBe(201);
          const sold = (response.json() as SaleDetail).items.map((item) => ({
            bain: item.bain,
            quantite: item.quantite,
          }));
          expect(sold, label).toEqual(taken);
          for (const part of taken) lots.set(part.bain, (lots.get(part.bain) ?? 0) - part.quantite);
          if (taken.length > 1) split += 1;
        } else {
          expect([response.statusCode, response.json().detail], label).toEqual([
            409,
            `Stock insuffisant (disponible: ${lineTotal})`,
          ]);
        }
      }
      expected.set(key, lots);
      expect(await ledgerImbalances(t.db), label).toEqual([]);
      if (response.statusCode === 201 && kind !== 'sell') {
        const line = response.json() as { quantite: number; bains: { bain: string; quantite: number }[] };
        expect(line.quantite, label).toBe([...lots.values()].reduce((sum, n) => sum + n, 0));
        expect(line.bains.map((item) => [item.bain, item.quantite]).sort(), label).toEqual(
          [...lots].filter(([, n]) => n > 0).sort(),
        );
      }
    }
    expect(expected.size).toBeGreaterThan(4);
    // The walk met the cases that matter: a lot short while its line was not, a sale split.
    expect(refusedForLot).toBeGreaterThan(0);
    expect(split).toBeGreaterThan(0);
  });
});
