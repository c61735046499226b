import type { ClientPurchaseSummary, ClientStatistics, Paginated, Sale } from '@pelote/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import {
  cancelRecordedSale,
  createTestArticle,
  recordSale,
  sessionUser,
  stockUp,
  type TestSale,
} from '../../../test/recorded-sales.ts';
import type { SessionUser } from '../../lib/access.ts';
import { addToClientTurnover } from '../sales/index.ts';

let t: TestApp;
let direction: { authorization: string };
let boss: SessionUser;
let gerantPlateau: { authorization: string };
let plateau: { id: number };
let yopougon: { id: number };

const BASE = '/api/Clients/clients-particuliers';

async function get<T>(url: string, headers = direction): Promise<T> {
  const response = await t.inject({ method: 'GET', url, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

async function createClient(nom: string, prenom: string) {
  const response = await t.inject({
    method: 'POST',
    url: `${BASE}/create`,
    headers: direction,
    payload: { nom, prenom, contact: '0700000000' },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number };
}

const at = (day: number) => new Date(Date.UTC(2026, 0, day, 10));

beforeAll(async () => {
  t = await createTestApp();
  const head = await t.signedIn('direction');
  direction = head.headers;
  boss = sessionUser(head.user);
  plateau = await t.createShop({ nom: 'Plateau', quartier: 'Plateau' });
  yopougon = await t.createShop({ nom: 'Yopougon', quartier: 'Yopougon' });
  gerantPlateau = (await t.signedIn('gerant', { magasinId: plateau.id })).headers;
});
afterAll(() => t.close());

describe('a client without sales', () => {
  it('has empty figures, no last purchase and no sales', async () => {
    const client = await createClient('Sansachat', 'Léa');
    expect(await get<ClientPurchaseSummary>(`${BASE}/detail/${client.id}/resume`)).toEqual({
      nombre_achats: 0,
      chiffre_affaire: 0,
      panier_moyen: 0,
      dernier_achat: null,
      top_articles: [],
    });
    expect(await get<Paginated<Sale>>(`/api/Mouvements/ventes/client/${client.id}/`)).toEqual({
      count: 0,
      page: 1,
      page_size: 5,
      total_pages: 0,
      results: [],
    });
    const stats = await get<ClientStatistics>(`${BASE}/statistiques/`);
    expect(stats).toEqual({
      total_clients: 1,
      clients_actifs: 0,
      chiffre_affaire_total: 0,
      client_plus_actif: null,
    });
  });

  it('answers 404 Client non trouvé for an unknown or deleted client', async () => {
    const client = await createClient('Parti', 'Paul');
    await t.inject({ method: 'PATCH', url: `${BASE}/delete/${client.id}`, headers: direction });
    for (const id of [client.id, 999_999]) {
      for (const url of [`${BASE}/detail/${id}/resume`, `/api/Mouvements/ventes/client/${id}/`]) {
        const response = await t.inject({ method: 'GET', url, headers: direction });
        expect(response.statusCode, url).toBe(404);
        expect(response.json().detail).toBe('Client non trouvé');
      }
    }
  });
});

describe('a client with sales', () => {
  let awa: { id: number };
  let bakary: { id: number };
  let cancelledId: number;

  beforeAll(async () => {
    awa = await createClient('Koné', 'Awa');
    bakary = await createClient('Bamba', 'Bakary');
    const laine = await createTestArticle(t.db, 'Laine mérinos', 1500_00);
    const crochet = await createTestArticle(t.db, 'Crochet 4 mm', 250_50);
    const aiguilles = await createTestArticle(t.db, 'Aiguilles circulaires', 3000_00);
    const boutons = await createTestArticle(t.db, 'Boutons nacre', 10_00);
    const ciseaux = await createTestArticle(t.db, 'Ciseaux', 800_00);
    const marqueurs = await createTestArticle(t.db, 'Marqueurs', 5_00);

    /** A sale recorded by the sale service, after the stock it takes is put in the shop. */
    const sold = async (sale: TestSale, date?: Date) => {
      await stockUp(t.db, sale.magasin, sale.lines);
      return recordSale(t.db, boss, sale, date);
    };

    // Awa: three valid sales (two shops) and one cancelled.
    await sold(
      {
        magasin: plateau.id,
        client: awa.id,
        lines: [
          { article: laine, quantite: 2 },
          { article: crochet, quantite: 1 },
        ],
      },
      at(5),
    );
    await sold(
      {
        magasin: yopougon.id,
        client: awa.id,
        lines: [
          { article: boutons, quantite: 20 },
          { article: ciseaux, quantite: 1 },
          { article: marqueurs, quantite: 3 },
        ],
      },
      at(12),
    );
    await sold(
      {
        magasin: plateau.id,
        client: awa.id,
        lines: [
          { article: laine, quantite: 3 },
          { article: aiguilles, quantite: 1 },
        ],
      },
      at(20),
    );
    const cancelled = await sold(
      { magasin: plateau.id, client: awa.id, lines: [{ article: crochet, quantite: 50 }] },
      at(25),
    );
    await cancelRecordedSale(t.db, boss, cancelled.id);
    cancelledId = cancelled.id;

    // Bakary: one sale; and an anonymous sale that belongs to nobody.
    await sold(
      { magasin: yopougon.id, client: bakary.id, lines: [{ article: ciseaux, quantite: 1 }] },
      at(7),
    );
    await sold({ magasin: plateau.id, client: null, lines: [{ article: laine, quantite: 9 }] });
  });

  // Awa's valid sales: 3250,50 + 1015,00 + 7500,00 = 11765,50 FCFA.
  const awaTurnover = 3250_50 + 1015_00 + 7500_00;

  it('keeps the turnover equal to the sum of the sales that are not cancelled', async () => {
    const detail = await get<{ chiffre_affaire: number }>(`${BASE}/detail/${awa.id}`);
    expect(detail.chiffre_affaire).toBe(awaTurnover);
  });

  it('never lets a turnover go below zero', async () => {
    await expect(addToClientTurnover(t.db, bakary.id, -800_01)).rejects.toThrow();
    expect(await addToClientTurnover(t.db, 999_999, 100)).toBeNull();
    const detail = await get<{ chiffre_affaire: number }>(`${BASE}/detail/${bakary.id}`);
    expect(detail.chiffre_affaire).toBe(800_00);
  });

  it('computes the profile figures, cancelled sale excluded', async () => {
    const summary = await get<ClientPurchaseSummary>(`${BASE}/detail/${awa.id}/resume`);
    expect(summary).toEqual({
      nombre_achats: 3,
      chiffre_affaire: awaTurnover,
      panier_moyen: Math.round(awaTurnover / 3),
      dernier_achat: at(20).toISOString(),
      top_articles: [
        expect.objectContaining({ article_name: 'Boutons nacre', quantite: 20, total: 200_00 }),
        expect.objectContaining({ article_name: 'Laine mérinos', quantite: 5, total: 7500_00 }),
        expect.objectContaining({ article_name: 'Marqueurs', quantite: 3, total: 15_00 }),
        expect.objectContaining({ article_name: 'Crochet 4 mm', quantite: 1, total: 250_50 }),
        expect.objectContaining({
          article_name: 'Aiguilles circulaires',
          quantite: 1,
          article_type: 'accessoire',
        }),
      ],
    });
  });

  it('lists the sales newest first with their lines, the cancelled one with its statut', async () => {
    const page = await get<Paginated<Sale>>(`/api/Mouvements/ventes/client/${awa.id}/`);
    expect(page).toMatchObject({ count: 4, page: 1, page_size: 5, total_pages: 1 });
    expect(page.results.map((sale) => sale.date_vente)).toEqual(
      [at(25), at(20), at(12), at(5)].map((date) => date.toISOString()),
    );
    expect(page.results[0]).toMatchObject({ id: cancelledId, statut: 'annulee' });
    const third = page.results[2];
    expect(third).toMatchObject({
      numero_facture: expect.any(String),
      total: 1015_00,
      statut: 'validee',
      magasin: { id: yopougon.id, nom: 'Yopougon' },
      client: { id: awa.id, nom: 'Koné', prenom: 'Awa' },
    });
    expect(third?.items).toEqual([
      {
        id: expect.any(Number),
        article: { id: expect.any(Number), article_name: 'Boutons nacre', article_type: 'accessoire' },
        bain: '',
        quantite: 20,
        prix_unitaire: 10_00,
        prix_total: 200_00,
        quantite_retournee: 0,
        // Direction's answer: the cost frozen on the line (none known here), recorded at the sale.
        cout_unitaire: null,
        cout_estime: false,
      },
      expect.objectContaining({ quantite: 1, prix_total: 800_00 }),
      expect.objectContaining({ quantite: 3, prix_total: 15_00 }),
    ]);
    const second = await get<Paginated<Sale>>(`/api/Mouvements/ventes/client/${awa.id}?page=2&page_size=3`);
    expect(second.results.map((sale) => sale.date_vente)).toEqual([at(5).toISOString()]);
  });

  it('shows a gerant only the sales and figures of their own shop', async () => {
    const page = await get<Paginated<Sale>>(`/api/Mouvements/ventes/client/${awa.id}/`, gerantPlateau);
    expect(page.count).toBe(3);
    expect(page.results.every((sale) => sale.magasin.id === plateau.id)).toBe(true);
    const summary = await get<ClientPurchaseSummary>(`${BASE}/detail/${awa.id}/resume`, gerantPlateau);
    expect(summary).toMatchObject({
      nombre_achats: 2,
      chiffre_affaire: 3250_50 + 7500_00,
      dernier_achat: at(20).toISOString(),
    });
    const other = await get<Paginated<Sale>>(`/api/Mouvements/ventes/client/${bakary.id}/`, gerantPlateau);
    expect(other).toMatchObject({ count: 0, results: [] });
  });

  it('gives the customer statistics by aggregate, over every shop for direction', async () => {
    const stats = await get<ClientStatistics>(`${BASE}/statistiques`);
    expect(stats).toEqual({
      total_clients: 3, // Léa, Awa, Bakary (Paul is deleted)
      clients_actifs: 2,
      chiffre_affaire_total: awaTurnover + 800_00,
      client_plus_actif: { id: awa.id, nom: 'Koné', prenom: 'Awa', chiffre_affaire: awaTurnover },
    });
  });

  it("gives a shop's customer statistics from that shop's sales (gerant, or direction's choice)", async () => {
    const plateauFigures = {
      total_clients: 3, // the client base is shared by every shop
      clients_actifs: 1,
      chiffre_affaire_total: 3250_50 + 7500_00,
      client_plus_actif: { id: awa.id, nom: 'Koné', prenom: 'Awa', chiffre_affaire: 3250_50 + 7500_00 },
    };
    expect(await get<ClientStatistics>(`${BASE}/statistiques`, gerantPlateau)).toEqual(plateauFigures);
    expect(await get<ClientStatistics>(`${BASE}/statistiques?magasin=${plateau.id}`)).toEqual(plateauFigures);
    const yopougonFigures = await get<ClientStatistics>(`${BASE}/statistiques?magasin=${yopougon.id}`);
    expect(yopougonFigures).toMatchObject({ clients_actifs: 2, chiffre_affaire_total: 1015_00 + 800_00 });
    const refused = await t.inject({
      method: 'GET',
      url: `${BASE}/statistiques?magasin=${yopougon.id}`,
      headers: gerantPlateau,
    });
    expect(refused.statusCode).toBe(403);
  });

  it('lists a client with turnover as such and sorts by turnover', async () => {
    const page = await get<Paginated<{ id: number; chiffre_affaire: number }>>(
      `${BASE}/list?ordering=-chiffre_affaire`,
    );
    expect(page.results.map((c) => c.id).slice(0, 2)).toEqual([awa.id, bakary.id]);
    expect(page.results[0]?.chiffre_affaire).toBe(awaTurnover);
  });
});
