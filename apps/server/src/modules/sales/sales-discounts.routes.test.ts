import type { SaleDetail } from '@pelote/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createArticle } from '../../../test/shop-context.test-support.ts';
import { journal } from '../../db/schema/journal.ts';
import { deliverWool } from '../entries/entries.test-support.ts';
import * as support from './sales.test-support.ts';

const c = support.useSalesContext();

const SETTINGS_URL = '/api/Parametres/remises';
const APPROVALS_URL = '/api/Ventes/accords-remise';
const negotiated = (valeur: number, type = 'pourcentage') => ({ type, valeur, motif: 'negociation' });

async function setCaps(body: object) {
  const response = await c.t.inject({
    method: 'PUT',
    url: SETTINGS_URL,
    headers: c.direction,
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** A third article at 4 000 FCFA, stocked in shop A with the two others. */
async function threeArticles() {
  const third = await createArticle(c, 'accessoire', {
    nom: `Crochet ${Date.now()}`,
    prix_unitaire: 400_000,
  });
  await support.addStock(c, c.shopA.id, c.laine.id, 30);
  await support.addStock(c, c.shopA.id, c.accessoire.id, 30);
  await support.addStock(c, c.shopA.id, third.id, 30);
  return third;
}

describe('discounts at the till', () => {
  it('spreads a ticket discount in whole francs so the nets add up to the total (direction, no cap)', async () => {
    const third = await threeArticles();
    const sale = await support.sell(c, {
      client: c.client.id,
      magasin: c.shopA.id,
      articles: [
        { article: c.laine.id, quantite: 1 },
        { article: c.accessoire.id, quantite: 1 },
        { article: third.id, quantite: 1 },
      ],
      remise_ticket: { montant: 100_000, motif: 'client_fidele' },
    } as never);
    const nets = new Map(sale.items.map((line) => [line.article.id, line.prix_total]));
    // 187,5 / 312,5 / 500 of the 1 000: the half franc goes to the larger of the tied lines.
    expect([nets.get(c.laine.id), nets.get(c.accessoire.id), nets.get(third.id)]).toEqual([
      131_300, 218_700, 350_000,
    ]);
    for (const [id, exact] of [
      [c.laine.id, 131_250],
      [c.accessoire.id, 218_750],
      [third.id, 350_000],
    ] as const) {
      expect(Math.abs((nets.get(id) ?? 0) - exact)).toBeLessThanOrEqual(100);
    }
    expect(sale.total).toBe(700_000);
    expect(sale.remise_ticket).toEqual({ montant: 100_000, motif: 'client_fidele', motif_texte: null });
    expect(sale.remises).toBe(100_000);
    expect(sale.items.every((line) => line.prix_catalogue === line.prix_unitaire)).toBe(true);

    // The sale read back answers the same, and three partial returns refund 7 000 in total.
    const read = await c.t.inject({ method: 'GET', url: `/api/Ventes/${sale.id}`, headers: c.direction });
    expect((read.json() as SaleDetail).items.map((line) => line.prix_total)).toEqual(
      sale.items.map((l) => l.prix_total),
    );
    let refunded = 0;
    for (const line of sale.items) {
      const response = await returnLine(sale.id, line.id, 1);
      expect(response.statusCode, response.body).toBe(201);
      refunded += (response.json() as { montant: number }).montant;
    }
    expect(refunded).toBe(700_000);
    const fourth = await returnLine(sale.id, sale.items[0]?.id ?? 0, 1);
    expect(fourth.statusCode).toBe(409);
  });

  it('answers a sale without discounts exactly as before', async () => {
    const sale = await support.stockThenSell(c, c.shopA.id, c.accessoire.id, 2);
    expect(sale.items[0]).not.toHaveProperty('remise_ligne');
    expect(sale).not.toHaveProperty('remises');
    expect(sale).not.toHaveProperty('remise_ticket');
    expect(sale.total).toBe(500_000);
  });

  it("refuses a gérant's 15 % over the 10 % cap and writes nothing", async () => {
    await support.addStock(c, c.shopA.id, c.accessoire.id, 5);
    const before = await support.writes(c);
    const response = await support.postSale(
      c,
      {
        client: null,
        magasin: c.shopA.id,
        articles: [{ article: c.accessoire.id, quantite: 2, remise: negotiated(15) }],
      },
      { headers: c.gerant },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      detail: 'Remise au-delà de votre plafond (10 %) : accord de la direction requis',
    });
    expect(await support.writes(c)).toEqual(before);

    // Within the cap it is recorded, its line keeping its discount and motif.
    const ok = await support.postSale(
      c,
      {
        client: null,
        magasin: c.shopA.id,
        articles: [{ article: c.accessoire.id, quantite: 2, remise: negotiated(10) }],
      },
      { headers: c.gerant },
    );
    expect(ok.statusCode, ok.body).toBe(201);
    const sale = ok.json() as SaleDetail;
    expect(sale.items[0]).toMatchObject({
      prix_catalogue: 250_000,
      remise_ligne: 50_000,
      remise_ticket_part: 0,
      prix_total: 450_000,
      remise: { type: 'pourcentage', valeur: 10, motif: 'negociation', motif_texte: null },
    });
    expect(sale.total).toBe(450_000);
  });

  it('refuses a discount that takes a line under its cost unless direction approves, then uses the approval once', async () => {
    await setCaps({ plafond_gerant: 50, plafonds_utilisateurs: [] });
    try {
      const wool = await createArticle(c, 'laine', { nom: 'Alpaga sable', prix_unitaire: 150_000 });
      await deliverWool(c, { articleId: wool.id, magasin: c.shopA.id, quantite: 10, bain: 'S1' });
      const basket = {
        client: null,
        magasin: c.shopA.id,
        articles: [{ article: wool.id, quantite: 2, remise: negotiated(40) }],
      };
      const refused = await support.postSale(c, basket, { headers: c.gerant });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        detail: 'Remise sous le prix de revient : accord de la direction requis',
      });

      const asked = await c.t.inject({
        method: 'POST',
        url: APPROVALS_URL,
        headers: c.gerant,
        payload: basket,
      });
      expect(asked.statusCode, asked.body).toBe(201);
      const approval = asked.json() as {
        id: number;
        statut: string;
        montant_remise: number;
        sous_le_cout: boolean;
      };
      expect(approval).toMatchObject({ statut: 'en_attente', montant_remise: 120_000, sous_le_cout: true });
      const accepted = await c.t.inject({
        method: 'POST',
        url: `${APPROVALS_URL}/${approval.id}/accepter`,
        headers: c.direction,
      });
      expect(accepted.json()).toMatchObject({ statut: 'acceptee' });

      const first = await support.postSale(
        c,
        { ...basket, accord_remise: approval.id },
        { headers: c.gerant },
      );
      expect(first.statusCode, first.body).toBe(201);
      expect((first.json() as SaleDetail).total).toBe(180_000);
      const second = await support.postSale(
        c,
        { ...basket, accord_remise: approval.id },
        { headers: c.gerant },
      );
      expect(second.statusCode).toBe(403);
      expect(second.json()).toEqual({ detail: "Cet accord de remise n'est plus utilisable" });

      const rows = await c.t.db.select().from(journal).where(eq(journal.entite, 'remise'));
      expect(rows.map((row) => row.action)).toEqual(
        expect.arrayContaining(['modification', 'demande', 'acceptation']),
      );
    } finally {
      await setCaps({ plafond_gerant: 10, plafonds_utilisateurs: [] });
    }
  });

  it('lets direction set a cap per user, and refuses a cap outside 0–100', async () => {
    const bad = await c.t.inject({
      method: 'PUT',
      url: SETTINGS_URL,
      headers: c.direction,
      payload: { plafond_gerant: 120, plafonds_utilisateurs: [] },
    });
    expect(bad.statusCode).toBe(400);
    const refused = await c.t.inject({ method: 'GET', url: SETTINGS_URL, headers: c.gerant });
    expect(refused.statusCode).toBe(403);
  });
});

