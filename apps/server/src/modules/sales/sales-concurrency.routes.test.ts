import { SALE_PATHS, type SaleDetail } from '@pelote/shared';
import { describe, expect, it } from 'vitest';
import { ledgerImbalances } from '../../../test/ledger-balance.ts';
import {
  addStock,
  createClient,
  postSale,
  sell,
  sequenceOf,
  stockOf,
  turnoverOf,
  useSalesContext,
  writes,
} from './sales.test-support.ts';

/**
 * Tills racing: never more sold than was on the shelf, no deadlock between sales taking the same
 * articles in opposite orders or swapping clients, invoice numbers without gaps, and twins of one
 * sale (one Idempotency-Key) all answered the one sale. These are races: only PostgreSQL runs the
 * requests in parallel; PGlite runs one transaction at a time, so there they prove little.
 */

const onPostgres = process.env.PELOTE_TEST_DB === 'postgres';
const c = useSalesContext();

describe(`concurrent sales (${onPostgres ? 'PostgreSQL, in parallel' : 'PGlite, one at a time: races proven on PostgreSQL only'})`, () => {
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

  it('20 twins of one sale (one Idempotency-Key) for the last unit all answer the same 201: one sale', async () => {
    await addStock(c, c.shopA.id, c.accessoire.id, 1);
    const before = await writes(c);
    const payload = {
      client: null,
      magasin: c.shopA.id,
      articles: [{ article: c.accessoire.id, quantite: 1 }],
    };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => postSale(c, payload, { key: 'caisse-2-derniere-pelote' })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const numbers = new Set(answers.map((r) => (r.json() as SaleDetail).numero_facture));
    expect(numbers.size).toBe(1);
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
    expect(await stockOf(c, c.shopA.id, c.accessoire.id)).toBe(0);
    const after = await writes(c);
    expect([after.ventes, after.lignes]).toEqual([before.ventes + 1, before.lignes + 1]);
    expect(await ledgerImbalances(c.t.db)).toEqual([]);
  });

  it('sales moved at once between two clients in opposite directions all complete (no deadlock), turnovers exact', async () => {
    const awa = await createClient(c, 'Traoré', 'Awa');
    const yao = await createClient(c, 'Yao', 'Koffi');
    await addStock(c, c.shopB.id, c.laine.id, 10);
    await addStock(c, c.shopB.id, c.accessoire.id, 10);
    const saleOf = (client: number, article: number) =>
      sell(c, { client, magasin: c.shopB.id, articles: [{ article, quantite: 1 }] });
    const ofAwa: SaleDetail[] = [];
    const ofYao: SaleDetail[] = [];
    for (let n = 0; n < 10; n++) {
      ofAwa.push(await saleOf(awa.id, c.laine.id));
      ofYao.push(await saleOf(yao.id, c.accessoire.id));
    }
    const move = (sale: SaleDetail, client: number) =>
      c.t.inject({
        method: 'PUT',
        url: `/api${SALE_PATHS.sale}/${sale.id}`,
        headers: c.direction,
        payload: { client },
      });
    // Three rounds: the sales cross over, come back, and cross over again, all at once each time.
    for (const [toYao, toAwa] of [
      [yao.id, awa.id],
      [awa.id, yao.id],
      [yao.id, awa.id],
    ] as const) {
      const answers = await Promise.all(
        ofAwa.flatMap((sale, n) => [move(sale, toYao), move(ofYao[n] as SaleDetail, toAwa)]),
      );
      expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    }
    expect(await turnoverOf(c, awa.id)).toBe(10 * 250_000);
    expect(await turnoverOf(c, yao.id)).toBe(10 * 150_000);
  });
});
