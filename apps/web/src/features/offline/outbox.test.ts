import 'fake-indexeddb/auto';
import type { SaleCreateInput } from '@pelote/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testSnapshot } from './offline.test-support';
import { OfflineDb, type OfflineSaleSummary } from './offline-db';
import { offlineCreditRoom, outboxEntries, pendingCredit, queueSale } from './outbox';
import { offlineStoreProducts } from './snapshot';

let db: OfflineDb;
let name = 0;

beforeEach(() => {
  name += 1;
  db = new OfflineDb(`outbox-test-${name}`);
});
afterEach(async () => {
  await db.delete();
});

const summary: OfflineSaleSummary = {
  shop: { id: 3, nom: 'Cocody', code: 'M03' },
  clientLabel: 'Vente libre',
  lines: [{ article: 12, nom: 'Laine', quantite: 2, bain: 'B1', prix: 1500, total: 3000 }],
  payments: [{ methode: 'especes', montant: 3000 }],
  total: 3000,
};

const payload = (change: Partial<SaleCreateInput> = {}): SaleCreateInput => ({
  client: null,
  magasin: 3,
  articles: [{ article: 12, quantite: 2, bain: 'B1' }],
  paiements: [{ methode: 'especes', montant: 3000, montant_recu: 3000 }],
  ...change,
});

describe('the outbox', () => {
  it('holds the sale once the write resolves, numbered per shop, with its key and device time', async () => {
    const now = new Date('2026-11-24T10:15:00.000Z');
    const first = await queueSale(db, { user: 7, payload: payload(), key: 'k-1', summary, now });
    // Written before anything is shown: reading right after the promise finds it, whole.
    const stored = await db.outbox.get(first.id as number);
    expect(stored).toMatchObject({
      key: 'k-1',
      ticket: 'T-M03-1',
      status: 'en_attente',
      deviceTime: '2026-11-24T10:15:00.000Z',
      body: { hors_ligne: true, date_appareil: '2026-11-24T10:15:00.000Z', ticket_provisoire: 'T-M03-1' },
    });
    const second = await queueSale(db, { user: 7, payload: payload(), key: 'k-2', summary });
    expect(second.ticket).toBe('T-M03-2');
    expect((await outboxEntries(db)).map((entry) => entry.key)).toEqual(['k-1', 'k-2']);
  });

  it('numbers tickets without a gap or a repeat when two sales are written at once', async () => {
    const written = await Promise.all(
      ['a', 'b', 'c'].map((key) => queueSale(db, { user: 7, payload: payload(), key, summary })),
    );
    expect(written.map((entry) => entry.ticket).sort()).toEqual(['T-M03-1', 'T-M03-2', 'T-M03-3']);
  });

  it('lowers the copy of the stock by what the outbox sold, lot by lot', async () => {
    await queueSale(db, { user: 7, payload: payload(), key: 'k', summary });
    await queueSale(db, {
      user: 7,
      payload: payload({ articles: [{ article: 20, quantite: 1, bain: '' }] }),
      key: 'k2',
      summary,
    });
    const products = offlineStoreProducts(testSnapshot(), await outboxEntries(db));
    const wool = products.find((product) => product.id === 12);
    expect(wool?.quantite_stock).toBe(12);
    expect(wool?.bains).toEqual([
      { bain: 'B2', quantite: 10 },
      { bain: 'B1', quantite: 2 },
    ]);
    expect(products.find((product) => product.id === 20)?.quantite_stock).toBe(0);
  });

  it("checks an offline credit sale against the client's room minus the outbox's credit sales", async () => {
    const credit = (montant: number) =>
      payload({ client: 5, paiements: [{ methode: 'credit_client', montant }] });
    await queueSale(db, { user: 7, payload: credit(4000), key: 'c1', summary });
    await queueSale(db, { user: 7, payload: credit(1000), key: 'c2', summary });
    await queueSale(db, { user: 7, payload: payload({ client: 6 }), key: 'other', summary });
    const entries = await outboxEntries(db);
    expect(pendingCredit(entries, 5)).toBe(5000);
    expect(offlineCreditRoom({ plafond_credit: 10_000, disponible: 7000 }, entries, 5)).toBe(2000);
    expect(offlineCreditRoom({ plafond_credit: 10_000, disponible: 3000 }, entries, 5)).toBe(0);
    // No limit: no credit at all, as online.
    expect(offlineCreditRoom({ plafond_credit: 0, disponible: 0 }, entries, 5)).toBeNull();
  });
});
