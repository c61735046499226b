import { DASHBOARD_PATHS, REORDER_PATHS, todayIso } from '@pelote/shared';
import { and, asc, eq, gt, max, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { journal } from '../../db/schema/journal.ts';
import { bonsCommande } from '../../db/schema/purchase-orders.ts';
import { statsArticlesJour } from '../../db/schema/sales-summary.ts';
import { mouvementsStock } from '../../db/schema/stock.ts';
import * as support from '../purchase-orders/purchase-orders.test-support.ts';

/**
 * The reorder's figure, to the unit, on 30 days of real deliveries and sales (recorded through the
 * API, then moved back to their day): the days out of stock are left out of the average, the
 * transfers in transit and the open orders are taken off, the safety stock added, the result
 * rounded up to the pack size. A min/max set by hand replaces the sales-based target. A gerant reads
 * their own shop's suggestions only.
 */

const c = support.useOrdersContext();
const DAY = 86_400_000;
const COUNT_URL = `/api${REORDER_PATHS.count}`;

/** Runs `write` through the API, then moves what it wrote of the stock and of the daily sales `daysAgo` days back. */
async function onDay(daysAgo: number, write: () => Promise<unknown>) {
  const [last] = await c.t.db.select({ id: max(mouvementsStock.id) }).from(mouvementsStock);
  await write();
  const shift = sql`make_interval(days => ${daysAgo})`;
  await c.t.db
    .update(mouvementsStock)
    .set({ createdAt: sql`${mouvementsStock.createdAt} - ${shift}` })
    .where(gt(mouvementsStock.id, last?.id ?? 0));
  const day = new Date(Date.now() - daysAgo * DAY).toISOString().slice(0, 10);
  await c.t.db
    .update(statsArticlesJour)
    .set({ jour: day })
    .where(and(eq(statsArticlesJour.jour, todayIso()), eq(statsArticlesJour.articleId, c.accessoire.id)));
}

async function ok<Answer extends { statusCode: number; body: string }>(
  response: Promise<Answer>,
  status = 201,
) {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(status);
  return answer;
}

const deliver = (quantite: number) =>
  ok(
    support.post(c, '/api/Mouvements/entrees/create-entree/', {
      produit_id: c.accessoire.id,
      magasin_id: c.shopA.id,
      quantite,
      prix_unitaire: 80000,
      fournisseur_id: c.supplier.id,
      date_entree: todayIso(),
    }),
  );
const sellTwo = () =>
  ok(
    support.post(c, '/api/Mouvements/ventes/creer/', {
      client: null,
      magasin: c.shopA.id,
      articles: [{ article: c.accessoire.id, quantite: 2 }],
    }),
  );

describe('the reorder suggestion', () => {
  beforeAll(async () => {
    // Days 29 to 25 ago: 10 delivered, 2 sold a day, then nothing left for 10 days (24 to 15 ago).
    await onDay(29, () => deliver(10));
    for (let day = 29; day >= 25; day--) await onDay(day, sellTwo);
    // 14 days ago: 40 delivered, 2 sold a day until 5 days ago; 20 left since.
    await onDay(14, () => deliver(40));
    for (let day = 14; day >= 5; day--) await onDay(day, sellTwo);
    // Coming: 4 shipped from shop B, 6 on a draft order.
    await ok(
      support.post(c, '/api/Magasins/stocks/add', {
        magasin: c.shopB.id,
        produit_id: c.accessoire.id,
        quantite: 4,
      }),
    );
    const transfer = await ok(
      support.post(c, '/api/Transferts/', {
        source: c.shopB.id,
        destination: c.shopA.id,
        lignes: [{ article: c.accessoire.id, quantite: 4 }],
      }),
    );
    await ok(support.post(c, `/api/Transferts/${transfer.json().id}/expedier`, {}), 200);
    await support.draftOrder(c, { lignes: [{ article: c.accessoire.id, quantite: 6 }] });
    const settings = { fournisseur: c.supplier.id, colisage: 4, stock_securite: 3 };
    await ok(support.put(c, `/api/Reassort/articles/${c.accessoire.id}`, settings), 200);
  }, 120_000);

  it('equals the formula to the unit, the days out of stock left out and what is coming taken off', async () => {
    const lines = await support.suggestions(c, `magasin=${c.shopA.id}&jours=30&couverture=14`);
    const line = lines.find((one) => one.article.id === c.accessoire.id);
    // 30 sold over the 20 days in stock: 1.5 a day × (7 + 14) = 31.5 → 32, + 3 = 35;
    // 35 − 20 on hand − 6 on order − 4 in transit = 5, rounded up to packs of 4: 8.
    expect(line).toMatchObject({
      methode: 'vitesse',
      fournisseur: { id: c.supplier.id, nom: c.supplier.nom },
      ventes: 30,
      jours: 30,
      jours_en_stock: 20,
      par_jour: 1.5,
      delai: 7,
      delai_par_defaut: false,
      couverture: 14,
      stock_securite: 3,
      cible: 35,
      stock: 20,
      en_commande: 6,
      en_transit: 4,
      colisage: 4,
      suggestion: 8,
      prix_unitaire: 80000,
    });
    expect(line?.pourquoi).toEqual([
      'Ventes : 30 sur les 30 jours, dont 20 jours en stock (10 jours de rupture écartés) : 1,5 par jour.',
      'Délai du fournisseur 7 jours + couverture 14 jours = 21 jours.',
      'Cible : 30 ÷ 20 × 21 = 31,5, arrondi à 32 + stock de sécurité 3 = 35.',
      '35 − stock 20 − en commande 6 − en transit 4 = 5.',
      'Arrondi au colis de 4 : 8.',
    ]);
    // Over the default 28 days, the first delivery's day falls out: 26 sold over 18 days in stock.
    const [byDefault] = await support.suggestions(c, `magasin=${c.shopA.id}`);
    expect(byDefault).toMatchObject({ jours: 28, ventes: 26, jours_en_stock: 18 });
  });

  it('replaces the target by a min/max set by hand, and goes back when it is removed', async () => {
    const body = { magasin: c.shopA.id, article: c.accessoire.id, minimum: 30, maximum: 50 };
    await ok(support.put(c, '/api/Reassort/min-max', body), 200);
    const [line] = await support.suggestions(c, `magasin=${c.shopA.id}&jours=30`);
    // 20 + 6 + 4 = 30, at the minimum: up to 50 is 20, a whole number of packs of 4.
    expect(line).toMatchObject({ methode: 'min_max', minimum: 30, maximum: 50, cible: 50, suggestion: 20 });
    expect(line?.pourquoi[0]).toBe('Min/max fixé à la main pour ce magasin : 30 / 50.');

    const refused = await support.put(c, '/api/Reassort/min-max', { ...body, minimum: 60 });
    expect([refused.statusCode, refused.json().detail]).toEqual([
      400,
      'Le minimum ne peut pas dépasser le maximum',
    ]);
    await ok(support.put(c, '/api/Reassort/min-max', { ...body, minimum: null, maximum: null }), 200);
    const [back] = await support.suggestions(c, `magasin=${c.shopA.id}&jours=30`);
    expect(back).toMatchObject({ methode: 'vitesse', suggestion: 8 });
    // Each setting is a journal row of the shop.
    const rows = await c.t.db
      .select({ changements: journal.changements, magasin: journal.magasinId })
      .from(journal)
      .where(
        and(eq(journal.entite, 'reassort'), eq(journal.action, 'reglage'), eq(journal.magasinId, c.shopA.id)),
      )
      .orderBy(asc(journal.id));
    expect(rows.map((row) => row.changements)).toEqual([
      { minimum: { avant: null, apres: 30 }, maximum: { avant: null, apres: 50 } },
      { minimum: { avant: 30, apres: null }, maximum: { avant: 50, apres: null } },
    ]);
  });

  it("keeps a gerant to their own shop's suggestions", async () => {
    const own = await support.suggestions(c, 'tous=true', c.gerant);
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((line) => line.magasin.id === c.shopA.id)).toBe(true);
    expect((await support.get(c, `${support.REORDER_URL}?magasin=${c.shopB.id}`, c.gerant)).statusCode).toBe(
      403,
    );
    const other = await support.suggestions(c, 'tous=true', c.gerantB);
    expect(other.every((line) => line.magasin.id === c.shopB.id)).toBe(true);
    const bad = await support.get(c, `${support.REORDER_URL}?jours=0`);
    expect([bad.statusCode, bad.json().detail]).toEqual([
      400,
      'Le nombre de jours doit être un entier de 1 à 365',
    ]);
  });

  it("counts the articles to order now, apart from the dashboard's figures, within the user's shops", async () => {
    const toOrder = await support.suggestions(c, '');
    expect(toOrder.map((line) => [line.magasin.id, line.article.id])).toContainEqual([
      c.shopA.id,
      c.accessoire.id,
    ]);
    const every = await support.get(c, COUNT_URL);
    expect([every.statusCode, every.json()]).toEqual([200, { articles: toOrder.length }]);
    const ofA = toOrder.filter((line) => line.magasin.id === c.shopA.id).length;
    expect((await support.get(c, `${COUNT_URL}?magasin=${c.shopA.id}`)).json()).toEqual({ articles: ofA });
    // A gerant counts their own shop, asked or not, and never another's.
    expect((await support.get(c, COUNT_URL, c.gerant)).json()).toEqual({ articles: ofA });
    expect((await support.get(c, `${COUNT_URL}?magasin=${c.shopB.id}`, c.gerant)).statusCode).toBe(403);
    const bad = await support.get(c, `${COUNT_URL}?magasin=abc`);
    expect([bad.statusCode, bad.json().detail]).toEqual([400, 'Magasin non trouvé']);
    // The dashboard's figures no longer wait for it.
    const stats = (await support.get(c, `/api${DASHBOARD_PATHS.systemStats}?magasin=${c.shopA.id}`)).json();
    expect(stats).toHaveProperty('commandesEnRetard');
    expect(stats).not.toHaveProperty('articlesAReassortir');
  });

  it('turns a supplier’s suggestions into a draft, then asks for nothing more; the dashboard counts late orders', async () => {
    const created = await ok(
      support.post(c, '/api/Reassort/bon-de-commande', {
        magasin: c.shopA.id,
        fournisseur: c.supplier.id,
        jours: 30,
      }),
    );
    expect(created.json()).toMatchObject({
      statut: 'brouillon',
      lignes: [{ article: { id: c.accessoire.id }, quantite: 8, prix_unitaire: 80000 }],
    });
    const nothing = await support.post(c, '/api/Reassort/bon-de-commande', {
      magasin: c.shopA.id,
      fournisseur: c.supplier.id,
      jours: 30,
    });
    expect([nothing.statusCode, nothing.json().detail]).toEqual([
      409,
      'Aucun article à commander chez ce fournisseur pour ce magasin',
    ]);

    // Sent 8 days ago to a supplier who delivers in 7: late.
    const id = created.json().id as number;
    await support.takeStep(c, id, 'envoyer');
    await c.t.db
      .update(bonsCommande)
      .set({ envoyeLe: new Date(Date.now() - 8 * DAY) })
      .where(eq(bonsCommande.id, id));
    const stats = (
      await support.get(c, `/api${DASHBOARD_PATHS.systemStats}?magasin=${c.shopA.id}`, c.gerant)
    ).json();
    expect(stats.commandesEnRetard).toEqual([
      expect.objectContaining({ id, fournisseur: { id: c.supplier.id, nom: c.supplier.nom }, reste: 8 }),
    ]);
    // Ordered: nothing left to reorder.
    expect((await support.get(c, `${COUNT_URL}?magasin=${c.shopA.id}`, c.gerant)).json()).toEqual({
      articles: 0,
    });
    const detail = (await support.get(c, support.orderUrl(id))).json();
    expect(detail.en_retard).toBe(true);
  });
});
