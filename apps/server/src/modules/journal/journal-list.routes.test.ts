import { COMMON_MESSAGES, JOURNAL_MESSAGES as M, MESSAGES } from '@pelote/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { journal } from '../../db/schema/journal.ts';

/** GET /api/Journal/: pages, order, filters, and what each role may read. */

type Session = Awaited<ReturnType<TestApp['signedIn']>>;
type Page = {
  count: number;
  page: number;
  page_size: number;
  total_pages: number;
  results: { entite_libelle: string | null; magasin: { id: number; nom: string | null } | null }[];
};

let t: TestApp;
let direction: Session;
let gerantA: Session;
let gerantA2: Session;
let gerantB: Session;
let shopA: { id: number; nom: string };
let shopB: { id: number; nom: string };

/**
 * The rows of these tests are dated March 2025; every list asks for that month unless it tests the
 * dates, so the sign-ins of the test users (which may write rows of their own, today) stay out.
 */
const MARCH = { date_debut: '2025-03-01', date_fin: '2025-03-31' };

/** Ten rows, J1 … J10 (entite_libelle), oldest first; J2 and J3 share their instant. */
beforeAll(async () => {
  t = await createTestApp();
  shopA = await t.createShop({ nom: 'Boutique Cocody' });
  shopB = await t.createShop({ nom: 'Boutique Plateau' });
  direction = await t.signedIn('direction');
  gerantA = await t.signedIn('gerant', { magasinId: shopA.id });
  gerantA2 = await t.signedIn('gerant', { magasinId: shopA.id });
  gerantB = await t.signedIn('gerant', { magasinId: shopB.id });
  const by = (s: Session) => ({ userId: s.user.id, username: s.user.username, role: s.user.role });
  const rows = [
    {
      at: '2025-03-01T10:00:00Z',
      ...by(direction),
      shop: null,
      action: 'creation',
      entite: 'article',
      id: '7',
    },
    {
      at: '2025-03-02T09:00:00Z',
      ...by(direction),
      shop: shopA.id,
      action: 'creation',
      entite: 'entree',
      id: '1',
    },
    {
      at: '2025-03-02T09:00:00Z',
      ...by(gerantA),
      shop: shopA.id,
      action: 'creation',
      entite: 'vente',
      id: '3',
    },
    {
      at: '2025-03-03T08:00:00Z',
      ...by(gerantA),
      shop: shopA.id,
      action: 'connexion',
      entite: 'session',
      id: null,
    },
    {
      at: '2025-03-03T08:30:00Z',
      ...by(gerantA2),
      shop: shopA.id,
      action: 'connexion',
      entite: 'session',
      id: null,
    },
    {
      at: '2025-03-03T08:45:00Z',
      userId: null,
      username: 'inconnu',
      role: null,
      shop: null,
      action: 'echec_connexion',
      entite: 'session',
      id: null,
    },
    {
      at: '2025-03-04T12:00:00Z',
      ...by(gerantB),
      shop: shopB.id,
      action: 'creation',
      entite: 'vente',
      id: '8',
    },
    {
      at: '2025-03-05T12:00:00Z',
      ...by(gerantB),
      shop: shopB.id,
      action: 'deconnexion',
      entite: 'session',
      id: null,
    },
    {
      at: '2025-03-06T12:00:00Z',
      ...by(direction),
      shop: null,
      action: 'modification',
      entite: 'article',
      id: '7',
    },
    {
      at: '2025-03-06T23:59:59Z',
      ...by(direction),
      shop: shopA.id,
      action: 'annulation',
      entite: 'vente',
      id: '3',
    },
  ] as const;
  for (const [index, row] of rows.entries()) {
    await t.db.insert(journal).values({
      createdAt: new Date(row.at),
      userId: row.userId,
      username: row.username,
      role: row.role,
      magasinId: row.shop,
      action: row.action,
      entite: row.entite,
      entiteId: row.id,
      entiteLibelle: `J${index + 1}`,
    });
  }
});
afterAll(async () => {
  await t.close();
});

function get(query: Record<string, string | number>, session: Session = direction) {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  return t.inject({ method: 'GET', url: `/api/Journal/?${search}`, headers: session.headers });
}
async function list(query: Record<string, string | number> = {}, session: Session = direction) {
  const response = await get({ ...MARCH, ...query }, session);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Page;
}
const labels = (page: Page) => page.results.map((row) => row.entite_libelle);

