import { type SalesStats, type SystemStats, startOfMonth } from '@pelote/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import {
  cancelRecordedSale,
  createTestArticle,
  recordSale,
  sessionUser,
  stockUp,
} from '../../../test/recorded-sales.ts';
import { clients } from '../../db/schema/clients.ts';

/**
 * The dashboard figures and the sales statistics on a known data set recorded by the sale service
 * itself: the month boundary, cancelled sales left out, and the shop scope (gerant forced to their
 * shop).
 */

const SYSTEM = '/api/Clients/Statistiques/stats-syst%C3%A8me/';
const STATS = '/api/Statistiques/ventes';

let t: TestApp;
let direction: Record<string, string>;
let gerantA: Record<string, string>;
let shopA: number;
let shopB: number;
const monthStart = startOfMonth();
/** Inside this month (but never in the future): 1 minute after the month began, or now. */
const inMonth = new Date(Math.min(Date.now(), monthStart.getTime() + 60_000));
const lastMonth = new Date(monthStart.getTime() - 1000);
const todayIso = new Date().toISOString().slice(0, 10);

async function get<T>(url: string, headers: Record<string, string>) {
  const response = await t.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json() as T };
}

beforeAll(async () => {
  t = await createTestApp();
  shopA = (await t.createShop({ nom: 'Boutique Cocody', quartier: 'Cocody' })).id;
  shopB = (await t.createShop({ nom: 'Boutique Plateau', quartier: 'Plateau' })).id;
  const head = await t.signedIn('direction');
  direction = head.headers;
  const seller = await t.signedIn('gerant', { magasinId: shopA });
  gerantA = seller.headers;
  const [boss, gerant] = [sessionUser(head.user), sessionUser(seller.user)];

  const crochet = await createTestArticle(t.db, 'Crochet 4 mm', 1_500_00);
  const laine = await createTestArticle(t.db, 'Laine mérinos', 2_000_00);
  const [awa] = await t.db
    .insert(clients)
    .values({ nom: 'Koné', prenom: 'Awa', contact: '0707' })
    .returning();
  await t.db
    .insert(clients)
    .values({ nom: 'Ancien', prenom: 'Client', contact: '0505', createdAt: lastMonth });
  if (!awa) throw new Error('client not created');

  // Stock before the sales, alert threshold 5: shop A 5 crochets and 7 skeins, shop B 10 and 50.
  await stockUp(
    t.db,
    shopA,
    [
      { article: crochet, quantite: 5 },
      { article: laine, quantite: 7 },
    ],
    5,
  );
  await stockUp(
    t.db,
    shopB,
    [
      { article: crochet, quantite: 10 },
      { article: laine, quantite: 50 },
    ],
    5,
  );

  // Shop A (sold by its gerant): one sale last month, two this month (one cancelled), one now;
  // shop B: one now.
  await recordSale(
    t.db,
    gerant,
    { magasin: shopA, client: awa.id, lines: [{ article: crochet, quantite: 1 }] },
    lastMonth,
  );
  await recordSale(
    t.db,
    gerant,
    { magasin: shopA, client: null, lines: [{ article: laine, quantite: 2 }] },
    inMonth,
  );
  const cancelled = await recordSale(
    t.db,
    gerant,
    { magasin: shopA, client: awa.id, lines: [{ article: laine, quantite: 5 }] },
    inMonth,
  );
  await cancelRecordedSale(t.db, boss, cancelled.id);
  await recordSale(t.db, gerant, {
    magasin: shopA,
    client: awa.id,
    lines: [
      { article: crochet, quantite: 3 },
      { article: laine, quantite: 1 },
    ],
  });
  await recordSale(t.db, boss, { magasin: shopB, client: null, lines: [{ article: crochet, quantite: 1 }] });
  // Stock left: shop A one critical line (1 crochet of 5) and one low (4 skeins of 5); shop B healthy.
}, 60_000);

afterAll(() => t?.close());

