import 'fake-indexeddb/auto';
import type { SaleCreateInput } from '@pelote/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR_MESSAGE } from '@/lib/api-client';
import { OfflineDb } from './offline-db';
import { submitOrQueue } from './offline-sale';
import { testSnapshot } from './offline-test-fixtures';
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
const options = (create: (body: SaleCreateInput, key: string) => Promise<{ id: number }>) => ({
  payload,
  key: 'k-1',
  create,
  db,
  user: 7,
  snapshot: testSnapshot(),
  clientLabel: 'Vente libre',
});

describe('a sale submitted from the form', () => {
  it('goes to the server while it answers', async () => {
    const outcome = await submitOrQueue(options(async () => ({ id: 1 })));
    expect(outcome).toEqual({ kind: 'sent', sale: { id: 1 } });
    expect(await outboxEntries(db)).toEqual([]);
  });

  it('is queued under the same key, with the attempt kept, when the server gave no answer', async () => {
    const create = vi.fn(async () => {
      throw new ApiError({ success: false, error: NETWORK_ERROR_MESSAGE, networkError: true });
    });
    const outcome = await submitOrQueue(options(create));
    expect(outcome.kind).toBe('queued');
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

  it("is not queued when the server refused it: the form shows the server's reason", async () => {
    const refusal = new ApiError({ success: false, status: 409, error: 'Stock insuffisant' });
    await expect(
      submitOrQueue(
        options(async () => {
          throw refusal;
        }),
      ),
    ).rejects.toBe(refusal);
    expect(await outboxEntries(db)).toEqual([]);
  });
});
