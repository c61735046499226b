import {
  SALE_MESSAGES as M,
  type Paginated,
  type Sale,
  type SaleDetail,
  type StoreProduct,
} from '@pelote/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ventes } from '../../db/schema/sales.ts';
import { withoutCosts } from '../costs/index.ts';
import { addStock, createClient, LIST_URL, sell, useSalesContext } from './sales.test-support.ts';

const c = useSalesContext();
const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

/** Shop A: 4 sales (two for the client, one vente libre, one moved 10 days back); shop B: 1. */
const sales: Record<'small' | 'big' | 'free' | 'old' | 'inB', SaleDetail> = {} as never;
let otherClient: { id: number };

beforeAll(async () => {
  await addStock(c, c.shopA.id, c.laine.id, 50);
  await addStock(c, c.shopA.id, c.accessoire.id, 50);
  await addStock(c, c.shopB.id, c.laine.id, 5);
  otherClient = await createClient(c, 'Diallo', 'Mariam');
  const line = (article: number, quantite: number) => [{ article, quantite }];
  sales.small = await sell(c, { client: c.client.id, magasin: c.shopA.id, articles: line(c.laine.id, 1) });
  sales.big = await sell(c, { client: c.client.id, magasin: c.shopA.id, articles: line(c.accessoire.id, 4) });
  sales.free = await sell(c, { client: null, magasin: c.shopA.id, articles: line(c.laine.id, 2) });
  sales.old = await sell(c, { client: otherClient.id, magasin: c.shopA.id, articles: line(c.laine.id, 3) });
  await c.t.db
    .update(ventes)
    .set({ dateVente: new Date(Date.now() - 10 * DAY) })
    .where(eq(ventes.id, sales.old.id));
  sales.inB = await sell(c, { client: c.client.id, magasin: c.shopB.id, articles: line(c.laine.id, 1) });
});

async function list(query: Record<string, string | number>, headers = c.direction, url = LIST_URL) {
  const response = await c.t.inject({ method: 'GET', url, query: query as Record<string, string>, headers });
  expect(response.statusCode, response.body).toBe(200);
  const page = response.json() as Paginated<Sale>;
  return page.results.map((sale) => sale.id);
}

describe('GET /Mouvements/ventes-all/ (search, in the database)', () => {
  it('lists every shop newest first, with lines, paged', async () => {
    expect(await list({})).toEqual([sales.inB.id, sales.free.id, sales.big.id, sales.small.id, sales.old.id]);
    const response = await c.t.inject({
      method: 'GET',
      url: LIST_URL,
      query: { page: '2', page_size: '2' },
      headers: c.direction,
    });
    const page = response.json() as Paginated<Sale>;
    expect(page).toMatchObject({ count: 5, page: 2, page_size: 2, total_pages: 3 });
    expect(page.results.map((s) => s.id)).toEqual([sales.big.id, sales.small.id]);
    expect(page.results[0]?.items[0]).toMatchObject({ quantite: 4, prix_total: 1_000_000 });
  });

  it('filters by client (exact), invoice number (case-insensitive part), shop and days (inclusive)', async () => {
    expect(await list({ client: c.client.id })).toEqual([sales.inB.id, sales.big.id, sales.small.id]);
    const part = sales.big.numero_facture.slice(-10).toLowerCase(); // 'm01-000002'
    expect(await list({ numero_facture: part })).toEqual([sales.big.id]);
    expect(await list({ numero_facture: '%' })).toEqual([]);
    expect(await list({ magasin: c.shopB.id })).toEqual([sales.inB.id]);
    expect(await list({ date_debut: day(0), date_fin: day(0) })).toEqual([
      sales.inB.id,
      sales.free.id,
      sales.big.id,
      sales.small.id,
    ]);
    expect(await list({ date_debut: day(-10), date_fin: day(-10) })).toEqual([sales.old.id]);
    expect(await list({ date_fin: day(-1) })).toEqual([sales.old.id]);
  });

  it('compares the total with min and max in hundredths, a zero bound ignored', async () => {
    // small 1 500,00 / big 10 000,00 / free 3 000,00 / old 4 500,00 / inB 1 500,00
    expect(await list({ montant_min: 300_000, magasin: c.shopA.id })).toEqual([
      sales.free.id,
      sales.big.id,
      sales.old.id,
    ]);
    expect(await list({ montant_max: 300_000, magasin: c.shopA.id })).toEqual([
      sales.free.id,
      sales.small.id,
    ]);
    expect(await list({ montant_min: 0, montant_max: 0, magasin: c.shopA.id })).toHaveLength(4);
    expect(await list({ montant_min: 300_000, montant_max: 450_000 })).toEqual([sales.free.id, sales.old.id]);
    expect(await list({ ordering: '-total', magasin: c.shopA.id })).toEqual([
      sales.big.id,
      sales.old.id,
      sales.free.id,
      sales.small.id,
    ]);
  });

  it('refuses bad filters with a French 400', async () => {
    const bad: Record<string, string>[] = [
      { montant_min: '-1' },
      { montant_min: 'beaucoup' },
      { date_debut: '2026-13-45' },
      { client: '0' },
    ];
    for (const query of bad) {
      const response = await c.t.inject({ method: 'GET', url: LIST_URL, query, headers: c.direction });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json().detail).toMatch(/[a-zé]/);
    }
  });

  it("keeps a gerant to their shop's sales", async () => {
    expect(await list({}, c.gerant)).toEqual([sales.free.id, sales.big.id, sales.small.id, sales.old.id]);
    const other = await c.t.inject({
      method: 'GET',
      url: LIST_URL,
      query: { magasin: String(c.shopB.id) },
      headers: c.gerant,
    });
    expect(other.statusCode).toBe(403);
  });
});

