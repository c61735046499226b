import type { SaleDetail } from '@pelote/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helper.ts';
import { idempotencyKeys } from '../db/schema/idempotency.ts';
import { addStock, postSale, stockOf, useSalesContext, writes } from '../modules/sales/sales.test-support.ts';
import { bodyHash, purgeExpiredKeys } from './idempotency.ts';

/**
 * What any write sent with an Idempotency-Key promises, whatever the route: the body's key order
 * does not matter, a failed write keeps nothing (its retry runs again), and keys are forgotten
 * after 90 days.
 */

const c = useSalesContext();
const ADD_URL = '/api/Magasins/stocks/add';
const DAY = 24 * 60 * 60 * 1000;

const sendRaw = (url: string, json: string, key: string) =>
  c.t.inject({
    method: 'POST',
    url,
    headers: { ...c.direction, 'content-type': 'application/json', 'idempotency-key': key },
    payload: json,
  });

async function keysNamed(...names: string[]) {
  const rows = await c.t.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys);
  return rows.map((row) => row.key).filter((key) => names.includes(key));
}

async function backDate(key: string, days: number) {
  await c.t.db
    .update(idempotencyKeys)
    .set({ createdAt: sql`now() - make_interval(days => ${days})` })
    .where(eq(idempotencyKeys.key, key));
}

describe('the body hash', () => {
  it('ignores the order of keys at any depth, but not values nor the order of a list', () => {
    const sale = {
      client: null,
      magasin: 1,
      articles: [
        { article: 5, quantite: 1 },
        { article: 7, quantite: 2 },
      ],
    };
    const reordered = {
      articles: [
        { quantite: 1, article: 5 },
        { quantite: 2, article: 7 },
      ],
      magasin: 1,
      client: null,
    };
    expect(bodyHash(reordered)).toBe(bodyHash(sale));
    expect(bodyHash({ ...sale, magasin: 2 })).not.toBe(bodyHash(sale));
    expect(bodyHash({ ...sale, articles: [...sale.articles].reverse() })).not.toBe(bodyHash(sale));
    expect(bodyHash({ day: new Date('2026-03-01T00:00:00Z') })).not.toBe(
      bodyHash({ day: new Date('2026-03-02T00:00:00Z') }),
    );
  });
});

describe('a key sent again', () => {
  it('answers the same sale when the retry lists the same content with its keys in another order', async () => {
    await addStock(c, c.shopA.id, c.laine.id, 5);
    const article = c.laine.id;
    const first = await sendRaw(
      '/api/Mouvements/ventes/creer/',
      `{"client":null,"magasin":${c.shopA.id},"articles":[{"article":${article},"quantite":2}]}`,
      'ordre-des-cles',
    );
    expect(first.statusCode, first.body).toBe(201);
    const before = await writes(c);
    const again = await sendRaw(
      '/api/Mouvements/ventes/creer/',
      `{"articles":[{"quantite":2,"article":${article}}],"magasin":${c.shopA.id},"client":null}`,
      'ordre-des-cles',
    );
    expect([again.statusCode, again.body]).toEqual([201, first.body]);
    expect(await writes(c)).toEqual(before);
    expect(await stockOf(c, c.shopA.id, article)).toBe(3);
  });

  it('runs a failed sale again (nothing was kept), and then answers its success', async () => {
    const payload = {
      client: null,
      magasin: c.shopB.id,
      articles: [{ article: c.accessoire.id, quantite: 2 }],
    };
    const refused = await postSale(c, payload, { key: 'vente-sans-stock' });
    expect([refused.statusCode, refused.json().detail]).toEqual([409, 'Stock insuffisant (disponible: 0)']);
    expect(await keysNamed('vente-sans-stock')).toEqual([]);

    await addStock(c, c.shopB.id, c.accessoire.id, 2);
    const retried = await postSale(c, payload, { key: 'vente-sans-stock' });
    expect(retried.statusCode, retried.body).toBe(201);
    const again = await postSale(c, payload, { key: 'vente-sans-stock' });
    expect([again.statusCode, (again.json() as SaleDetail).numero_facture]).toEqual([
      201,
      (retried.json() as SaleDetail).numero_facture,
    ]);
    expect(await stockOf(c, c.shopB.id, c.accessoire.id)).toBe(0);
  });
});

describe('keys older than 90 days', () => {
  it('are purged, so the key runs anew; a recent key stays and still answers', async () => {
    const payload = `{"magasin":${c.shopA.id},"produit_id":${c.accessoire.id},"quantite":4}`;
    for (const key of ['cle-ancienne', 'cle-recente'])
      expect((await sendRaw(ADD_URL, payload, key)).statusCode).toBe(201);
    const stock = await stockOf(c, c.shopA.id, c.accessoire.id);
    await backDate('cle-ancienne', 91);
    await backDate('cle-recente', 89);

    expect(await purgeExpiredKeys(c.t.db)).toBe(1);
    expect(await keysNamed('cle-ancienne', 'cle-recente')).toEqual(['cle-recente']);

    expect((await sendRaw(ADD_URL, payload, 'cle-recente')).statusCode).toBe(201);
    expect(await stockOf(c, c.shopA.id, c.accessoire.id)).toBe(stock);
    expect((await sendRaw(ADD_URL, payload, 'cle-ancienne')).statusCode).toBe(201);
    expect(await stockOf(c, c.shopA.id, c.accessoire.id)).toBe((stock ?? 0) + 4);
  });

  it('are purged by the first keyed write of a server just started', async () => {
    const t = await createTestApp();
    try {
      const { headers, user } = await t.signedIn('direction');
      const shop = await t.createShop();
      const old = { userId: user.id, scope: 'vente', requestHash: 'x', statusCode: 201, response: {} };
      await t.db.insert(idempotencyKeys).values([
        { ...old, key: 'oubliee', createdAt: new Date(Date.now() - 91 * DAY) },
        { ...old, key: 'gardee', createdAt: new Date(Date.now() - 30 * DAY) },
      ]);
      const sale = await t.inject({
        method: 'POST',
        url: '/api/Mouvements/ventes/creer/',
        headers: { ...headers, 'idempotency-key': 'premiere-ecriture' },
        payload: { client: null, magasin: shop.id, articles: [{ article: 999_999, quantite: 1 }] },
      });
      expect(sale.statusCode).toBe(404);
      const left = await t.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys);
      expect(left.map((row) => row.key)).toEqual(['gardee']);
    } finally {
      await t.close();
    }
  });
});
