import type { Paginated, TillMovement, TillSession } from '@pelote/shared';
import { describe, expect, it } from 'vitest';
import { addStock, useSalesContext } from '../sales/sales.test-support.ts';
import {
  closeTill,
  getTill,
  journalRowsOf,
  moveCash,
  opened,
  openTill,
  sellPaid,
} from './till.test-support.ts';

/**
 * Opening a till and reading sessions: one open session per shop, the float proposed from the last
 * count, a gerant's own shop only (another's till is 403, the list is theirs), the list head office
 * reads with its differences and who opened and closed, and retries of a keyed write answered once.
 */

const c = useSalesContext();

describe('opening and reading the till', () => {
  it('opens with the float counted; a second opening is 409; the current session and the proposed float', async () => {
    const empty = await getTill(c, `/courante?magasin=${c.shopA.id}`, c.gerant);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ session: null, fond_propose: null });

    const response = await openTill(c, c.shopA.id, 2_000_000, { headers: c.gerant });
    expect(response.statusCode, response.body).toBe(201);
    const session = response.json() as TillSession;
    expect(session).toMatchObject({
      magasin: { id: c.shopA.id, nom: 'Boutique Cocody' },
      statut: 'ouverte',
      fond_de_caisse: 2_000_000,
      fond_propose: null,
      ecart_fond: null,
      ouverture_auto: false,
      numero_z: null,
      comptes: null,
    });
    expect(session.ouverte_par?.nom).toBe('Awa Koné');

    const again = await openTill(c, c.shopA.id, 0);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('Une caisse est déjà ouverte dans ce magasin');
    expect((await getTill(c, `/courante?magasin=${c.shopA.id}`)).json()).toEqual({
      session,
      fond_propose: null,
    });
    expect((await journalRowsOf(c, session.id)).map((row) => row.action)).toEqual(['ouverture']);
  });

  it('after a close, the count is proposed as the next float and a different float shows its gap', async () => {
    const current = (await getTill(c, `/courante?magasin=${c.shopA.id}`)).json() as { session: TillSession };
    const closed = await closeTill(c, current.session.id, {
      comptes: { especes: 1_950_000 },
      commentaires: { especes: 'Billet abîmé retiré' },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ attendus: { especes: 2_000_000 }, ecarts: { especes: -50_000 } });
    expect((await getTill(c, `/courante?magasin=${c.shopA.id}`)).json()).toEqual({
      session: null,
      fond_propose: 1_950_000,
    });
    const next = await opened(c, c.shopA.id, 2_000_000);
    expect(next).toMatchObject({ fond_de_caisse: 2_000_000, fond_propose: 1_950_000, ecart_fond: 50_000 });
  });

  it('bad input is a 400 in French and writes nothing; an unknown session is 404', async () => {
    const negative = await openTill(c, c.shopB.id, -5);
    expect(negative.statusCode).toBe(400);
    expect(negative.json().detail).toBe('Le fond de caisse doit être un montant positif ou nul');
    expect((await getTill(c, `/courante?magasin=${c.shopB.id}`)).json()).toEqual({
      session: null,
      fond_propose: null,
    });
    const unknownShop = await openTill(c, 999_999, 0);
    expect(unknownShop.statusCode).toBe(404);
    expect(unknownShop.json().detail).toBe('Magasin non trouvé');
    for (const url of ['/999999', '/999999/rapport-x']) {
      const response = await getTill(c, url);
      expect(response.statusCode).toBe(404);
      expect(response.json().detail).toBe('Caisse non trouvée');
    }
    const movement = await moveCash(c, 999_999, { sens: 'entree', montant: 100, motif: 'Test' });
    expect(movement.statusCode).toBe(404);
    const badCount = await closeTill(c, 999_999, { comptes: { bitcoin: 1, especes: 0 } });
    expect(badCount.statusCode).toBe(400);
    expect(badCount.json().detail).toBe('Mode de paiement inconnu');
  });

  it("a gerant works their own shop's till only: another shop's is 403, the list holds their shop's", async () => {
    const other = await opened(c, c.shopB.id, 100_000);
    const refusals = [
      await openTill(c, c.shopB.id, 0, { headers: c.gerant }),
      await getTill(c, `/courante?magasin=${c.shopB.id}`, c.gerant),
      await getTill(c, `/${other.id}`, c.gerant),
      await getTill(c, `/${other.id}/rapport-x`, c.gerant),
      await moveCash(c, other.id, { sens: 'entree', montant: 100, motif: 'Test' }, { headers: c.gerant }),
      await closeTill(c, other.id, { comptes: { especes: 100_000 } }, { headers: c.gerant }),
      await getTill(c, `/?magasin=${c.shopB.id}`, c.gerant),
    ];
    for (const response of refusals) expect(response.statusCode).toBe(403);
    expect((await getTill(c, `/${other.id}`)).json()).toMatchObject({ statut: 'ouverte', mouvements: [] });

    const own = (await getTill(c, '/', c.gerant)).json() as Paginated<TillSession>;
    expect(own.count).toBe(2);
    expect(own.results.every((session) => session.magasin.id === c.shopA.id)).toBe(true);
    const all = (await getTill(c, '/')).json() as Paginated<TillSession>;
    expect(all.count).toBe(3);
  });

  it('head office lists sessions newest first, 5 a page, with differences and who opened and closed; filters', async () => {
    const page = (await getTill(c, `/?magasin=${c.shopA.id}`)).json() as Paginated<TillSession>;
    expect(page).toMatchObject({ count: 2, page: 1, page_size: 5, total_pages: 1 });
    const [newest, oldest] = page.results;
    expect(newest?.statut).toBe('ouverte');
    expect(oldest).toMatchObject({ statut: 'cloturee', ecarts: { especes: -50_000 } });
    expect(oldest?.cloturee_par?.username).toBeTypeOf('string');
    expect(oldest?.ouverte_par?.nom).toBe('Awa Koné');

    const today = new Date().toISOString().slice(0, 10);
    expect(
      ((await getTill(c, `/?date_debut=${today}&date_fin=${today}`)).json() as Paginated<TillSession>).count,
    ).toBe(3);
    expect(((await getTill(c, '/?date_fin=2020-01-01')).json() as Paginated<TillSession>).count).toBe(0);
    const opener = oldest?.ouverte_par?.id;
    const byOpener = (await getTill(c, `/?utilisateur=${opener}`)).json() as Paginated<TillSession>;
    expect(byOpener.results.length).toBeGreaterThan(0);
    expect(byOpener.results.every((s) => s.ouverte_par?.id === opener || s.cloturee_par?.id === opener)).toBe(
      true,
    );
    const badRange = await getTill(c, '/?date_debut=2026-03-02&date_fin=2026-03-01');
    expect(badRange.statusCode).toBe(400);
    expect(badRange.json().detail).toBe('La date de début doit précéder la date de fin');
  });

  it('a retried opening, movement or close with one Idempotency-Key is done once and answered the same', async () => {
    const shop = await c.t.createShop({ nom: 'Boutique Bingerville', quartier: 'Bingerville' });
    const first = await openTill(c, shop.id, 500_000, { key: 'ouvrir-1' });
    const retry = await openTill(c, shop.id, 500_000, { key: 'ouvrir-1' });
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    const session = first.json() as TillSession;

    const body = { sens: 'entree', montant: 20_000, motif: 'Monnaie de la banque' };
    const moved = await moveCash(c, session.id, body, { key: 'mvt-1' });
    const movedAgain = await moveCash(c, session.id, body, { key: 'mvt-1' });
    expect(moved.statusCode).toBe(201);
    expect(movedAgain.json()).toEqual(moved.json());
    const reused = await moveCash(c, session.id, { ...body, montant: 30_000 }, { key: 'mvt-1' });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().detail).toBe('Cette clé Idempotency-Key a déjà servi pour une autre requête');

    const counts = { comptes: { especes: 520_000 } };
    const closed = await closeTill(c, session.id, counts, { key: 'z-1' });
    const closedAgain = await closeTill(c, session.id, counts, { key: 'z-1' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closedAgain.statusCode).toBe(200);
    expect(closedAgain.json()).toEqual(closed.json());
    expect((closed.json() as TillSession).numero_z).toMatch(/-000001$/);

    const detail = (await getTill(c, `/${session.id}`)).json() as { mouvements: TillMovement[] };
    expect(detail.mouvements).toHaveLength(1);
    expect((await journalRowsOf(c, session.id)).map((row) => row.action)).toEqual([
      'ouverture',
      'mouvement_caisse',
      'cloture',
    ]);
  });

  it('a shop with till sessions cannot be deleted; the refusal names them', async () => {
    const shop = await c.t.createShop({ nom: 'Boutique Anyama', quartier: 'Anyama' });
    await addStock(c, shop.id, c.laine.id, 1);
    await sellPaid(c, shop.id, 1);
    const response = await c.t.inject({
      method: 'DELETE',
      url: `/api/Magasins/magasin-delete/${shop.id}`,
      headers: c.direction,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toContain('1 session de caisse');
  });
});