function returnLine(saleId: number, ligne: number, quantite: number) {
  return c.t.inject({
    method: 'POST',
    url: `/api/Mouvements/ventes/${saleId}/retours/`,
    headers: { ...c.direction, 'idempotency-key': `retour-${saleId}-${ligne}-${Math.random()}` },
    payload: {
      lignes: [{ ligne, quantite, etat: 'revendable', motif: 'Taille' }],
      remboursement: { methode: 'especes' },
    },
  });
}

describe('GET /Parametres/remises/mon-plafond', () => {
  it("answers a gérant's cap, and none for direction", async () => {
    const gerant = await c.t.inject({
      method: 'GET',
      url: '/api/Parametres/remises/mon-plafond',
      headers: c.gerant,
    });
    expect(gerant.json()).toEqual({ plafond: 10 });
    const direction = await c.t.inject({
      method: 'GET',
      url: '/api/Parametres/remises/mon-plafond',
      headers: c.direction,
    });
    expect(direction.json()).toEqual({ plafond: null });
  });
});

describe('approvals raced and the Z', () => {
  it('two sales racing for one accepted approval: one is recorded, the other refused', async () => {
    await support.addStock(c, c.shopA.id, c.accessoire.id, 10);
    const basket = {
      client: null,
      magasin: c.shopA.id,
      articles: [{ article: c.accessoire.id, quantite: 1, remise: negotiated(30) }],
    };
    const asked = await c.t.inject({
      method: 'POST',
      url: APPROVALS_URL,
      headers: c.gerant,
      payload: basket,
    });
    const { id } = asked.json() as { id: number };
    await c.t.inject({ method: 'POST', url: `${APPROVALS_URL}/${id}/accepter`, headers: c.direction });
    const answers = await Promise.all(
      [1, 2, 3].map(() => support.postSale(c, { ...basket, accord_remise: id }, { headers: c.gerant })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 403, 403]);
  });

  it("shows in the X report 'Remises accordées' = Σ (catalogue − net) of the session's sales", async () => {
    const sessions = await c.t.inject({
      method: 'GET',
      url: `/api/Caisses/?magasin=${c.shopA.id}`,
      headers: c.direction,
    });
    const open = (sessions.json() as { results: { id: number; statut: string }[] }).results.find(
      (session) => session.statut === 'ouverte',
    );
    expect(open).toBeDefined();
    const sales = await c.t.inject({
      method: 'GET',
      url: `/api/Mouvements/ventes/magasin/${c.shopA.id}/?page_size=100`,
      headers: c.direction,
    });
    const expected = (sales.json() as { results: SaleDetail[] }).results
      .filter((sale) => sale.statut === 'validee')
      .flatMap((sale) => sale.items)
      .reduce(
        (sum, line) => sum + (line.prix_catalogue ?? line.prix_unitaire) * line.quantite - line.prix_total,
        0,
      );
    expect(expected).toBeGreaterThan(0);
    const report = await c.t.inject({
      method: 'GET',
      url: `/api/Caisses/${open?.id}/rapport-x`,
      headers: c.direction,
    });
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json().remises_accordees).toBe(expected);
  });
});

