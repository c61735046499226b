import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { offlineDb } from './offline-db';
import { queueSale } from './outbox';
import { pendingSaleCount } from './pending-count';

const USER = 41;

afterEach(async () => {
  await offlineDb(USER).outbox.clear();
});

const summary = {
  shop: { id: 3, nom: 'Cocody', code: 'M03' },
  clientLabel: 'Vente libre',
  lines: [{ article: 12, nom: 'Laine', quantite: 1, bain: 'B1', prix: 1500, total: 1500 }],
  payments: [{ methode: 'especes' as const, montant: 1500 }],
  total: 1500,
};

const payload = {
  client: null,
  magasin: 3,
  articles: [{ article: 12, quantite: 1, bain: 'B1' }],
  paiements: [{ methode: 'especes' as const, montant: 1500, montant_recu: 1500 }],
};

describe('pendingSaleCount', () => {
  it('is 0 on a device with nothing waiting', async () => {
    expect(await pendingSaleCount(USER)).toBe(0);
  });

  it("counts the user's sales still on the device", async () => {
    const db = offlineDb(USER);
    await queueSale(db, { user: USER, payload, key: 'k-1', summary });
    await queueSale(db, { user: USER, payload, key: 'k-2', summary });
    expect(await pendingSaleCount(USER)).toBe(2);
  });
});
