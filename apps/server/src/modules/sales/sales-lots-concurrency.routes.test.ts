import type { SaleDetail } from '@pelote/shared';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerImbalances } from '../../../test/ledger-balance.ts';
import { stockBains } from '../../db/schema/stock.ts';
import { addStock, postSale, sequenceOf, useSalesContext } from './sales.test-support.ts';

/**
 * Tills racing for the balls of one lot: never more sold from a lot than it held, whether the sales
 * name the lot or let the server choose, and the lot a sale names is never taken from another. These
 * are races: only PostgreSQL runs the requests in parallel; PGlite runs one transaction at a time.
 */

const onPostgres = process.env.PELOTE_TEST_DB === 'postgres';
const c = useSalesContext();

async function lotsOf(magasinId: number) {
  return c.t.db
    .select({ bain: stockBains.bain, quantite: stockBains.quantite })
    .from(stockBains)
    .where(and(eq(stockBains.magasinId, magasinId), eq(stockBains.articleId, c.laine.id)))
    .orderBy(asc(stockBains.bain));
}

const sellOne = (magasin: number, bain?: string) =>
  postSale(c, {
    client: null,
    magasin,
    articles: [{ article: c.laine.id, quantite: 1, ...(bain ? { bain } : {}) }],
  });

describe(`concurrent sales of one lot (${onPostgres ? 'PostgreSQL, in parallel' : 'PGlite, one at a time'})`, () => {
  it('40 sales of 1 naming a lot of 10 beside a lot of 100: exactly 10 succeed, from that lot only', async () => {
    const shop = await c.t.createShop({ nom: 'Course au bain' });
    await addStock(c, shop.id, c.laine.id, 10, 'PETIT');
    await addStock(c, shop.id, c.laine.id, 100, 'GRAND');
    const answers = await Promise.all(Array.from({ length: 40 }, () => sellOne(shop.id, 'PETIT')));
    const ok = answers.filter((r) => r.statusCode === 201);
    expect(ok).toHaveLength(10);
    for (const refused of answers.filter((r) => r.statusCode !== 201)) {
      expect([refused.statusCode, refused.json().detail]).toEqual([409, 'Stock insuffisant (disponible: 0)']);
    }
    expect(ok.every((r) => (r.json() as SaleDetail).items[0]?.bain === 'PETIT')).toBe(true);
    expect(await lotsOf(shop.id)).toEqual([
      { bain: 'GRAND', quantite: 100 },
      { bain: 'PETIT', quantite: 0 },
    ]);
    const numbers = ok.map((r) => sequenceOf((r.json() as SaleDetail).numero_facture)).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 10 }, (_, n) => n + 1));
    expect(await ledgerImbalances(c.t.db)).toEqual([]);
  });

  it('sales naming a lot and sales letting the server choose, at once: every unit sold once, no lot below zero', async () => {
    const shop = await c.t.createShop({ nom: 'Course mêlée' });
    await addStock(c, shop.id, c.laine.id, 5, 'A');
    await addStock(c, shop.id, c.laine.id, 5, 'B');
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, n) => sellOne(shop.id, n % 2 === 0 ? 'A' : undefined)),
    );
    const ok = answers.filter((r) => r.statusCode === 201);
    expect(answers.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
    expect(ok).toHaveLength(10);
    const sold = ok.flatMap((r) => (r.json() as SaleDetail).items.map((item) => item.bain));
    expect(sold.filter((bain) => bain === 'A')).toHaveLength(5);
    expect(sold.filter((bain) => bain === 'B')).toHaveLength(5);
    // A sale naming A was never served from B.
    const named = answers.filter((r, n) => n % 2 === 0 && r.statusCode === 201);
    expect(named.every((r) => (r.json() as SaleDetail).items[0]?.bain === 'A')).toBe(true);
    expect(await lotsOf(shop.id)).toEqual([
      { bain: 'A', quantite: 0 },
      { bain: 'B', quantite: 0 },
    ]);
    expect(await ledgerImbalances(c.t.db)).toEqual([]);
  });

  it('split sales racing over the same lots: each is served whole or refused whole', async () => {
    const shop = await c.t.createShop({ nom: 'Course partagée' });
    await addStock(c, shop.id, c.laine.id, 7, 'A');
    await addStock(c, shop.id, c.laine.id, 7, 'B');
    // 4 units each, 10 sales, 14 units: 3 succeed (12 units), each taking one or two lots.
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        postSale(c, { client: null, magasin: shop.id, articles: [{ article: c.laine.id, quantite: 4 }] }),
      ),
    );
    const ok = answers.filter((r) => r.statusCode === 201);
    expect(ok).toHaveLength(3);
    for (const r of ok) {
      const items = (r.json() as SaleDetail).items;
      expect(items.reduce((sum, item) => sum + item.quantite, 0)).toBe(4);
    }
    const left = await lotsOf(shop.id);
    expect(left.reduce((sum, lot) => sum + lot.quantite, 0)).toBe(2);
    expect(left.every((lot) => lot.quantite >= 0)).toBe(true);
    expect(await ledgerImbalances(c.t.db)).toEqual([]);
  });
});
