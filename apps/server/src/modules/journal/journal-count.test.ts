import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { journal } from '../../db/schema/journal.ts';
import { JOURNAL_EXACT_COUNT, listJournal } from './journal.repository.ts';

/**
 * The journal's count: exact up to a bound, the database's estimate past it (`count_approx`), so a
 * million rows are not scanned for each page. The bound is a parameter: here a few rows cross it.
 */

type Session = Awaited<ReturnType<TestApp['signedIn']>>;

let t: TestApp;
let gerant: Session;
let shop: { id: number; nom: string };
const FIRST_PAGE = { page: 1, pageSize: 5 };

/** Twelve price changes of article 'compte-1', one a day from 2024-01-01; four sign-ins in the shop. */
beforeAll(async () => {
  t = await createTestApp();
  shop = await t.createShop({ nom: 'Boutique Compte' });
  gerant = await t.signedIn('gerant', { magasinId: shop.id });
  const author = { userId: gerant.user.id, username: gerant.user.username, role: gerant.user.role };
  await t.db.insert(journal).values(
    Array.from({ length: 12 }, (_, n) => ({
      ...author,
      magasinId: shop.id,
      createdAt: new Date(Date.UTC(2024, 0, n + 1, 10)),
      action: 'modification',
      entite: 'article',
      entiteId: 'compte-1',
      entiteLibelle: `C${n + 1}`,
      changements: { prix_unitaire: { avant: 100_000 + n, apres: 100_001 + n } },
    })),
  );
  await t.db.insert(journal).values(
    Array.from({ length: 4 }, (_, n) => ({
      userId: null,
      username: `inconnu${n}`,
      magasinId: shop.id,
      createdAt: new Date(Date.UTC(2024, 1, n + 1, 10)),
      action: 'echec_connexion',
      entite: 'session',
      source: 'web' as const,
    })),
  );
});
afterAll(async () => {
  await t?.close();
});

const history = { entite: 'article' as const, entite_id: 'compte-1' };

describe('journal count', () => {
  it('counts exactly up to the bound, and says so', async () => {
    const page = await listJournal(t.db, { kind: 'all' }, history, FIRST_PAGE, 12);
    expect(page).toMatchObject({ count: 12, count_approx: false, page: 1, page_size: 5, total_pages: 3 });
    expect(page.results.map((row) => row.entite_libelle)).toEqual(['C12', 'C11', 'C10', 'C9', 'C8']);
  });

  it('past the bound, answers an estimate above it, flagged, with the same rows', async () => {
    const page = await listJournal(t.db, { kind: 'all' }, history, FIRST_PAGE, 10);
    expect(page.count_approx).toBe(true);
    expect(page.count).toBeGreaterThanOrEqual(11);
    expect(page.total_pages).toBe(Math.ceil(page.count / 5));
    expect(page.results.map((row) => row.entite_libelle)).toEqual(['C12', 'C11', 'C10', 'C9', 'C8']);
    const last = await listJournal(t.db, { kind: 'all' }, history, { page: 3, pageSize: 5 }, 10);
    expect(last.results.map((row) => row.entite_libelle)).toEqual(['C2', 'C1']);
  });

  it('estimates the whole journal past the bound too, from the table', async () => {
    const page = await listJournal(t.db, { kind: 'all' }, {}, FIRST_PAGE, 3);
    expect(page.count_approx).toBe(true);
    expect(page.count).toBeGreaterThanOrEqual(4);
    expect(page.results).toHaveLength(5);
  });

  it("estimates a gerant's shop past the bound, without others' sign-ins in the rows", async () => {
    const reader = { kind: 'shop' as const, magasinId: shop.id, userId: gerant.user.id };
    const exact = await listJournal(t.db, reader, {}, FIRST_PAGE, 1_000);
    expect(exact.count_approx).toBe(false);
    expect(
      exact.results.every((row) => row.entite !== 'session' || row.utilisateur?.id === gerant.user.id),
    ).toBe(true);
    const estimated = await listJournal(t.db, reader, {}, FIRST_PAGE, 3);
    expect(estimated.count_approx).toBe(true);
    expect(estimated.count).toBeGreaterThanOrEqual(4);
    expect(estimated.results.map((row) => row.id)).toEqual(exact.results.map((row) => row.id));
  });

  it('GET /api/Journal/ answers the flag: false on a small journal, with the exact count', async () => {
    expect(JOURNAL_EXACT_COUNT).toBe(10_000);
    const direction = await t.signedIn('direction');
    const response = await t.inject({
      method: 'GET',
      url: '/api/Journal/?entite=article&entite_id=compte-1',
      headers: direction.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ count: 12, count_approx: false, total_pages: 3 });
  });
});