describe('the other sale reads', () => {
  it('GET /Mouvements/ventes/magasin/{id}/ lists one shop with the same filters', async () => {
    const url = `/api/Mouvements/ventes/magasin/${c.shopA.id}/`;
    expect(await list({ client: c.client.id }, c.direction, url)).toEqual([sales.big.id, sales.small.id]);
    const refused = await c.t.inject({
      method: 'GET',
      url: `/api/Mouvements/ventes/magasin/${c.shopB.id}/`,
      headers: c.gerant,
    });
    expect(refused.statusCode).toBe(403);
  });

  it('GET /Mouvements/ventes/mouvements/ gives the latest sales of the scope', async () => {
    expect(await list({ page_size: 2 }, c.direction, '/api/Mouvements/ventes/mouvements/')).toEqual([
      sales.inB.id,
      sales.free.id,
    ]);
    expect(await list({ page_size: 2 }, c.gerant, '/api/Mouvements/ventes/mouvements/')).toEqual([
      sales.free.id,
      sales.big.id,
    ]);
  });

  it('finds a sale by its invoice number and by id, in full; 404 and 403 otherwise', async () => {
    const byNumber = await c.t.inject({
      method: 'GET',
      url: `/api/Mouvements/ventes/numero/${sales.small.numero_facture.toLowerCase()}/`,
      headers: c.gerant,
    });
    expect(byNumber.statusCode, byNumber.body).toBe(200);
    // A gerant reads the sale without its costs (direction's only).
    expect(byNumber.json()).toEqual(withoutCosts(sales.small));
    for (const url of [`/api/Mouvements/vente-detail/${sales.free.id}/`, `/api/Ventes/${sales.free.id}`]) {
      const detail = await c.t.inject({ method: 'GET', url, headers: c.direction });
      expect(detail.json()).toEqual(sales.free);
    }
    const missing = await c.t.inject({
      method: 'GET',
      url: '/api/Mouvements/ventes/numero/FAC-1999-M01-000001/',
      headers: c.direction,
    });
    expect([missing.statusCode, missing.json().detail]).toEqual([404, M.notFound]);
    const otherShop = await c.t.inject({
      method: 'GET',
      url: `/api/Mouvements/vente-detail/${sales.inB.id}/`,
      headers: c.gerant,
    });
    expect(otherShop.statusCode).toBe(403);
  });

  it("lists a shop's products in stock for the sale form", async () => {
    // Every article gets the shop's own code when it has none: '2', eleven digits, a check digit.
    const INTERNAL_CODE = /^2\d{12}$/;
    await addStock(c, c.shopB.id, c.accessoire.id, 1);
    const response = await c.t.inject({
      method: 'GET',
      url: `/api/Mouvements/ventes/produits-magasin/${c.shopB.id}/`,
      headers: c.direction,
    });
    expect(response.statusCode).toBe(200);
    const products = response.json() as StoreProduct[];
    expect(products).toEqual([
      {
        id: c.accessoire.id,
        nom: 'Aiguilles circulaires 4 mm',
        type: 'accessoire',
        prix: 250_000,
        quantite_stock: 1,
        bains: [{ bain: '', quantite: 1 }],
        // What the sale's article picker searches and shows beside the name.
        couleur: '',
        code_barre: expect.stringMatching(INTERNAL_CODE),
      },
      {
        id: c.laine.id,
        nom: 'Mérinos bleu nuit',
        type: 'laine',
        prix: 150_000,
        quantite_stock: 4,
        bains: [{ bain: 'B100', quantite: 4 }],
        couleur: 'Non spécifié',
        code_barre: expect.stringMatching(INTERNAL_CODE),
      },
    ]);
    const refused = await c.t.inject({
      method: 'GET',
      url: `/api/Mouvements/ventes/produits-magasin/${c.shopB.id}/`,
      headers: c.gerant,
    });
    expect(refused.statusCode).toBe(403);
  });
});