describe('GET /api/Journal/', () => {
  it('pages 5 at a time, newest first (the same instant: the last written first)', async () => {
    const first = await list();
    expect(first).toMatchObject({ count: 10, page: 1, page_size: 5, total_pages: 2 });
    expect(labels(first)).toEqual(['J10', 'J9', 'J8', 'J7', 'J6']);
    const second = await list({ page: 2 });
    expect(labels(second)).toEqual(['J5', 'J4', 'J3', 'J2', 'J1']);
    const third = await list({ page: 3 });
    expect(third).toMatchObject({ count: 10, page: 3, total_pages: 2, results: [] });
    expect(labels(await list({ page_size: 4, page: 3 }))).toEqual(['J2', 'J1']);
  });

  it('answers without the trailing slash too, and names the shop', async () => {
    const response = await t.inject({
      method: 'GET',
      url: `/api/Journal?entite=entree&date_debut=2025-03-01`,
      headers: direction.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as Page;
    expect(labels(page)).toEqual(['J2']);
    expect(page.results[0]?.magasin).toEqual({ id: shopA.id, nom: 'Boutique Cocody' });
  });

  it.each([
    ['utilisateur (gerant A)', () => ({ utilisateur: gerantA.user.id }), ['J4', 'J3']],
    ['magasin (A)', () => ({ magasin: shopA.id }), ['J10', 'J5', 'J4', 'J3', 'J2']],
    ['entite', () => ({ entite: 'article' }), ['J9', 'J1']],
    ['entite and entite_id', () => ({ entite: 'vente', entite_id: '3' }), ['J10', 'J3']],
    ['action', () => ({ action: 'connexion' }), ['J5', 'J4']],
    [
      'date_debut and date_fin (whole days)',
      () => ({ date_debut: '2025-03-03', date_fin: '2025-03-04' }),
      ['J7', 'J6', 'J5', 'J4'],
    ],
    [
      'date_fin includes its last second',
      () => ({ date_debut: '2025-03-06', date_fin: '2025-03-06' }),
      ['J10', 'J9'],
    ],
    ['several at once', () => ({ magasin: shopA.id, entite: 'session' }), ['J5', 'J4']],
    ['an empty value means no filter', () => ({ entite: '', action: '' }), ['J10', 'J9', 'J8', 'J7', 'J6']],
  ])('filters by %s', async (_, query, expected) => {
    expect(labels(await list(query()))).toEqual(expected);
  });

  it('a gerant reads their shop only, and of its sign-in events only their own', async () => {
    expect(labels(await list({}, gerantA))).toEqual(['J10', 'J4', 'J3', 'J2']);
    expect(labels(await list({}, gerantA2))).toEqual(['J10', 'J5', 'J3', 'J2']);
    expect(labels(await list({}, gerantB))).toEqual(['J8', 'J7']);
    expect((await list({}, gerantA)).count).toBe(4);
  });

  it('a gerant asking for another user’s sign-in events gets none, even in their shop', async () => {
    const page = await list({ utilisateur: gerantA2.user.id, entite: 'session' }, gerantA);
    expect(page).toMatchObject({ count: 0, total_pages: 0, results: [] });
    expect(labels(await list({ utilisateur: gerantA2.user.id }, gerantA))).toEqual([]);
    expect(labels(await list({ utilisateur: direction.user.id }, gerantA))).toEqual(['J10', 'J2']);
  });

  it('a gerant may name their own shop; another shop is refused', async () => {
    expect(labels(await list({ magasin: shopA.id }, gerantA))).toEqual(['J10', 'J4', 'J3', 'J2']);
    const response = await get({ magasin: shopA.id }, gerantB);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: MESSAGES.forbidden });
  });

  it('refuses a signed-out caller', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/Journal/' });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    [{ entite: 'facture' }, M.entityInvalid],
    [{ action: 'effacement' }, M.actionInvalid],
    [{ utilisateur: 'awa' }, M.userInvalid],
    [{ utilisateur: 0 }, M.userInvalid],
    [{ magasin: '1.5' }, M.shopInvalid],
    [{ entite_id: 'x'.repeat(101) }, M.entityIdInvalid],
    [{ date_debut: '2025-13-01' }, M.dateInvalid],
    [{ date_fin: '03/06/2025' }, M.dateInvalid],
    [{ date_debut: '2025-03-06', date_fin: '2025-03-01' }, M.dateRange],
    [{ page: 0 }, COMMON_MESSAGES.invalidPage],
    [{ page_size: 101 }, COMMON_MESSAGES.invalidPageSize],
  ])('refuses the filter %o with a French detail', async (query, detail) => {
    const response = await get(query);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().detail).toBe(detail);
  });
});
