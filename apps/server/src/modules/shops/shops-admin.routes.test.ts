import { describe, expect, it } from 'vitest';
import { useSignedInApp } from '../../../test/signed-in-app.test-support.ts';
import { articles } from '../../db/schema/articles.ts';
import { stockBains, stocks } from '../../db/schema/stock.ts';

const c = useSignedInApp();

const create = (payload: unknown, headers: Record<string, string> = c.direction) =>
  c.t.inject({ method: 'POST', url: '/api/Magasins/magasin-create', headers, payload: payload as object });
const update = (id: number | string, payload: Record<string, unknown>) =>
  c.t.inject({ method: 'PUT', url: `/api/Magasins/magasin-update/${id}`, headers: c.direction, payload });
const listShops = () =>
  c.t.inject({ method: 'GET', url: '/api/Magasins/liste-magasins', headers: c.direction });
const remove = (id: number | string, headers: Record<string, string> = c.direction) =>
  c.t.inject({ method: 'DELETE', url: `/api/Magasins/magasin-delete/${id}`, headers });

describe('creating and editing shops', () => {
  it('creates a shop with trimmed values and an invoice code', async () => {
    const response = await create({ nom: '  Boutique Plateau ', quartier: ' Plateau ', is_active: true });
    expect(response.statusCode).toBe(201);
    const shop = response.json();
    expect(shop).toMatchObject({
      nom: 'Boutique Plateau',
      quartier: 'Plateau',
      ville: 'Plateau',
      is_active: true,
      photo: null,
    });
    expect(shop.code).toBe(`M${String(shop.id).padStart(2, '0')}`);
  });

  it('accepts the empty strings the client sends for adresse, codePostal, telephone and email', async () => {
    const response = await create({
      nom: 'Treichville',
      quartier: 'Treichville',
      is_active: false,
      adresse: '',
      codePostal: '',
      telephone: '',
      email: '',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().is_active).toBe(false);
  });

  it('refuses a missing name or quartier with the French messages', async () => {
    const response = await create({ nom: '  ', quartier: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ nom: 'Le nom est requis', quartier: 'Le quartier est requis' });
    expect(response.json().detail).toBe('Le nom est requis');
  });

  it('refuses a photo that the server did not store', async () => {
    const response = await create({
      nom: 'A',
      quartier: 'B',
      photo: { url: 'https://ailleurs.example/x.png', alt: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe('Photo invalide : téléversez-la à nouveau');
  });

  it('updates a shop, and answers 404 for an unknown one', async () => {
    const shop = (await create({ nom: 'Adjamé', quartier: 'Adjamé' })).json();
    const response = await update(shop.id, { nom: 'Adjamé Marché', quartier: 'Adjamé', is_active: false });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: shop.id,
      nom: 'Adjamé Marché',
      is_active: false,
      code: shop.code,
    });

    const missing = await update(999999, { nom: 'X', quartier: 'Y' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('Magasin non trouvé');
  });

  it('is reserved to direction', async () => {
    expect((await create({ nom: 'X', quartier: 'Y' }, c.gerant)).statusCode).toBe(403);
    expect((await create({ nom: 'X', quartier: 'Y' }, {})).statusCode).toBe(401);
    const upload = await remove(1, c.gerant);
    expect(upload.statusCode).toBe(403);
  });
});

describe('deleting shops', () => {
  it('deletes a shop nothing refers to', async () => {
    const shop = (await create({ nom: 'Éphémère', quartier: 'Bingerville' })).json();
    const response = await remove(shop.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: 'Magasin supprimé' });
    const list = await listShops();
    expect((list.json() as { id: number }[]).some((s) => s.id === shop.id)).toBe(false);
  });

  it('refuses with 409 while stock or users refer to it, and deletes nothing', async () => {
    const shop = (await create({ nom: 'Marcory', quartier: 'Marcory' })).json();
    await c.t.createUser({ role: 'gerant', magasinId: shop.id });
    const [article] = await c.t.db
      .insert(articles)
      .values({ type: 'kit', nom: 'Kit amigurumi', prixUnitaire: 500000, unite: 'kit' })
      .returning();
    if (!article) throw new Error('article not created');
    // A line and its one lot, as the ledger keeps them (line = sum of its lots).
    await c.t.db.insert(stocks).values({ magasinId: shop.id, articleId: article.id, quantite: 3 });
    await c.t.db.insert(stockBains).values({ magasinId: shop.id, articleId: article.id, quantite: 3 });

    const response = await remove(shop.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe(
      'Impossible de supprimer ce magasin : il est encore référencé (1 ligne de stock, 1 utilisateur). ' +
        'Vous pouvez le marquer inactif à la place.',
    );
    const list = await listShops();
    expect((list.json() as { id: number }[]).some((s) => s.id === shop.id)).toBe(true);
  });

  it('answers 404 for an unknown shop and 400 for a bad id', async () => {
    const missing = await remove(424242);
    expect(missing.statusCode).toBe(404);
    const bad = await remove('abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe('Identifiant invalide');
  });
});
