import type { SaleDetail } from '@pelote/shared';
import { describe, expect, it } from 'vitest';
import { ledgerImbalances } from '../../../test/ledger-balance.ts';
import { addStock, postSale, sequenceOf, stockOf, useSalesContext } from './sales.test-support.ts';

/**
 * Tills racing (DESIGN §4 'A sale'): never more sold than was on the shelf, no deadlock between
 * sales taking the same articles in opposite orders, and invoice numbers without gaps.
 */

const c = useSalesContext();

describe('concurrent sales', () => {
  it('100 sales of 1 unit at once on a line of 10: exactly 10 succeed, the rest are 409', async () => {
    await addStock(c, c.shopA.id, c.laine.id, 10);
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        postSale(c, { client: null, magasin: c.shopA.id, articles: [{ article: c.laine.id, quantite: 1 }] }),
      ),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(90);
    for (const refused of answers.filter((r) => r.statusCode === 409)) {
      expect(refused.json().detail).toBe('Stock insuffisant (disponible: 0)');
    }
    expect(await stockOf(c, c.shopA.id, c.laine.id)).toBe(0);
    expect(await ledgerImbalances(c.t.db)).toEqual([]);

    // The 10 numbers are the 10 first of the series, without a gap.
    const numbers = answers
      .filter((r) => r.statusCode === 201)
      .map((r) => sequenceOf((r.json() as SaleDetail).numero_facture))
      .sort((a, b) => a - b);
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('sales taking two articles in opposite orders all complete (no deadlock), numbers stay gapless', async () => {
    await addStock(c, c.shopB.id, c.laine.id, 40);
    await addStock(c, c.shopB.id, c.accessoire.id, 40);
    const forward = [
      { article: c.laine.id, quantite: 1 },
      { article: c.accessoire.id, quantite: 1 },
    ];
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        postSale(c, {
          client: n % 3 === 0 ? c.client.id : null,
          magasin: c.shopB.id,
          // One sale in five asks for more than there is: it fails and must not leave a hole.
          articles:
            n % 5 === 4
              ? [{ article: c.laine.id, quantite: 1000 }]
              : n % 2
                ? forward
                : [...forward].reverse(),
        }),
      ),
    );
    const ok = answers.filter((r) => r.statusCode === 201);
    expect(answers.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
    expect(ok).toHaveLength(24);
    const numbers = ok.map((r) => sequenceOf((r.json() as SaleDetail).numero_facture)).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 24 }, (_, n) => n + 1));
    expect(await stockOf(c, c.shopB.id, c.laine.id)).toBe(16);
    expect(await stockOf(c, c.shopB.id, c.accessoire.id)).toBe(16);
    expect(await ledgerImbalances(c.t.db)).toEqual([]);
  });
});
