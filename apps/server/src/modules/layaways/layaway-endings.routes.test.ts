import { LAYAWAY_PATHS, type Layaway } from '@pelote/shared';
import { describe, expect, it } from 'vitest';
import { ledgerImbalances } from '../../../test/ledger-balance.ts';
import { getAs, postAs } from '../../../test/shop-context.test-support.ts';
import { addStock, postSale, useSalesContext } from '../sales/sales.test-support.ts';
import {
  cash,
  creditBalance,
  dueDaysAgo,
  lotOf,
  readLayaway,
  setAside,
  step,
  xReport,
} from './layaways.test-support.ts';

/**
 * How a layaway ends without its pickup: cancelled (the deposit an avoir, or refunded in cash as
 * direction decides) or expired by the job (units released once, however many runs).
 */

const c = useSalesContext();
const SETTINGS_URL = `/api${LAYAWAY_PATHS.settings}`;
const EXPIRE_URL = `/api${LAYAWAY_PATHS.expire}`;

async function saveSettings(depot_annulation: 'avoir' | 'remboursement') {
  const response = await c.t.inject({
    method: 'PUT',
    url: SETTINGS_URL,
    headers: c.direction,
    payload: { depot_annulation, delai_grace_jours: 7, duree_jours: 30 },
  });
  expect(response.statusCode, response.body).toBe(200);
}

const twoAccessories = () => ({
  magasin: c.shopA.id,
  lignes: [{ article: c.accessoire.id, quantite: 2 }],
  paiements: [cash(100_000)],
});

