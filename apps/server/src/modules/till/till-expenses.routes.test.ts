import type { Shop, TillMovement, TillReport, TillSessionDetail } from '@pelote/shared';
import { describe, expect, it } from 'vitest';
import { caisseMouvements } from '../../db/schema/till.ts';
import { type Headers, useSalesContext } from '../sales/sales.test-support.ts';
import { getTill, journalRowsOf, moveCash, onPostgres, opened } from './till.test-support.ts';

/**
 * Cash-outs by category: what a cash-out was for (an expense, a deposit to the bank or head
 * office), 'Non classée' for one without, the X and Z per category, and the shop's daily cap on a
 * gerant's expenses (deposits aside), which two cash-outs at once cannot both pass.
 */

const c = useSalesContext();

/** A shop with its gerant signed in, its till opened with `fond`, and its daily cap (null: none). */
async function shopWithTill(nom: string, fond: number, cap: number | null) {
  const shop = await c.t.createShop({ nom, quartier: 'Treichville' });
  const capped = await c.t.inject({
    method: 'PUT',
    url: `/api/Magasins/magasin-update/${shop.id}`,
    headers: c.direction,
    payload: { nom, quartier: 'Treichville', plafond_depenses_jour: cap },
  });
  expect(capped.statusCode, capped.body).toBe(200);
  expect((capped.json() as Shop).plafond_depenses_jour).toBe(cap);
  const gerant: Headers = (await c.t.signedIn('gerant', { magasinId: shop.id })).headers;
  const session = await opened(c, shop.id, fond);
  return { shop, gerant, session };
}

const report = async (sessionId: number) =>
  (await getTill(c, `/${sessionId}/rapport-x`)).json() as TillReport;

