import type { Paginated, Sale, SalesStats, SystemStats } from '@pelote/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { paiements } from '../../db/schema/payments.ts';
import { addStock, LIST_URL, sell, useSalesContext } from './sales.test-support.ts';

/**
 * Reading how sales were paid: the list's methods and its 'Mode de paiement' filter, a sale
 * recorded before payments, and takings by method on the dashboard and the statistics — cancelled
 * sales and sales without payments left out, a gerant kept to their shop. Fresh data: wool 1 500,00 FCFA, accessory 2 500,00.
 */

const c = useSalesContext();
const SYSTEM = '/api/Clients/Statistiques/stats-syst%C3%A8me/';
const STATS = '/api/Statistiques/ventes';
const ids: Record<'split' | 'wave' | 'cashB' | 'cancelled', number> = {
  split: 0,
  wave: 0,
  cashB: 0,
  cancelled: 0,
};

async function get<T>(url: string, headers = c.direction) {
  const response = await c.t.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json() as T };
}

const listed = async (query: string, headers = c.direction) =>
  (await get<Paginated<Sale>>(`${LIST_URL}?${query}`, headers)).body.results.map((sale) => sale.id);

beforeAll(async () => {
  await addStock(c, c.shopA.id, c.laine.id, 10);
  await addStock(c, c.shopA.id, c.accessoire.id, 10);
  await addStock(c, c.shopB.id, c.laine.id, 10);
  const wool = (magasin: number, quantite: number, given?: Record<string, unknown>[]) => ({
    client: null,
    magasin,
    articles: [{ article: c.laine.id, quantite }],
    ...(given ? { paiements: given } : {}),
  });
  ids.split = (
    await sell(
      c,
      wool(c.shopA.id, 2, [
        { methode: 'orange_money', montant: 200_000, reference: 'OM-R1' },
        { methode: 'especes', montant: 100_000, montant_recu: 120_000 },
      ]),
      c.gerant,
    )
  ).id;
  ids.wave = (
    await sell(c, {
      client: null,
      magasin: c.shopA.id,
      articles: [{ article: c.accessoire.id, quantite: 1 }],
      paiements: [{ methode: 'wave', montant: 250_000, reference: 'W-R1' }],
    })
  ).id;
  ids.cashB = (await sell(c, wool(c.shopB.id, 1))).id;
  ids.cancelled = (
    await sell(c, wool(c.shopA.id, 1, [{ methode: 'moov_money', montant: 150_000, reference: 'MV-R1' }]))
  ).id;
  const cancel = await c.t.inject({
    method: 'DELETE',
    url: `/api/Ventes/${ids.cancelled}`,
    headers: c.direction,
  });
  expect(cancel.statusCode, cancel.body).toBe(200);
}, 60_000);

describe('payment methods in the sales list', () => {
  it('lists each sale with its distinct methods in a fixed order', async () => {
    const { body } = await get<Paginated<Sale>>(`${LIST_URL}?page_size=10`);
    const methods = new Map(body.results.map((sale) => [sale.id, sale.modes_paiement]));
    expect(methods.get(ids.split)).toEqual(['especes', 'orange_money']);
    expect(methods.get(ids.wave)).toEqual(['wave']);
    expect(methods.get(ids.cashB)).toEqual(['especes']);
    expect(methods.get(ids.cancelled)).toEqual(['moov_money']);
  });

  it('filters by mode_paiement, a gerant within their shop only', async () => {
    expect(await listed('mode_paiement=orange_money')).toEqual([ids.split]);
    expect(await listed('mode_paiement=wave')).toEqual([ids.wave]);
    expect(await listed('mode_paiement=especes')).toEqual([ids.cashB, ids.split]);
    expect(await listed('mode_paiement=moov_money&statut=annulee')).toEqual([ids.cancelled]);
    expect(await listed('mode_paiement=mtn_momo')).toEqual([]);
    expect(await listed('mode_paiement=especes', c.gerant)).toEqual([ids.split]);
    const bad = await get<{ detail: string }>(`${LIST_URL}?mode_paiement=cheque`);
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe('Mode de paiement invalide');
  });

  it('shows no payment for a sale recorded before payments existed', async () => {
    const old = await sell(c, {
      client: null,
      magasin: c.shopB.id,
      articles: [{ article: c.laine.id, quantite: 1 }],
    });
    // As a sale made before payments existed: no payment row.
    await c.t.db.delete(paiements).where(eq(paiements.venteId, old.id));
    const detail = await get<{ paiements: unknown[]; monnaie_rendue: number; modes_paiement: string[] }>(
      `/api/Mouvements/vente-detail/${old.id}/`,
    );
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ paiements: [], monnaie_rendue: 0, modes_paiement: [] });
    expect(await listed(`mode_paiement=especes&magasin=${c.shopB.id}`)).toEqual([ids.cashB]);
  });
});

describe('takings by method', () => {
  const all = [
    { methode: 'especes', montant: 100_000 + 150_000 },
    { methode: 'orange_money', montant: 200_000 },
    { methode: 'wave', montant: 250_000 },
  ];
  const shopA = [
    { methode: 'especes', montant: 100_000 },
    { methode: 'orange_money', montant: 200_000 },
    { methode: 'wave', montant: 250_000 },
  ];

  it('split the statistics of the period, the cancelled Moov Money sale left out', async () => {
    const { status, body } = await get<SalesStats>(STATS);
    expect(status).toBe(200);
    expect(body.encaissements).toEqual(all);
    expect((await get<SalesStats>(`${STATS}?magasin=${c.shopB.id}`)).body.encaissements).toEqual([
      { methode: 'especes', montant: 150_000 },
    ]);
  });

  it("split the dashboard's month the same way", async () => {
    expect((await get<SystemStats>(SYSTEM)).body.encaissements).toEqual(all);
  });

  it("keep a gerant to their shop's takings, and refuse another shop", async () => {
    expect((await get<SalesStats>(STATS, c.gerant)).body.encaissements).toEqual(shopA);
    expect((await get<SystemStats>(SYSTEM, c.gerant)).body.encaissements).toEqual(shopA);
    expect((await get<{ detail: string }>(`${STATS}?magasin=${c.shopB.id}`, c.gerant)).status).toBe(403);
    expect((await get<{ detail: string }>(`${SYSTEM}?magasin=${c.shopB.id}`, c.gerant)).status).toBe(403);
  });
});
