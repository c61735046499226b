import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/signed-in-app.test-support.ts';

const c = useTestApp();

/** GET of the shop list (with or without its trailing slash), as the given user. */
const listShops = (url: string, headers?: { authorization: string }) =>
  c.t.inject({ method: 'GET', url, ...(headers ? { headers } : {}) });

describe('GET /api/Magasins/liste-magasins', () => {
  it('needs a signed-in user', async () => {
    const response = await listShops('/api/Magasins/liste-magasins');
    expect(response.statusCode).toBe(401);
    expect(response.json().detail).toBe('Authentification requise');
  });

  it('lists every shop for direction, and only their own shop for a gerant', async () => {
    const plateau = await c.t.createShop({ nom: 'Plateau', quartier: 'Plateau' });
    const yopougon = await c.t.createShop({ nom: 'Yopougon', quartier: 'Yopougon' });
    const direction = await c.t.signedIn('direction');
    const all = await listShops('/api/Magasins/liste-magasins/', direction.headers);
    expect(all.statusCode).toBe(200);
    const names = (all.json() as { nom: string }[]).map((s) => s.nom);
    expect(names).toEqual(expect.arrayContaining(['Plateau', 'Yopougon']));

    const gerant = await c.t.signedIn('gerant', { magasinId: yopougon.id });
    const own = await listShops('/api/Magasins/liste-magasins', gerant.headers);
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
