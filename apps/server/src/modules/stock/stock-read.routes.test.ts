import type { LowStockItem, Movement, Paginated, StockAlertsPage, StockLinesPage } from '@pelote/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getAs, useTwoShops } from '../../../test/shop-context.test-support.ts';
import { articles } from '../../db/schema/articles.ts';

/** A shop's lines, the add-stock picker, the alerts and the ledger: filters, figures, scope. */

const c = useTwoShops();
const ids: Record<string, number> = {};

async function get<T>(url: string, headers = c.direction): Promise<T> {
  const response = await c.t.inject({ method: 'GET', url: `/api${url}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

async function createArticle(path: string, body: Record<string, unknown>) {
  const response = await c.t.inject({
    method: 'POST',
    url: `/api/Articles/${path}/create`,
    headers: c.direction,
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: number }).id;
}

/** Adds stock; a wool goes into its lot 'B1'. */
const add = (magasin: number, produit_id: number, quantite: number, quantite_seuil?: number) =>
  c.t.inject({
    method: 'POST',
    url: '/api/Magasins/stocks/add',
    headers: c.direction,
    payload: {
      magasin,
      produit_id,
      quantite,
      ...(quantite_seuil === undefined ? {} : { quantite_seuil }),
      ...([ids.merinos, ids.coton].includes(produit_id) ? { bain: 'B1' } : {}),
    },
  });

beforeAll(async () => {
  const wool = { prix_unitaire: 2_000_00, famille: 'sans_marque', type_couleur: 'unique', grammage: 50 };
  ids.merinos = await createArticle('laines', { nom: 'Laine mérinos', ...wool });
  ids.coton = await createArticle('laines', { nom: 'Coton peigné', ...wool });
  ids.singer = await createArticle('machines', {
    nom: 'Machine Singer',
    marque: 'Singer',
    prix_unitaire: 150_000_00,
  });
  ids.bonnet = await createArticle('kits', { nom: 'Kit bonnet', prix_unitaire: 12_000_00 });
  // Shop A: mérinos 2/4 (ratio 0.5: critical), coton 5/5 (ratio 1: warning), Singer 3/1 (fine),
  // kit 8/5 then deleted. Shop B: mérinos 1/10 (critical).
  await add(c.shopA.id, ids.merinos, 2, 4);
  await add(c.shopA.id, ids.coton, 5);
  await add(c.shopA.id, ids.singer, 3, 1);
  await add(c.shopA.id, ids.bonnet, 8);
  await add(c.shopB.id, ids.merinos, 1, 10);
});

describe('GET /Magasins/stocks/magasin/{id}', () => {
  it('lists the lines by type then name, with the totals of the whole shop', async () => {
    const page = await get<StockLinesPage>(`/Magasins/stocks/magasin/${c.shopA.id}?page_size=2`);
    expect(page).toMatchObject({ count: 4, page: 1, page_size: 2, total_pages: 2 });
    expect(page.results.map((line) => line.article_name)).toEqual(['Coton peigné', 'Laine mérinos']);
    expect(page.totals).toEqual({
      articles: 4,
      types: 3,
      quantite: 18,
      en_transit: { entrant: 0, sortant: 0 },
      // In the catalogue's order of types.
      par_type: [
        { type: 'laine', articles: 2, quantite: 7 },
        { type: 'kit', articles: 1, quantite: 8 },
        { type: 'machine', articles: 1, quantite: 3 },
      ],
    });
  });

  it('filters by type (the product pages) and by name', async () => {
    const machines = await get<StockLinesPage>(`/Magasins/stocks/magasin/${c.shopA.id}?type=machine`);
    expect(machines.results).toEqual([
      expect.objectContaining({
        nom: 'Machine Singer',
        marque: 'Singer',
        quantite_stock: 3,
        prix_unitaire: 150_000_00,
      }),
    ]);
    const search = await get<StockLinesPage>(`/Magasins/stocks/magasin/${c.shopA.id}?q=MÉRI`);
    expect(search.results.map((line) => line.object_id)).toEqual([ids.merinos]);
  });

  it('keeps a deleted article’s line while it holds units, marked inactive', async () => {
    await c.t.db
      .update(articles)
      .set({ deletedAt: new Date() })
      .where(eq(articles.id, ids.bonnet ?? 0));
    const page = await get<StockLinesPage>(`/Magasins/stocks/magasin/${c.shopA.id}?type=kit`);
    expect(page.results).toEqual([expect.objectContaining({ article_name: 'Kit bonnet', is_active: false })]);
  });

  it('keeps a gerant to their own shop, and answers 404 for an unknown one', async () => {
    await get(`/Magasins/stocks/magasin/${c.shopA.id}`, c.gerant);
    const other = await getAs(c, `/api/Magasins/stocks/magasin/${c.shopB.id}`, c.gerant);
    expect(other.statusCode).toBe(403);
    const unknown = await getAs(c, '/api/Magasins/stocks/magasin/999999');
    expect([unknown.statusCode, unknown.json().detail]).toEqual([404, 'Magasin non trouvé']);
  });
});

describe('GET /Magasins/stocks/produits/{type}', () => {
  it('lists the live products of the type with the shop’s quantity, searchable', async () => {
    const answer = await get<{ success: boolean; items: unknown[] }>(
      `/Magasins/stocks/produits/laines?magasin=${c.shopB.id}`,
    );
    expect(answer).toEqual({
      success: true,
      items: [
        { id: ids.coton, nom: 'Coton peigné', type: 'laines', prix_unitaire: 2_000_00, quantite_stock: 0 },
        { id: ids.merinos, nom: 'Laine mérinos', type: 'laines', prix_unitaire: 2_000_00, quantite_stock: 1 },
      ],
    });
    const found = await get<{ items: { nom: string }[] }>('/Magasins/stocks/produits/laines?q=coton');
    expect(found.items.map((item) => item.nom)).toEqual(['Coton peigné']);
    const kits = await get<{ items: unknown[] }>('/Magasins/stocks/produits/kits');
    expect(kits.items).toEqual([]); // the only kit is deleted
  });

  it('refuses an unknown type in French', async () => {
    const response = await getAs(c, '/api/Magasins/stocks/produits/bijoux');
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(/^Type d'article inconnu/);
  });
});

describe('GET /Magasins/articles-niveau-seuil', () => {
  it('lists the lines at or below their threshold, lowest ratio first, with their status', async () => {
    const page = await get<StockAlertsPage>('/Magasins/articles-niveau-seuil');
    const rows = page.results.map((item: LowStockItem) => [
      item.nom,
      item.magasin.nom,
      item.quantite_actuelle,
      item.statut,
    ]);
    expect(rows).toEqual([
      ['Laine mérinos', 'Boutique Plateau', 1, 'Critique'],
      ['Laine mérinos', 'Boutique Cocody', 2, 'Critique'],
      ['Coton peigné', 'Boutique Cocody', 5, 'Attention'],
    ]);
    expect(page.resume).toEqual({
      critique: 2,
      attention: 1,
      magasins: 2,
      par_type: [{ type: 'laine', count: 3 }],
    });
  });

  it('narrows to a shop: the gerant’s, or the one c.direction asks for', async () => {
    const own = await get<StockAlertsPage>('/Magasins/articles-niveau-seuil', c.gerant);
    expect(own.count).toBe(2);
    const chosen = await get<StockAlertsPage>(
      `/Magasins/articles-niveau-seuil?magasin=${c.shopB.id}&page_size=1`,
    );
    expect([chosen.count, chosen.results.length]).toEqual([1, 1]);
    const refused = await getAs(c, `/api/Magasins/articles-niveau-seuil?magasin=${c.shopB.id}`, c.gerant);
    expect(refused.statusCode).toBe(403);
  });
});

describe('GET /Stocks/mouvements', () => {
  it('lists the ledger newest first with who, where and what', async () => {
    const page = await get<Paginated<Movement>>(`/Stocks/mouvements?magasin=${c.shopA.id}&page_size=2`);
    expect(page.count).toBe(4);
    expect(page.results[0]).toMatchObject({
      kind: 'ajout',
      quantite: 8,
      stock_apres: 8,
      magasin: { id: c.shopA.id, nom: 'Boutique Cocody' },
      article: { id: ids.bonnet, nom: 'Kit bonnet', type: 'kit' },
      user: { username: expect.any(String) },
    });
  });

  it('filters by type, kind and day, and keeps a gerant to their shop', async () => {
    const wool = await get<Paginated<Movement>>('/Stocks/mouvements?type=laine');
    expect(wool.count).toBe(3);
    const today = new Date().toISOString().slice(0, 10);
    expect(
      (await get<Paginated<Movement>>(`/Stocks/mouvements?date_debut=${today}&date_fin=${today}`)).count,
    ).toBe(5);
    expect((await get<Paginated<Movement>>('/Stocks/mouvements?date_fin=2020-01-01')).count).toBe(0);
    expect((await get<Paginated<Movement>>('/Stocks/mouvements?kind=vente')).count).toBe(0);
    const own = await get<Paginated<Movement>>('/Stocks/mouvements', c.gerant);
    expect(own.results.every((m) => m.magasin.id === c.shopA.id)).toBe(true);
    const bad = await getAs(c, '/api/Stocks/mouvements?date_debut=hier');
    expect(bad.statusCode).toBe(400);
  });
});
