import { ARTICLE_KINDS } from '@pelote/shared';
import { describe, expect, it } from 'vitest';
import { api, expectRefused, putStock, tableRow, useKindContext } from './articles.test-support.ts';
import { describeKind } from './kind-routes.test-support.ts';

const kind = ARTICLE_KINDS.composant;
const context = useKindContext();
const calls = api(context, kind);

const edit = { nom: 'Fermeture 30 cm', type: 'Zip', quantite: 2, prix_unitaire: 20050 };

describeKind(
  {
    kind,
    valid: { nom: 'Fermeture 20 cm', type: 'Fermeture', quantite: 1, prix_unitaire: 15000 },
    edit,
    edited: edit,
    hasStock: false,
  },
  context,
);

describe('POST /Articles/trousseComposant/create', () => {
  it('answers id, nom, type, quantite and prix_unitaire; quantity defaults to 1 and price to 0', async () => {
    const response = await calls.create({ nom: 'Étiquette', type: 'Mercerie', is_active: false });
    expect(response.statusCode).toBe(201);
    const component = response.json();
    expect(component).toEqual({
      id: expect.any(Number),
      nom: 'Étiquette',
      type: 'Mercerie',
      quantite: 1,
      prix_unitaire: 0,
      code_barre: expect.stringMatching(/^2\d{12}$/),
    });
    expect(await tableRow(context.t, component.id)).toMatchObject({
      type: 'composant',
      categorie: 'Mercerie',
      quantiteComposant: 1,
      isActive: true,
    });
  });

  it("answers 'Nom et type obligatoires', and quantity at least 1", async () => {
    await expectRefused(await calls.create({}), {
      nom: 'Nom et type obligatoires',
      type: 'Nom et type obligatoires',
    });
    await expectRefused(await calls.create({ nom: 'F', type: 'Zip', quantite: 0, prix_unitaire: -1 }), {
      quantite: 'La quantité doit être au moins 1',
      prix_unitaire: 'Le prix ne peut pas être négatif',
    });
  });
});

describe('GET /Articles/trousseComposant/list-trousseComposant/{shopId}', () => {
  const url = (shopId: number | string, query = '') =>
    `/api/Articles/trousseComposant/list-trousseComposant/${shopId}${query}`;

  it("lists a shop's component stock lines, 5 per page; deleted components leave it", async () => {
    const shop = await context.t.createShop({ nom: 'Treichville' });
    const names = ['Stock A', 'Stock B', 'Stock C', 'Stock D', 'Stock E', 'Stock F'];
    const ids: number[] = [];
    for (const nom of names) {
      const component = await calls.created({ nom, type: 'Fil', prix_unitaire: 1000 });
      ids.push(component.id);
      await putStock(context.t, shop.id, component.id, 7);
    }
    const gone = await calls.created({ nom: 'Stock Z', type: 'Fil' });
    await putStock(context.t, shop.id, gone.id, 2);
    await calls.remove(gone.id);
    const wool = await context.t.inject({
      method: 'POST',
      url: '/api/Articles/laines/create',
      headers: context.direction,
      payload: { nom: 'Pas un composant', prix_unitaire: 1 },
    });
    await putStock(context.t, shop.id, wool.json().id, 3);

    const first = await context.t.inject({
      method: 'GET',
      url: url(shop.id),
      headers: context.direction,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ count: 6, page: 1, page_size: 5, total_pages: 2 });
    expect(first.json().results[0]).toEqual({
      id: expect.any(Number),
      object_id: ids[0],
      article_name: 'Stock A',
      article_type: 'composant',
      magasin: shop.id,
      nom: 'Stock A',
      type: 'Fil',
      prix_unitaire: 1000,
      quantite: 7,
      quantite_stock: 7,
      quantite_seuil: 5,
    });
    const second = await context.t.inject({
      method: 'GET',
      url: url(shop.id, '?page=2'),
      headers: context.direction,
    });
    expect(second.json().results.map((row: { nom: string }) => row.nom)).toEqual(['Stock F']);
    const bare = await context.t.createShop({ nom: 'Marcory' });
    const empty = await context.t.inject({ method: 'GET', url: url(bare.id), headers: context.direction });
    expect(empty.json()).toMatchObject({ count: 0, results: [] });
  });

  it('refuses a gerant another shop (403), an unknown shop (404), a bad id (400)', async () => {
    const other = await context.t.inject({
      method: 'GET',
      url: url(context.otherShopId),
      headers: context.gerant,
    });
    expect(other.statusCode).toBe(403);
    const unknown = await context.t.inject({ method: 'GET', url: url(99999), headers: context.direction });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe('Magasin non trouvé');
    const bad = await context.t.inject({ method: 'GET', url: url('abc'), headers: context.direction });
    expect(bad.statusCode).toBe(400);
    const anonymous = await context.t.inject({ method: 'GET', url: url(context.gerantShopId) });
    expect(anonymous.statusCode).toBe(401);
  });
});
