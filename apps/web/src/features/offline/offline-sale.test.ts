import 'fake-indexeddb/auto';
import type { SaleCreateInput } from '@pelote/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testSnapshot } from './offline.test-support';
import { OfflineDb } from './offline-db';
import { queueOfflineSale, summarizeSale } from './offline-sale';
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

describe('the provisional ticket of a discounted sale', () => {
  it('shows each line at its net and the discounts, as the server will compute them', () => {
    const discounted: SaleCreateInput = {
      client: null,
      magasin: 3,
      articles: [
        {
          article: 12,
          quantite: 2,
          bain: 'B1',
          remise: { type: 'pourcentage', valeur: 10, motif: 'negociation' },
        },
        { article: 20, quantite: 1 },
      ],
      remise_ticket: { montant: 300, motif: 'client_fidele' },
      code_remise: { code: '123456', montant_max: 1000 },
    };
    const prices = { 12: 150_000, 20: 50_000 };
    const snapshot = testSnapshot();
    snapshot.data.articles = snapshot.data.articles.map((article) => ({
      ...article,
      prix_unitaire: prices[article.id as 12 | 20],
    }));
    // 3 000 − 10 % = 2 700 and 500: the ticket's 3 francs go 2,53 / 0,47 → 2 + the one left to
    // the larger remainder, so 3 and 0.
    expect(summarizeSale(discounted, snapshot, 'Vente libre')).toMatchObject({
      lines: [
        { nom: 'Laine mérinos', prix: 150_000, total: 269_700, remise: 30_300 },
        { nom: 'Crochet 4 mm', prix: 50_000, total: 50_000 },
      ],
      remises: 30_300,
      total: 319_700,
    });
  });
});