describe('GET /Clients/Statistiques/stats-système/', () => {
  it('counts every shop for direction, without cancelled sales', async () => {
    const { status, body } = await get<SystemStats>(SYSTEM, direction);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      totalVentes: 4,
      chiffreAffaire: 1_500_00 + 2 * 2_000_00 + (3 * 1_500_00 + 2_000_00) + 1_500_00,
      totalClients: 2,
      nouveauxClients: 1,
      produitsVendus: 2 + 4 + 1, // this month: last month's unit and the cancelled sale left out
      alertesStock: 2,
      stockCritique: 1,
      stockBas: 1,
    });
  });

  it('starts the month on the 1st at midnight: last month’s sale is not this month’s', async () => {
    const { body } = await get<SystemStats>(`${SYSTEM}?magasin=${shopA}`, direction);
    expect(body.totalVentes).toBe(3);
    // This month in shop A: the 2-skein sale and today's sale (the cancelled one left out).
    expect(body.ventesMois).toBe(2);
    expect(body.chiffreAffaireMois).toBe(2 * 2_000_00 + 3 * 1_500_00 + 2_000_00);
    // Sales without payments given are paid in cash: this month's takings are the same sales'.
    expect(body.encaissements).toEqual([
      { methode: 'especes', montant: 2 * 2_000_00 + 3 * 1_500_00 + 2_000_00 },
    ]);
    const todayCount = inMonth.toISOString().slice(0, 10) === todayIso ? 2 : 1;
    expect(body.ventesAujourdhui).toBe(todayCount);
  });

  it('keeps a gerant to their own shop, and refuses another one', async () => {
    const own = await get<SystemStats>(SYSTEM, gerantA);
    expect(own.body.totalVentes).toBe(3);
    expect(own.body.alertesStock).toBe(2);
    expect(own.body.encaissements).toEqual([
      { methode: 'especes', montant: 2 * 2_000_00 + 3 * 1_500_00 + 2_000_00 },
    ]);
    const other = await get<{ detail: string }>(`${SYSTEM}?magasin=${shopB}`, gerantA);
    expect(other.status).toBe(403);
    expect(other.body.detail).toMatch(/permissions/);
  });

  it('answers the path written with or without its accent encoded and its slash', async () => {
    const plain = await t.inject({
      method: 'GET',
      url: '/api/Clients/Statistiques/stats-système',
      headers: direction,
    });
    expect(plain.statusCode).toBe(200);
  });
});

describe('GET /Statistiques/ventes', () => {
  it('covers the last 30 days by default, every day listed', async () => {
    const { status, body } = await get<SalesStats>(STATS, direction);
    expect(status).toBe(200);
    expect(body.par_jour).toHaveLength(30);
    expect(body.date_fin).toBe(todayIso);
    expect(body.par_jour.at(-1)?.date).toBe(todayIso);
  });

  it('sums per shop, per type and per article over a period, cancelled sales excluded', async () => {
    const from = lastMonth.toISOString().slice(0, 10);
    const { body } = await get<SalesStats>(`${STATS}?date_debut=${from}&date_fin=${todayIso}`, direction);
    expect(body.totaux).toEqual({ ventes: 4, chiffre_affaire: 13_500_00, quantite: 8 });
    expect(body.par_magasin.map((row) => [row.magasin.nom, row.ventes])).toEqual([
      ['Boutique Cocody', 3],
      ['Boutique Plateau', 1],
    ]);
    expect(body.top_articles.map((row) => [row.nom, row.quantite, row.chiffre_affaire])).toEqual([
      ['Crochet 4 mm', 5, 7_500_00],
      ['Laine mérinos', 3, 6_000_00],
    ]);
    expect(body.par_jour.reduce((sum, day) => sum + day.chiffre_affaire, 0)).toBe(13_500_00);
    expect(body.par_type).toEqual([
      { type: 'accessoire', ventes: 4, quantite: 8, chiffre_affaire: 13_500_00 },
    ]);
    expect(body.encaissements).toEqual([{ methode: 'especes', montant: 13_500_00 }]);
  });

  it('keeps a gerant to their shop', async () => {
    const { body } = await get<SalesStats>(
      `${STATS}?date_debut=${lastMonth.toISOString().slice(0, 10)}`,
      gerantA,
    );
    expect(body.par_magasin.map((row) => row.magasin.id)).toEqual([shopA]);
    expect(body.encaissements).toEqual([{ methode: 'especes', montant: 13_500_00 - 1_500_00 }]);
  });

  it('refuses a reversed or too long period in French', async () => {
    const reversed = await get<{ detail: string }>(
      `${STATS}?date_debut=2026-05-02&date_fin=2026-05-01`,
      direction,
    );
    expect(reversed.status).toBe(400);
    expect(reversed.body.detail).toBe('La date de début doit précéder la date de fin');
    const long = await get<{ detail: string }>(
      `${STATS}?date_debut=2024-01-01&date_fin=2026-01-01`,
      direction,
    );
    expect(long.status).toBe(400);
    expect(long.body.detail).toBe('La période ne peut pas dépasser 366 jours');
    const bad = await get<{ detail: string }>(`${STATS}?date_debut=hier`, direction);
    expect(bad.status).toBe(400);
  });
});
