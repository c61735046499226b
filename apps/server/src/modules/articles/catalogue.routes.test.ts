import { describe, expect, it } from 'vitest';
import { useKindContext } from './articles.test-support.ts';

const context = useKindContext();

async function create(path: string, payload: Record<string, unknown>) {
  const response = await context.t.inject({
    method: 'POST',
    url: `/api/Articles/${path}`,
    headers: context.direction,
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number };
}

describe('GET /Articles/catalogue/resume', () => {
  it('counts the live articles of every type with their price range', async () => {
    const anonymous = await context.t.inject({ method: 'GET', url: '/api/Articles/catalogue/resume' });
    expect(anonymous.statusCode).toBe(401);

    await create('laines/create', { nom: 'Alpaga', prix_unitaire: 150000 });
    await create('laines/create', { nom: 'Coton', prix_unitaire: 90000 });
    const gone = await create('laines/create', { nom: 'Ancienne', prix_unitaire: 1 });
    await context.t.inject({
      method: 'PATCH',
      url: `/api/Articles/laines/delete-laine/${gone.id}`,
      headers: context.direction,
    });
    await create('machines/create', { nom: 'Singer', marque: 'Singer', prix_unitaire: 10000000 });
    await create('trousseComposant/create', { nom: 'Zip', type: 'Fermeture', prix_unitaire: 5000 });

    const response = await context.t.inject({
      method: 'GET',
      url: '/api/Articles/catalogue/resume',
      headers: context.gerant,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { type: 'laine', count: 2, prix_min: 90000, prix_max: 150000 },
      { type: 'accessoire', count: 0, prix_min: null, prix_max: null },
      { type: 'habit', count: 0, prix_min: null, prix_max: null },
      { type: 'trousse', count: 0, prix_min: null, prix_max: null },
      { type: 'kit', count: 0, prix_min: null, prix_max: null },
      { type: 'machine', count: 1, prix_min: 10000000, prix_max: 10000000 },
      { type: 'composant', count: 1, prix_min: 5000, prix_max: 5000 },
    ]);
  });
});

describe('GET /Articles/catalogue/recherche', () => {
  it('finds live articles of every type whose name contains the text, in any case', async () => {
    await create('kits/create', { nom: 'Kit Crochet facile', prix_unitaire: 500000 });
    await create('accessoires/create', {
      nom: 'crochet ergonomique',
      type_accessoire: 'Crochets',
      description: 'Manche souple',
      prix_unitaire: 200000,
    });
    await create('trousseComposant/create', { nom: 'Crochet 2 mm', type: 'Crochet' });
    const response = await context.t.inject({
      method: 'GET',
      url: '/api/Articles/catalogue/recherche?q=CROCHET',
      headers: context.gerant,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ count: 3, page: 1, total_pages: 1 });
    expect(response.json().results).toEqual([
      {
        id: expect.any(Number),
        nom: 'Crochet 2 mm',
        type: 'composant',
        description: '',
        prix_unitaire: 0,
        couleur: '',
      },
      {
        id: expect.any(Number),
        nom: 'crochet ergonomique',
        type: 'accessoire',
        description: 'Manche souple',
        prix_unitaire: 200000,
        couleur: '',
      },
      {
        id: expect.any(Number),
        nom: 'Kit Crochet facile',
        type: 'kit',
        description: '',
        prix_unitaire: 500000,
        couleur: '',
      },
    ]);
    const nothing = await context.t.inject({
      method: 'GET',
      url: '/api/Articles/catalogue/recherche?q=%20',
      headers: context.direction,
    });
    expect(nothing.json()).toMatchObject({ count: 0, results: [] });
  });
});

describe('GET /Articles/catalogue/recherche?magasin=', () => {
  const search = (query: string, headers = context.direction) =>
    context.t.inject({ method: 'GET', url: `/api/Articles/catalogue/recherche?${query}`, headers });

  it("gives each article's colour and its units in the shop asked for, 0 where it has none", async () => {
    const red = await create('laines/create', {
      nom: 'Mohair rubis',
      couleur: 'Rouge',
      prix_unitaire: 120000,
    });
    const blue = await create('laines/create', {
      nom: 'Mohair saphir',
      couleur: 'Bleu',
      prix_unitaire: 120000,
    });
    const added = await context.t.inject({
      method: 'POST',
      url: '/api/Magasins/stocks/add',
      headers: context.direction,
      payload: { magasin: context.gerantShopId, produit_id: red.id, quantite: 7, bain: 'R12' },
    });
    expect(added.statusCode, added.body).toBe(201);

    const inShop = await search(`q=mohair&magasin=${context.gerantShopId}`, context.gerant);
    expect(inShop.statusCode, inShop.body).toBe(200);
    expect(inShop.json().results).toEqual([
      expect.objectContaining({ id: red.id, couleur: 'Rouge', quantite_stock: 7 }),
      expect.objectContaining({ id: blue.id, couleur: 'Bleu', quantite_stock: 0 }),
    ]);
    const elsewhere = await search(`q=mohair&magasin=${context.otherShopId}`);
    expect(elsewhere.json().results.map((row: { quantite_stock: number }) => row.quantite_stock)).toEqual([
      0, 0,
    ]);
    const noShop = await search('q=mohair');
    expect(noShop.json().results[0]).not.toHaveProperty('quantite_stock');
  });

  it("refuses a gerant another shop's stock, an unknown shop and a bad id, in French", async () => {
    const other = await search(`q=mohair&magasin=${context.otherShopId}`, context.gerant);
    expect(other.statusCode).toBe(403);
    const unknown = await search('q=mohair&magasin=999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toMatch(/magasin/i);
    const bad = await search('q=mohair&magasin=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('detail');
  });
});
