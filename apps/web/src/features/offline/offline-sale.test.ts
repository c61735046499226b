import 'fake-indexeddb/auto';
import type { SaleCreateInput } from '@pelote/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testSnapshot } from './offline.test-support';
import { OfflineDb } from './offline-db';
import { queueOfflineSale } from './offline-sale';
import { outboxEntries } from './outbox';

let db: OfflineDb;
let name = 0;
beforeEach(() => {
  name += 1;
  db = new OfflineDb(`offline-sale-test-${name}`);
});
afterEach(async () => {
  await db.delete();
});

const payload: SaleCreateInput = {
  client: null,
  magasin: 3,
  articles: [{ article: 12, quantite: 2, bain: 'B1' }],
  paiements: [{ methode: 'orange_money', montant: 3000, reference: 'OM-1' }],
};
const options = { payload, key: 'k-1', user: 7, snapshot: testSnapshot(), clientLabel: 'Vente libre' };

describe('a sale the server gave no answer to', () => {
  it('is queued under the same key, with the attempt kept, from the shop’s copy', async () => {
    await queueOfflineSale({ ...options, db, firstBody: payload });
    const [entry] = await outboxEntries(db);
    expect(entry).toMatchObject({
      key: 'k-1',
      ticket: 'T-M03-1',
      firstBody: payload,
      summary: {
        total: 3000,
        lines: [{ nom: 'Laine mérinos', quantite: 2, prix: 1500, total: 3000, bain: 'B1' }],
        payments: [{ methode: 'orange_money', montant: 3000, reference: 'OM-1' }],
      },
    });
  });

  it("is not queued without the shop's copy on the device: the form says why", async () => {
    await expect(queueOfflineSale({ ...options, db, snapshot: null })).rejects.toThrow(
      "Ce magasin n'a pas encore été chargé sur cet appareil",
    );
    expect(await outboxEntries(db)).toEqual([]);
  });
});