describe('cancelling a layaway', () => {
  it('settings: the defaults until direction saves them; a gerant may not change them', async () => {
    const read = await getAs(c, SETTINGS_URL, c.gerant);
    expect(read.json()).toEqual({ depot_annulation: 'avoir', delai_grace_jours: 7, duree_jours: 30 });
    const refused = await c.t.inject({
      method: 'PUT',
      url: SETTINGS_URL,
      headers: c.gerant,
      payload: { depot_annulation: 'remboursement', delai_grace_jours: 7, duree_jours: 30 },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('→ avoir: the units come back, the deposit goes to the client’s credit balance', async () => {
    await addStock(c, c.shopA.id, c.accessoire.id, 2);
    const layaway = await setAside(c, twoAccessories());
    expect(layaway.echeance).toBe(new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10));
    const before = await creditBalance(c, c.client.id);
    const missing = await postAs(
      c,
      `/api/MisesDeCote/${layaway.id}/annuler`,
      {},
      { key: crypto.randomUUID() },
    );
    expect(missing.statusCode).toBe(400);
    const cancelled = await step(c, layaway.id, 'annuler', { motif: 'La cliente a changé d’avis' }, 200);
    expect(cancelled).toMatchObject({
      statut: 'annulee',
      depot_devenu: 'avoir',
      acompte_disponible: 0,
      quantite_reservee: 0,
      motif_annulation: 'La cliente a changé d’avis',
    });
    expect(await creditBalance(c, c.client.id)).toBe(before + 100_000);
    expect(await lotOf(c, c.shopA.id, c.accessoire.id, '')).toEqual({ quantite: 2, reserve: 0 });
    const sold = await postSale(c, {
      client: null,
      magasin: c.shopA.id,
      articles: [{ article: c.accessoire.id, quantite: 2 }],
    });
    expect(sold.statusCode, sold.body).toBe(201);
  });

  it('→ cash refund: out of the open till, apart from the sales', async () => {
    await saveSettings('remboursement');
    await addStock(c, c.shopA.id, c.accessoire.id, 2);
    const layaway = await setAside(c, twoAccessories());
    const before = await xReport(c, c.shopA.id);
    const cancelled = await step(c, layaway.id, 'annuler', { motif: 'Projet abandonné' }, 200);
    expect(cancelled).toMatchObject({
      statut: 'annulee',
      depot_devenu: 'remboursement',
      acompte_disponible: 0,
    });
    const after = await xReport(c, c.shopA.id);
    expect(after.acomptes_rembourses).toBe(100_000);
    expect(after.attendus.especes).toBe((before.attendus.especes ?? 0) - 100_000);
    expect(await lotOf(c, c.shopA.id, c.accessoire.id, '')).toEqual({ quantite: 2, reserve: 0 });
    await saveSettings('avoir');
  });
});

describe('a pickup cancelled', () => {
  it('the deposit the pickup spent comes back as an avoir, the units back on the shelf', async () => {
    await addStock(c, c.shopA.id, c.accessoire.id, 2);
    const shelf = (await lotOf(c, c.shopA.id, c.accessoire.id, '')).quantite;
    const layaway = await setAside(c, twoAccessories());
    const before = await creditBalance(c, c.client.id);
    const picked = await step<{ vente: { id: number; total: number } }>(c, layaway.id, 'retrait', {
      paiements: [cash(2 * 250_000 - 100_000)],
    });
    expect(await lotOf(c, c.shopA.id, c.accessoire.id, '')).toEqual({ quantite: shelf - 2, reserve: 0 });
    const cancelled = await c.t.inject({
      method: 'DELETE',
      url: `/api/Ventes/${picked.vente.id}`,
      headers: c.direction,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await creditBalance(c, c.client.id)).toBe(before + 100_000);
    expect(await lotOf(c, c.shopA.id, c.accessoire.id, '')).toEqual({ quantite: shelf, reserve: 0 });
    expect(await ledgerImbalances(c.t.db)).toEqual([]);
  });
});

describe('expiry', () => {
  it('past the due date + grace: run twice, the units are released once and the deposit becomes an avoir once', async () => {
    await addStock(c, c.shopB.id, c.laine.id, 6);
    const layaway = await setAside(c, {
      magasin: c.shopB.id,
      lignes: [{ article: c.laine.id, quantite: 4 }],
      paiements: [cash(50_000)],
    });
    const bain = layaway.lignes[0]?.bain ?? '';
    const notYet = await postAs(c, EXPIRE_URL, {}, { key: crypto.randomUUID() });
    expect(notYet.json()).toEqual({ expirees: 0 });
    // Due 8 days ago: one day past the 7 days of grace.
    await dueDaysAgo(c, layaway.id, 8);
    const avoir = await creditBalance(c, c.client.id);

    const first = await postAs(c, EXPIRE_URL, {}, { key: crypto.randomUUID() });
    const second = await postAs(c, EXPIRE_URL, {}, { key: crypto.randomUUID() });
    expect([first.json(), second.json()]).toEqual([{ expirees: 1 }, { expirees: 0 }]);
    const expired: Layaway = await readLayaway(c, layaway.id);
    expect(expired).toMatchObject({ statut: 'expiree', depot_devenu: 'avoir', quantite_reservee: 0 });
    expect(await lotOf(c, c.shopB.id, c.laine.id, bain)).toEqual({ quantite: 6, reserve: 0 });
    expect(await creditBalance(c, c.client.id)).toBe(avoir + 50_000);
    expect(await ledgerImbalances(c.t.db)).toEqual([]);
    const refused = await postAs(c, EXPIRE_URL, {}, { headers: c.gerant, key: crypto.randomUUID() });
    expect(refused.statusCode).toBe(403);
  });

  it('reminders: the open layaways due within 3 days, with a WhatsApp message', async () => {
    await addStock(c, c.shopA.id, c.accessoire.id, 1);
    const soon = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const layaway = await setAside(c, {
      magasin: c.shopA.id,
      lignes: [{ article: c.accessoire.id, quantite: 1 }],
      paiements: [cash(10_000)],
      echeance: soon,
    });
    expect(layaway.statut).toBe('a_echeance');
    const due = await getAs(c, `/api${LAYAWAY_PATHS.remindersDue}`);
    expect((due.json() as { results: { id: number; jours_restants: number }[] }).results).toEqual([
      expect.objectContaining({ id: layaway.id, jours_restants: 2 }),
    ]);
    const message = await getAs(c, `/api/MisesDeCote/${layaway.id}/relance`);
    expect(message.statusCode, message.body).toBe(200);
    expect(message.json().whatsapp_url).toMatch(/^https:\/\/wa\.me\/225/);
    expect(message.json().texte).toContain('vous attendent');
  });
});
