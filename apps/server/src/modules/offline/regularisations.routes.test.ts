import type { SaleDetail } from '@pelote/shared';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerImbalances } from '../../../test/ledger-balance.ts';
import { createArticle } from '../../../test/shop-context.test-support.ts';
import { regularisationsStock } from '../../db/schema/regularisations.ts';
import { mouvementsStock } from '../../db/schema/stock.ts';
import { addStock, cancelSale, postSale, stockOf, useSalesContext } from '../sales/sales.test-support.ts';
import { draft, step } from '../transfers/transfers.test-support.ts';

/**
 * What settles the stock 'à régulariser' besides a delivery and a count (offline-sales.routes.test.ts):
 * a transfer received, an addition — several rows oldest first, a part of one — and what a
 * cancelled offline sale gives back (only the units it took).
 */

const c = useSalesContext();
let n = 0;

/** A new accessory (created as direction); answers its id. */
const newAccessory = async (nom: string) => (await createArticle(c, 'accessoire', { nom })).id;

async function sellOffline(magasin: number, article: number, quantite: number) {
  const response = await postSale(
    c,
    {
      client: null,
      magasin,
      articles: [{ article, quantite }],
      hors_ligne: true,
      date_appareil: new Date(Date.now() - 60_000).toISOString(),
      ticket_provisoire: `T-M02-${++n}`,
    },
    { key: crypto.randomUUID() },
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as SaleDetail;
}

const openUnits = async (article: number) =>
  (
    await c.t.db
      .select({ restante: regularisationsStock.quantiteRestante })
      .from(regularisationsStock)
      .where(eq(regularisationsStock.articleId, article))
      .orderBy(asc(regularisationsStock.id))
  ).map((row) => row.restante);

const kinds = async (magasin: number, article: number) =>
  (
    await c.t.db
      .select({ kind: mouvementsStock.kind, quantite: mouvementsStock.quantite })
      .from(mouvementsStock)
      .where(and(eq(mouvementsStock.magasinId, magasin), eq(mouvementsStock.articleId, article)))
      .orderBy(asc(mouvementsStock.id))
  ).map((row) => `${row.kind} ${row.quantite}`);

describe('settling the stock à régulariser', () => {
  it('a transfer received settles the oldest rows first, then an addition the rest', async () => {
    const article = await newAccessory('Marqueurs de mailles');
    await sellOffline(c.shopB.id, article, 2);
    await sellOffline(c.shopB.id, article, 3);
    expect(await openUnits(article)).toEqual([2, 3]);

    await addStock(c, c.shopA.id, article, 3);
    const transfer = await draft(c, [{ article, quantite: 3 }]);
    await step(c, transfer.id, 'expedier', undefined, { key: crypto.randomUUID() });
    await step(c, transfer.id, 'recevoir', { lignes: [] }, { key: crypto.randomUUID() });
    expect(await openUnits(article)).toEqual([0, 2]);
    expect(await stockOf(c, c.shopB.id, article)).toBe(0);

    await addStock(c, c.shopB.id, article, 5);
    expect(await openUnits(article)).toEqual([0, 0]);
    expect(await stockOf(c, c.shopB.id, article)).toBe(3);
    expect(await kinds(c.shopB.id, article)).toEqual([
      'transfert_entree 3',
      'regularisation -2',
      'regularisation -1',
      'ajout 5',
      'regularisation -2',
    ]);
    expect(await ledgerImbalances(c.t.db)).toEqual([]);
  });

  it('a cancelled offline sale gives back only the units it took, and closes its rows', async () => {
    const article = await newAccessory('Pompons');
    await addStock(c, c.shopA.id, article, 2);
    const sale = await sellOffline(c.shopA.id, article, 5);
    expect(sale.a_regulariser).toMatchObject([{ quantite: 3 }]);
    expect(await stockOf(c, c.shopA.id, article)).toBe(0);
    await addStock(c, c.shopA.id, article, 1);
    expect(await openUnits(article)).toEqual([2]);

    const cancelled = await cancelSale(c, sale.id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // Took 2 at the sale and 1 settled since: 3 come back, the 2 never taken do not.
    expect(await stockOf(c, c.shopA.id, article)).toBe(3);
    expect(await openUnits(article)).toEqual([0]);
    expect(await ledgerImbalances(c.t.db)).toEqual([]);
  });
});