describe('GET /Statistiques/ventes: discounts and sellers', () => {
  it('gives the discounts by shop, seller and motif, adding up to what the sales were discounted', async () => {
    const sales = await c.t.inject({
      method: 'GET',
      url: `/api/Mouvements/ventes-all/?page_size=100`,
      headers: c.direction,
    });
    const valid = (sales.json() as { results: SaleDetail[] }).results.filter(
      (sale) => sale.statut === 'validee',
    );
    const discounted = valid
      .flatMap((sale) => sale.items)
      .reduce(
        (sum, line) => sum + (line.prix_catalogue ?? line.prix_unitaire) * line.quantite - line.prix_total,
        0,
      );
    const response = await c.t.inject({
      method: 'GET',
      url: '/api/Statistiques/ventes',
      headers: c.direction,
    });
    expect(response.statusCode, response.body).toBe(200);
    const stats = response.json() as {
      par_vendeur: { vendeur: { username: string }; ventes: number }[];
      remises_par_magasin: { montant: number }[];
      remises_par_vendeur: { montant: number }[];
      remises_par_motif: { motif: string; montant: number }[];
    };
    const add = (rows: { montant: number }[]) => rows.reduce((sum, row) => sum + row.montant, 0);
    expect(add(stats.remises_par_magasin)).toBe(discounted);
    expect(add(stats.remises_par_vendeur)).toBe(discounted);
    expect(add(stats.remises_par_motif)).toBe(discounted);
    expect(stats.remises_par_motif.map((row) => row.motif)).toEqual(
      expect.arrayContaining(['client_fidele', 'negociation']),
    );
    expect(stats.par_vendeur.reduce((sum, row) => sum + row.ventes, 0)).toBe(valid.length);
    expect(stats.par_vendeur).toHaveLength(2);
  });
});
