import { ARTICLE_KINDS } from '@pelote/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLE_BODIES } from '../../../test/authorization-matrix.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { noRowOf, onlyRowOf } from './journal-writes.test-support.ts';

/** The catalogue's and the clients' writes: one journal row each, with what changed; none when refused. */

type Session = Awaited<ReturnType<TestApp['signedIn']>>;
let t: TestApp;
let direction: Session;
let gerant: Session;
let shopId: number;

beforeAll(async () => {
  t = await createTestApp();
  shopId = (await t.createShop({ nom: 'Boutique Cocody' })).id;
  direction = await t.signedIn('direction');
  gerant = await t.signedIn('gerant', { magasinId: shopId });
});
afterAll(() => t.close());

const KINDS = ['laine', 'accessoire', 'habit', 'trousse', 'kit', 'machine', 'composant'] as const;

describe('articles of every type', () => {
  for (const kind of KINDS) {
    const paths = ARTICLE_KINDS[kind].api;
    const entite = kind === 'composant' ? 'composant' : 'article';

    it(`${kind}: creation, price change, soft delete — one row each, before → after`, async () => {
      const body = { ...ARTICLE_BODIES[kind], nom: `Journal ${kind}`, prix_unitaire: 250000 };
      const created = await onlyRowOf(t, () =>
        t.inject({ method: 'POST', url: `/api${paths.create}`, headers: direction.headers, payload: body }),
      );
      expect(created.result.statusCode, created.result.body).toBe(201);
      const id = (created.result.json() as { id: number }).id;
      expect(created.row).toMatchObject({
        action: 'creation',
        entite,
        entiteId: String(id),
        entiteLibelle: `Journal ${kind}`,
        magasinId: null,
        userId: direction.user.id,
        username: direction.user.username,
        auteur: 'Awa Koné',
        role: 'direction',
        source: 'web',
      });
      expect(created.row.changements.prix_unitaire).toEqual({ avant: null, apres: 250000 });
      expect(created.row.changements.nom).toEqual({ avant: null, apres: `Journal ${kind}` });
      expect(created.row.changements).not.toHaveProperty('quantite_stock');

      const edited = await onlyRowOf(t, () =>
        t.inject({
          method: 'PUT',
          url: `/api${paths.edit}/${id}`,
          headers: direction.headers,
          payload: { ...body, prix_unitaire: 300000 },
        }),
      );
      expect(edited.result.statusCode, edited.result.body).toBe(200);
      expect(edited.row).toMatchObject({ action: 'modification', entite, entiteId: String(id) });
      expect(edited.row.changements).toEqual({ prix_unitaire: { avant: 250000, apres: 300000 } });

      const deleted = await onlyRowOf(t, () =>
        t.inject({ method: 'PATCH', url: `/api${paths.delete}/${id}`, headers: direction.headers }),
      );
      expect(deleted.result.statusCode, deleted.result.body).toBe(200);
      expect(deleted.row).toMatchObject({
        action: 'suppression',
        entite,
        entiteId: String(id),
        entiteLibelle: `Journal ${kind}`,
      });
      expect(deleted.row.changements.prix_unitaire).toEqual({ avant: 300000, apres: null });
    });
  }

  it('a refused write leaves no row: bad body, unknown article, a gerant, an article already deleted', async () => {
    const paths = ARTICLE_KINDS.laine.api;
    const bad = await noRowOf(t, () =>
      t.inject({
        method: 'POST',
        url: `/api${paths.create}`,
        headers: direction.headers,
        payload: { nom: '', prix_unitaire: -1 },
      }),
    );
    expect(bad.statusCode).toBe(400);
    const unknown = await noRowOf(t, () =>
      t.inject({
        method: 'PUT',
        url: `/api${paths.edit}/999999`,
        headers: direction.headers,
        payload: ARTICLE_BODIES.laine,
      }),
    );
    expect(unknown.statusCode).toBe(404);
    const forbidden = await noRowOf(t, () =>
      t.inject({
        method: 'POST',
        url: `/api${paths.create}`,
        headers: gerant.headers,
        payload: ARTICLE_BODIES.laine,
      }),
    );
    expect(forbidden.statusCode).toBe(403);
    const gone = await noRowOf(t, () =>
      t.inject({ method: 'PATCH', url: `/api${paths.delete}/999999`, headers: direction.headers }),
    );
    expect(gone.statusCode).toBe(404);
  });
});

describe('clients', () => {
  const base = '/api/Clients/clients-particuliers';
  const body = { nom: 'Koné', prenom: 'Awa', contact: '+225 07 01 02 03 04', email: 'awa@exemple.ci' };

  it('a gerant creates and edits a client: rows on their shop; direction deletes it', async () => {
    const created = await onlyRowOf(t, () =>
      t.inject({ method: 'POST', url: `${base}/create`, headers: gerant.headers, payload: body }),
    );
    expect(created.result.statusCode, created.result.body).toBe(201);
    const id = (created.result.json() as { id: number }).id;
    expect(created.row).toMatchObject({
      action: 'creation',
      entite: 'client',
      entiteId: String(id),
      entiteLibelle: 'Awa Koné',
      magasinId: shopId,
      role: 'gerant',
      userId: gerant.user.id,
    });
    expect(created.row.changements.contact).toEqual({ avant: null, apres: body.contact });
    expect(created.row.changements).not.toHaveProperty('chiffre_affaire');

    const edited = await onlyRowOf(t, () =>
      t.inject({
        method: 'PUT',
        url: `${base}/edit/${id}`,
        headers: gerant.headers,
        payload: { ...body, contact: '+225 05 99 99 99 99' },
      }),
    );
    expect(edited.result.statusCode, edited.result.body).toBe(200);
    expect(edited.row).toMatchObject({ action: 'modification', entite: 'client', magasinId: shopId });
    expect(edited.row.changements).toEqual({
      contact: { avant: body.contact, apres: '+225 05 99 99 99 99' },
    });

    const deleted = await onlyRowOf(t, () =>
      t.inject({ method: 'PATCH', url: `${base}/delete/${id}`, headers: direction.headers }),
    );
    expect(deleted.result.statusCode, deleted.result.body).toBe(200);
    expect(deleted.row).toMatchObject({
      action: 'suppression',
      entite: 'client',
      entiteId: String(id),
      entiteLibelle: 'Awa Koné',
      magasinId: null,
    });

    const again = await noRowOf(t, () =>
      t.inject({ method: 'PATCH', url: `${base}/delete/${id}`, headers: direction.headers }),
    );
    expect(again.statusCode).toBe(404);
    const refused = await noRowOf(t, () =>
      t.inject({ method: 'POST', url: `${base}/create`, headers: gerant.headers, payload: { nom: '' } }),
    );
    expect(refused.statusCode).toBe(400);
  });
});
