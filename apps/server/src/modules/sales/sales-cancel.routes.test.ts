import { SALE_MESSAGES as M, type SaleDetail } from '@pelote/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerImbalances } from '../../../test/ledger-balance.ts';
import { mouvementsStock } from '../../db/schema/stock.ts';
import {
  addStock,
  createClient,
  sell,
  stockOf,
  turnoverOf,
  useSalesContext,
  writes,
} from './sales.test-support.ts';

const c = useSalesContext();
const saleUrl = (id: number) => `/api/Ventes/${id}`;

async function aSale(client: number | null = c.client.id, magasin = c.shopA.id) {
  await addStock(c, magasin, c.laine.id, 3);
  return sell(c, { client, magasin, articles: [{ article: c.laine.id, quantite: 3 }] });
}

describe('DELETE /Ventes/{id} (cancel)', () => {
  it('puts the stock back through annulation movements, takes the turnover back, keeps the number', async () => {
    const sale = await aSale();
    const stock = await stockOf(c, c.shopA.id, c.laine.id);
    const turnover = await turnoverOf(c, c.client.id);
    const response = await c.t.inject({ method: 'DELETE', url: saleUrl(sale.id), headers: c.direction });
    expect(response.statusCode, response.body).toBe(200);
    const cancelled = response.json() as SaleDetail;
    expect(cancelled).toMatchObject({ id: sale.id, statut: 'annulee', numero_facture: sale.numero_facture });
    expect(cancelled.annulee_at).not.toBeNull();
    expect(await stockOf(c, c.shopA.id, c.laine.id)).toBe((stock ?? 0) + 3);
    expect(await turnoverOf(c, c.client.id)).toBe((turnover ?? 0) - 450_000);
    const back = await c.t.db
      .select()
      .from(mouvementsStock)
      .where(and(eq(mouvementsStock.venteId, sale.id), eq(mouvementsStock.kind, 'annulation')));
    expect(back.map((m) => [m.articleId, m.quantite, m.reference])).toEqual([
      [c.laine.id, 3, sale.numero_facture],
    ]);
    expect(await ledgerImbalances(c.t.db)).toEqual([]);

    // Cancelled once only; the number is not given again.
    const before = await writes(c);
    const again = await c.t.inject({ method: 'DELETE', url: saleUrl(sale.id), headers: c.direction });
    expect([again.statusCode, again.json().detail]).toEqual([409, M.alreadyCancelled]);
    expect(await writes(c)).toEqual(before);
    const next = await aSale();
    expect(next.numero_facture).not.toBe(sale.numero_facture);
  });

  it('is for direction only, and answers 404 for an unknown sale', async () => {
    const sale = await aSale();
    const before = await writes(c);
    const gerant = await c.t.inject({ method: 'DELETE', url: saleUrl(sale.id), headers: c.gerant });
    expect(gerant.statusCode).toBe(403);
    expect(await writes(c)).toEqual(before);
    const unknown = await c.t.inject({ method: 'DELETE', url: saleUrl(999_999), headers: c.direction });
    expect([unknown.statusCode, unknown.json().detail]).toEqual([404, M.notFound]);
  });
});

describe('PUT /Ventes/{id} (the client only)', () => {
  it('moves the sale and its turnover to another client, or makes it a vente libre', async () => {
    const sale = await aSale();
    const other = await createClient(c, 'Bamba', 'Fatou');
    const first = await turnoverOf(c, c.client.id);
    const moved = await c.t.inject({
      method: 'PUT',
      url: saleUrl(sale.id),
      headers: c.gerant,
      // Anything but the client is ignored: an invoice is not edited after the fact.
      payload: { client: other.id, total: 1, magasin: c.shopB.id },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ client: { id: other.id, nom: 'Bamba' }, total: 450_000 });
    expect((moved.json() as SaleDetail).magasin.id).toBe(c.shopA.id);
    expect(await turnoverOf(c, other.id)).toBe(450_000);
    expect(await turnoverOf(c, c.client.id)).toBe((first ?? 0) - 450_000);

    const free = await c.t.inject({
      method: 'PUT',
      url: saleUrl(sale.id),
      headers: c.direction,
      payload: { client: null },
    });
    expect(free.json().client).toBeNull();
    expect(await turnoverOf(c, other.id)).toBe(0);
  });

  it('refuses a cancelled sale, an unknown client, and a gerant of another shop', async () => {
    const inB = await aSale(c.client.id, c.shopB.id);
    const gerant = await c.t.inject({
      method: 'PUT',
      url: saleUrl(inB.id),
      headers: c.gerant,
      payload: { client: null },
    });
    expect(gerant.statusCode).toBe(403);
    const unknown = await c.t.inject({
      method: 'PUT',
      url: saleUrl(inB.id),
      headers: c.direction,
      payload: { client: 999_999 },
    });
    expect([unknown.statusCode, unknown.json().detail]).toEqual([404, M.clientNotFound]);
    const missing = await c.t.inject({
      method: 'PUT',
      url: saleUrl(inB.id),
      headers: c.direction,
      payload: {},
    });
    expect([missing.statusCode, missing.json().errors?.client]).toEqual([400, M.clientRequired]);

    await c.t.inject({ method: 'DELETE', url: saleUrl(inB.id), headers: c.direction });
    const cancelled = await c.t.inject({
      method: 'PUT',
      url: saleUrl(inB.id),
      headers: c.direction,
      payload: { client: null },
    });
    expect([cancelled.statusCode, cancelled.json().detail]).toEqual([409, M.cancelledNotEditable]);
  });
});
