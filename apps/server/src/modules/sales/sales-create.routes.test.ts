import { SALE_MESSAGES as M, type SaleDetail } from '@pelote/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerImbalances } from '../../../test/ledger-balance.ts';
import { articles } from '../../db/schema/articles.ts';
import { mouvementsStock } from '../../db/schema/stock.ts';
import * as support from './sales.test-support.ts';

const c = support.useSalesContext();
const YEAR = new Date().getUTCFullYear();
const code = (shopId: number) => `M${String(shopId).padStart(2, '0')}`;

describe('POST /Mouvements/ventes/creer/', () => {
  it('records the sale with catalogue prices, takes the stock, writes the movements and the turnover', async () => {
    await support.addStock(c, c.shopA.id, c.laine.id, 20);
    await support.addStock(c, c.shopA.id, c.accessoire.id, 5);
    const turnover = await support.turnoverOf(c, c.client.id);
    const response = await support.postSale(c, {
      client: c.client.id,
      magasin: c.shopA.id,
      // Prices and totals sent by a client are not part of the payload and are ignored.
      articles: [
        { article: c.laine.id, quantite: 3, prix_unitaire: 1, prix_total: 1 },
        { article: c.accessoire.id, quantite: 2 },
      ],
      total: 5,
    });
    expect(response.statusCode, response.body).toBe(201);
    const sale = response.json() as SaleDetail;
    expect(sale).toMatchObject({
      numero_facture: `FAC-${YEAR}-${code(c.shopA.id)}-000001`,
      total: 3 * 150_000 + 2 * 250_000,
      statut: 'validee',
      magasin: { id: c.shopA.id, nom: 'Boutique Cocody', quartier: 'Cocody' },
      client: { id: c.client.id, nom: 'Kouassi', prenom: 'Aya', email: 'aya@exemple.ci' },
      annulee_at: null,
    });
    expect(sale.vendeur?.username).toBeTruthy();
    expect(
      sale.items.map((i) => [
        i.article.article_name,
        i.article.article_type,
        i.quantite,
        i.prix_unitaire,
        i.prix_total,
      ]),
    ).toEqual([
      ['Mérinos bleu nuit', 'laine', 3, 150_000, 450_000],
      ['Aiguilles circulaires 4 mm', 'accessoire', 2, 250_000, 500_000],
    ]);
    expect(Math.abs(Date.parse(sale.date_vente) - Date.now())).toBeLessThan(60_000);

    expect(await support.stockOf(c, c.shopA.id, c.laine.id)).toBe(17);
    expect(await support.stockOf(c, c.shopA.id, c.accessoire.id)).toBe(3);
    expect(await support.turnoverOf(c, c.client.id)).toBe((turnover ?? 0) + 950_000);
    const movements = await c.t.db.select().from(mouvementsStock).where(eq(mouvementsStock.venteId, sale.id));
    expect(movements.map((m) => [m.articleId, m.kind, m.quantite, m.reference]).sort()).toEqual(
      [
        [c.laine.id, 'vente', -3, sale.numero_facture],
        [c.accessoire.id, 'vente', -2, sale.numero_facture],
      ].sort(),
    );
    expect(await ledgerImbalances(c.t.db)).toEqual([]);
  });

  it('records a vente libre (client null) and merges repeated lines of one article', async () => {
    const before = await support.stockOf(c, c.shopA.id, c.laine.id);
    const sale = await support.sell(c, {
      client: null,
      magasin: c.shopA.id,
      articles: [
        { article: c.laine.id, quantite: 1 },
        { article: c.laine.id, quantite: 2 },
      ],
    });
    expect(sale.client).toBeNull();
    expect(sale.items).toHaveLength(1);
    expect(sale.items[0]).toMatchObject({ quantite: 3, prix_total: 450_000 });
    expect(sale.total).toBe(450_000);
    expect(await support.stockOf(c, c.shopA.id, c.laine.id)).toBe((before ?? 0) - 3);
  });

  it('answers 409 with the quantity available and writes nothing, not even an invoice number', async () => {
    await support.addStock(c, c.shopB.id, c.laine.id, 2);
    await support.addStock(c, c.shopB.id, c.accessoire.id, 10);
    const before = await support.writes(c);
    // The first line could be sold; the second cannot: the whole sale is refused.
    const response = await support.postSale(c, {
      client: c.client.id,
      magasin: c.shopB.id,
      articles: [
        { article: c.accessoire.id, quantite: 1 },
        { article: c.laine.id, quantite: 3 },
      ],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: 'Stock insuffisant (disponible: 2)' });
    expect(await support.writes(c)).toEqual(before);
    expect(await support.stockOf(c, c.shopB.id, c.accessoire.id)).toBe(10);

    // No stock line at all: 'disponible: 0'.
    const other = await support.createClient(c, 'Traoré', 'Moussa');
    const none = await support.postSale(c, {
      client: other.id,
      magasin: c.shopB.id,
      articles: [{ article: (await newArticle('Crochet 3 mm')).id, quantite: 1 }],
    });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({ detail: 'Stock insuffisant (disponible: 0)' });
    expect(await support.turnoverOf(c, other.id)).toBe(0);

    // The failed attempts took no number: the next sale of shop B is its first.
    const sale = await support.sell(c, {
      client: null,
      magasin: c.shopB.id,
      articles: [{ article: c.laine.id, quantite: 2 }],
    });
    expect(sale.numero_facture).toBe(`FAC-${YEAR}-${code(c.shopB.id)}-000001`);
    expect(await support.stockOf(c, c.shopB.id, c.laine.id)).toBe(0);
  });

  it('numbers the invoices of each shop one after the other', async () => {
    await support.addStock(c, c.shopA.id, c.accessoire.id, 10);
    const numbers: number[] = [];
    for (let n = 0; n < 3; n++) {
      const sale = await support.sell(c, {
        client: null,
        magasin: c.shopA.id,
        articles: [{ article: c.accessoire.id, quantite: 1 }],
      });
      numbers.push(support.sequenceOf(sale.numero_facture));
    }
    const [first] = numbers;
    expect(numbers).toEqual([first, (first ?? 0) + 1, (first ?? 0) + 2]);
  });

  it.each([
    ['no client key', { magasin: 1, articles: [{ article: 1, quantite: 1 }] }, 'client', M.clientRequired],
    [
      'a client of 0',
      { client: 0, magasin: 1, articles: [{ article: 1, quantite: 1 }] },
      'client',
      M.clientRequired,
    ],
    ['no shop', { client: null, articles: [{ article: 1, quantite: 1 }] }, 'magasin', M.shopRequired],
    ['no articles', { client: null, magasin: 1, articles: [] }, 'articles', M.noItems],
    ['articles missing', { client: null, magasin: 1 }, 'articles', M.noItems],
    [
      'a line without article',
      { client: null, magasin: 1, articles: [{ quantite: 1 }] },
      'articles.0.article',
      M.articleRequired,
    ],
    [
      'a quantity of 0',
      { client: null, magasin: 1, articles: [{ article: 1, quantite: 0 }] },
      'articles.0.quantite',
      M.quantityAboveZero,
    ],
    [
      'a negative quantity',
      { client: null, magasin: 1, articles: [{ article: 1, quantite: -2 }] },
      'articles.0.quantite',
      M.quantityAboveZero,
    ],
    [
      'a fractional quantity',
      { client: null, magasin: 1, articles: [{ article: 1, quantite: 1.5 }] },
      'articles.0.quantite',
      M.quantityAboveZero,
    ],
    [
      'a quantity as text',
      { client: null, magasin: 1, articles: [{ article: 1, quantite: 'deux' }] },
      'articles.0.quantite',
      M.quantityAboveZero,
    ],
    [
      'too many lines',
      {
        client: null,
        magasin: 1,
        articles: Array.from({ length: 201 }, () => ({ article: 1, quantite: 1 })),
      },
      'articles',
      M.tooManyLines,
    ],
  ])('refuses %s with 400 and its French message, writing nothing', async (_, payload, field, message) => {
    const before = await support.writes(c);
    const response = await support.postSale(c, payload);
    expect(response.statusCode).toBe(400);
    const body = response.json() as { detail: string; errors: Record<string, string> };
    expect(body.errors[field]).toBe(message);
    expect(body.detail).toBeTruthy();
    expect(await support.writes(c)).toEqual(before);
  });

  it('answers 404 for an unknown shop, client or article, and for a deleted article', async () => {
    const line = [{ article: c.laine.id, quantite: 1 }];
    const shop = await support.postSale(c, { client: null, magasin: 999_999, articles: line });
    expect([shop.statusCode, shop.json().detail]).toEqual([404, M.shopNotFound]);
    const client = await support.postSale(c, { client: 999_999, magasin: c.shopA.id, articles: line });
    expect([client.statusCode, client.json().detail]).toEqual([404, M.clientNotFound]);
    const article = await support.postSale(c, {
      client: null,
      magasin: c.shopA.id,
      articles: [{ article: 999_999, quantite: 1 }],
    });
    expect([article.statusCode, article.json().detail]).toEqual([404, M.productNotFound]);
    const gone = await newArticle('Laine retirée');
    await support.addStock(c, c.shopA.id, gone.id, 4);
    await c.t.db.update(articles).set({ deletedAt: new Date() }).where(eq(articles.id, gone.id));
    const deleted = await support.postSale(c, {
      client: null,
      magasin: c.shopA.id,
      articles: [{ article: gone.id, quantite: 1 }],
    });
    expect([deleted.statusCode, deleted.json().detail]).toEqual([404, M.productNotFound]);
  });

  it('lets a gerant sell in their shop only', async () => {
    await support.addStock(c, c.shopA.id, c.laine.id, 2);
    const own = await support.postSale(
      c,
      { client: null, magasin: c.shopA.id, articles: [{ article: c.laine.id, quantite: 1 }] },
      { headers: c.gerant },
    );
    expect(own.statusCode, own.body).toBe(201);
    const before = await support.writes(c);
    const other = await support.postSale(
      c,
      { client: null, magasin: c.shopB.id, articles: [{ article: c.laine.id, quantite: 1 }] },
      { headers: c.gerant },
    );
    expect(other.statusCode).toBe(403);
    expect(other.json().detail).toBe(
      "Vous n'avez pas les permissions nécessaires pour effectuer cette action",
    );
    expect(await support.writes(c)).toEqual(before);
  });

  it('creates one sale for one Idempotency-Key, answers it again, and refuses the key for another body', async () => {
    await support.addStock(c, c.shopA.id, c.accessoire.id, 3);
    const stock = await support.stockOf(c, c.shopA.id, c.accessoire.id);
    const payload = {
      client: c.client.id,
      magasin: c.shopA.id,
      articles: [{ article: c.accessoire.id, quantite: 1 }],
    };
    const turnover = await support.turnoverOf(c, c.client.id);
    const first = await support.postSale(c, payload, { key: 'caisse-1-vente-77' });
    const retry = await support.postSale(c, payload, { key: 'caisse-1-vente-77' });
    expect(first.statusCode, first.body).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(await support.stockOf(c, c.shopA.id, c.accessoire.id)).toBe((stock ?? 0) - 1);
    expect(await support.turnoverOf(c, c.client.id)).toBe((turnover ?? 0) + 250_000);

    const reused = await support.postSale(c, { ...payload, client: null }, { key: 'caisse-1-vente-77' });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().detail).toBe('Cette clé Idempotency-Key a déjà servi pour une autre requête');

    // Two twins racing with one key: one sale.
    const before = await support.writes(c);
    const twins = await Promise.all([
      support.postSale(c, payload, { key: 'caisse-1-vente-78' }),
      support.postSale(c, payload, { key: 'caisse-1-vente-78' }),
    ]);
    expect(twins.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(twins[0]?.json().id).toBe(twins[1]?.json().id);
    expect((await support.writes(c)).ventes).toBe(before.ventes + 1);
    expect(await ledgerImbalances(c.t.db)).toEqual([]);
  });
});

async function newArticle(nom: string) {
  const [row] = await c.t.db
    .insert(articles)
    .values({ type: 'accessoire', nom, prixUnitaire: 50_000 })
    .returning({ id: articles.id });
  if (!row) throw new Error('article not created');
  return row;
}
