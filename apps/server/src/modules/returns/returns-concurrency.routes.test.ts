import type { CreditNote, SaleDetail } from '@pelote/shared';
import { describe, expect, it } from 'vitest';
import { ledgerImbalances } from '../../../test/ledger-balance.ts';
import { summaryDrift } from '../../../test/sales-summary-drift.ts';
import {
  addStock,
  postSale,
  sell,
  stockOf,
  stockThenSell,
  useSalesContext,
} from '../sales/sales.test-support.ts';
import { lineBack, onPostgres, postReturn, saleNow, sequenceOf } from './returns.test-support.ts';

/**
 * Returns racing: never more returned than sold, whatever the number of tills, and the credit-note
 * series stays gapless and apart from the invoices' while sales and returns run at once. Only
 * PostgreSQL runs the requests in parallel; PGlite runs one transaction at a time.
 */

const c = useSalesContext();

describe(`concurrent returns (${onPostgres ? 'PostgreSQL, in parallel' : 'PGlite, one at a time: races proven on PostgreSQL only'})`, () => {
  it('two returns of the last units of a line: one passes, the other is refused with what remains', async () => {
    const sale = await stockThenSell(c, c.shopA.id, c.laine.id, 3);
    const answers = await Promise.all([
      postReturn(c, sale.id, lineBack(sale, 2)),
      postReturn(c, sale.id, lineBack(sale, 2)),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((r) => r.statusCode === 409);
    expect(refused?.json().detail).toBe('Quantité retournée supérieure à la quantité vendue (reste : 1)');
    expect((await saleNow(c, sale.id)).items[0]?.quantite_retournee).toBe(2);
  });

  it('ten tills returning one unit each of a line of 6: exactly 6 pass', async () => {
    const sale = await stockThenSell(c, c.shopA.id, c.accessoire.id, 6, { client: c.client.id });
    const stockBefore = await stockOf(c, c.shopA.id, c.accessoire.id);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        postReturn(
          c,
          sale.id,
          lineBack(sale, 1, { remboursement: { methode: 'wave', reference: `WAVE-CONC-${n}` } }),
        ),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(6);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(4);
    expect((await saleNow(c, sale.id)).retournee).toBe('total');
    expect(await stockOf(c, c.shopA.id, c.accessoire.id)).toBe((stockBefore ?? 0) + 6);
    expect(await ledgerImbalances(c.t.db)).toEqual([]);
  });

  it('sales and returns at once in one shop: both series gapless, each its own, the sums exact', async () => {
    const shop = await c.t.createShop({ nom: 'Boutique Marcory', quartier: 'Marcory' });
    await addStock(c, shop.id, c.laine.id, 60);
    const sales: SaleDetail[] = [];
    for (let n = 0; n < 12; n++) {
      sales.push(
        await sell(c, {
          client: c.client.id,
          magasin: shop.id,
          articles: [{ article: c.laine.id, quantite: 2 }],
        }),
      );
    }
    const saleRequests = Array.from({ length: 12 }, () =>
      postSale(c, { client: null, magasin: shop.id, articles: [{ article: c.laine.id, quantite: 1 }] }),
    );
    const returnRequests = sales.flatMap((sale, n) => [
      postReturn(c, sale.id, lineBack(sale, 1)),
      // One in three asks for too much: refused, it must not leave a hole in the series.
      postReturn(
        c,
        sale.id,
        lineBack(sale, n % 3 === 0 ? 5 : 1, { remboursement: { methode: 'avoir_client' } }),
      ),
    ]);
    const [soldAnswers, returnAnswers] = await Promise.all([
      Promise.all(saleRequests),
      Promise.all(returnRequests),
    ]);

    expect(soldAnswers.every((r) => r.statusCode === 201)).toBe(true);
    const invoices = [
      ...sales.map((s) => s.numero_facture),
      ...soldAnswers.map((r) => (r.json() as SaleDetail).numero_facture),
    ];
    expect(invoices.map(sequenceOf).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 24 }, (_, n) => n + 1),
    );

    const notes = returnAnswers.filter((r) => r.statusCode === 201).map((r) => r.json() as CreditNote);
    expect(returnAnswers.filter((r) => r.statusCode !== 201).every((r) => r.statusCode === 409)).toBe(true);
    // What remains depends on whether the sale's other return (one unit) went first: 2 or 1.
    const refusals = returnAnswers.filter((r) => r.statusCode === 409).map((r) => r.json().detail);
    expect(refusals).toHaveLength(4);
    for (const detail of refusals)
      expect(detail).toMatch(/^Quantité retournée supérieure à la quantité vendue \(reste : [12]\)$/);
    expect(notes).toHaveLength(24 - 4);
    expect(notes.every((note) => note.numero_avoir.startsWith(`AV-${new Date().getUTCFullYear()}-`))).toBe(
      true,
    );
    expect(notes.map((note) => sequenceOf(note.numero_avoir)).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, n) => n + 1),
    );
    expect(await ledgerImbalances(c.t.db)).toEqual([]);
    expect(await summaryDrift(c.t.db)).toEqual([]);
  });
});
