import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/Magasins/liste-magasins', () => {
  it('needs a signed-in user', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/Magasins/liste-magasins' });
    expect(response.statusCode).toBe(401);
    expect(response.json().detail).toBe('Authentification requise');
  });

  it('lists every shop for direction, and only their own shop for a gerant', async () => {
    const plateau = await t.createShop({ nom: 'Plateau', quartier: 'Plateau' });
    const yopougon = await t.createShop({ nom: 'Yopougon', quartier: 'Yopougon' });
    const direction = await t.signedIn('direction');
    const all = await t.inject({
      method: 'GET',
      url: '/api/Magasins/liste-magasins/',
      headers: direction.headers,
    });
    expect(all.statusCode).toBe(200);
    const names = (all.json() as { nom: string }[]).map((s) => s.nom);
    expect(names).toEqual(expect.arrayContaining(['Plateau', 'Yopougon']));

    const gerant = await t.signedIn('gerant', { magasinId: yopougon.id });
    const own = await t.inject({
      method: 'GET',
      url: '/api/Magasins/liste-magasins',
      headers: gerant.headers,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual([
      expect.objectContaining({
        id: yopougon.id,
        nom: 'Yopougon',
        quartier: 'Yopougon',
        ville: 'Yopougon',
        is_active: true,
        photo: null,
      }),
    ]);
    expect((own.json() as { id: number }[]).some((s) => s.id === plateau.id)).toBe(false);
  });
});