describe('cash-outs by category', () => {
  it('records the category, reads one without as Non classée, and sums them per category in the X and Z', async () => {
    const { session, gerant } = await shopWithTill('Boutique Catégories', 10_000_000, null);
    const out = (body: Record<string, unknown>) =>
      moveCash(c, session.id, { sens: 'sortie', ...body } as never, { headers: gerant });

    const taxi = await out({ montant: 150_000, categorie: 'transport' });
    expect(taxi.statusCode, taxi.body).toBe(201);
    expect(taxi.json()).toMatchObject({ categorie: 'transport', motif: '', montant: 150_000 });
    expect((await out({ montant: 50_000, categorie: 'transport', motif: 'Moto' })).statusCode).toBe(201);
    expect((await out({ montant: 2_000_000, categorie: 'depot_banque' })).statusCode).toBe(201);
    // As the specification writes it: no category, a motif.
    const old = await out({ montant: 30_000, motif: 'Sacs en papier' });
    expect(old.statusCode, old.body).toBe(201);
    expect((old.json() as TillMovement).categorie).toBeNull();

    const x = await report(session.id);
    expect(x.sorties).toBe(2_230_000);
    expect(x.sorties_par_categorie).toEqual({
      transport: 200_000,
      depot_banque: 2_000_000,
      non_classee: 30_000,
    });
    expect(Object.keys(x.sorties_par_categorie ?? {})).toEqual(['transport', 'depot_banque', 'non_classee']);
    const detail = (await getTill(c, `/${session.id}`)).json() as TillSessionDetail;
    expect(detail.mouvements.map((m) => m.categorie)).toEqual([
      'transport',
      'transport',
      'depot_banque',
      null,
    ]);
    const rows = await journalRowsOf(c, session.id);
    expect(rows.filter((row) => JSON.stringify(row.changements).includes('depot_banque'))).toHaveLength(1);

    const closed = await c.t.inject({
      method: 'POST',
      url: `/api/Caisses/${session.id}/cloturer`,
      headers: gerant,
      payload: { comptes: { especes: 10_000_000 - 2_230_000 } },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const z = await report(session.id);
    expect(z.sorties_par_categorie).toEqual(x.sorties_par_categorie);
    const pdf = await getTill(c, `/${session.id}/rapport-z/pdf`, gerant);
    expect(pdf.statusCode).toBe(200);
  });

  it("refuses, in French and writing nothing, a bad category, one on cash put in, and 'autre' without a motif", async () => {
    const { session, gerant } = await shopWithTill('Boutique Refus', 1_000_000, null);
    const cases: [Record<string, unknown>, string][] = [
      [{ sens: 'sortie', montant: 100, categorie: 'cadeau' }, 'Catégorie de dépense inconnue'],
      [
        { sens: 'entree', montant: 100, categorie: 'transport', motif: 'x' },
        'Seule une sortie de caisse a une catégorie',
      ],
      [{ sens: 'sortie', montant: 100, categorie: 'autre' }, 'Le motif est obligatoire'],
      [{ sens: 'sortie', montant: 100 }, 'Le motif est obligatoire'],
    ];
    for (const [body, message] of cases) {
      const refused = await moveCash(c, session.id, body as never, { headers: gerant });
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.body).toContain(message);
    }
    const detail = (await getTill(c, `/${session.id}`)).json() as TillSessionDetail;
    expect(detail.mouvements).toEqual([]);
  });
});

describe("a shop's daily cap on expenses", () => {
  it("refuses a gerant's expense over the cap with the cap and what is left; deposits and direction are not capped", async () => {
    const { session, gerant } = await shopWithTill('Boutique Plafond', 10_000_000, 2_000_000);
    const out = (body: Record<string, unknown>, headers = gerant) =>
      moveCash(c, session.id, { sens: 'sortie', ...body } as never, { headers });

    expect((await out({ montant: 1_500_000, categorie: 'repas' })).statusCode).toBe(201);
    const over = await out({ montant: 600_000, categorie: 'transport' });
    expect(over.statusCode).toBe(403);
    expect(over.json().detail).toBe(
      'Plafond de dépenses du jour dépassé : 20 000,00 FCFA par jour, il reste 5 000,00 FCFA',
    );
    // A cash-out without a category is an expense too.
    expect((await out({ montant: 600_000, motif: 'Divers' })).statusCode).toBe(403);
    expect((await out({ montant: 500_000, categorie: 'transport' })).statusCode).toBe(201);
    expect((await out({ montant: 3_000_000, categorie: 'depot_siege' })).statusCode).toBe(201);
    expect((await out({ montant: 100_000, categorie: 'loyer' }, c.direction)).statusCode).toBe(201);
    expect((await out({ montant: 100, categorie: 'fournitures' })).statusCode).toBe(403);

    const x = await report(session.id);
    expect(x.sorties_par_categorie).toEqual({
      repas: 1_500_000,
      transport: 500_000,
      loyer: 100_000,
      depot_siege: 3_000_000,
    });
  });

  it('an edit of the shop without the cap leaves it; null lifts it; a negative cap is refused', async () => {
    const { shop } = await shopWithTill('Boutique Édition', 0, 1_000_000);
    const edit = (payload: Record<string, unknown>) =>
      c.t.inject({
        method: 'PUT',
        url: `/api/Magasins/magasin-update/${shop.id}`,
        headers: c.direction,
        payload: { nom: 'Boutique Édition', quartier: 'Treichville', ...payload },
      });
    expect(((await edit({})).json() as Shop).plafond_depenses_jour).toBe(1_000_000);
    const negative = await edit({ plafond_depenses_jour: -1 });
    expect(negative.statusCode).toBe(400);
    expect(negative.body).toContain('Le plafond de dépenses doit être un montant positif ou nul');
    expect(((await edit({ plafond_depenses_jour: null })).json() as Shop).plafond_depenses_jour).toBeNull();
  });

  it.runIf(onPostgres)('two expenses at once cannot both pass the cap (PostgreSQL)', async () => {
    const { session, gerant } = await shopWithTill('Boutique Course', 10_000_000, 1_000_000);
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() =>
        moveCash(c, session.id, { sens: 'sortie', montant: 400_000, categorie: 'transport' } as never, {
          headers: gerant,
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 403, 403]);
    const rows = await c.t.db.select().from(caisseMouvements);
    const spent = rows
      .filter((row) => row.sessionId === session.id)
      .reduce((sum, row) => sum + row.montant, 0);
    expect(spent).toBe(800_000);
  });
});
