import 'fake-indexeddb/auto';
import { SALE_PATHS } from '@pelote/shared';
import { describe, expect, it } from 'vitest';
import type { ApiResult, CallOptions, Requester } from '@/lib/http-request';
import { NETWORK_ERROR_MESSAGE } from '@/lib/http-request';
import { eachTestDb, testSalePayload, testSaleSummary, testSnapshotData } from './offline.test-support';
import { queueSale } from './outbox';
import { offlineSnapshotPath } from './snapshot-schema';
import { upkeepRound } from './upkeep-round';

const deviceDb = eachTestDb('upkeep-round-test');
const summary = testSaleSummary;
const payload = testSalePayload;

/** A server as the worker's calls see it: each call noted, answered by `answer` (path, options). */
function fakeServer(answer: (path: string, options: CallOptions) => ApiResult<unknown>) {
  const calls: { path: string; options: CallOptions }[] = [];
  const request: Requester = async <T>(path: string, options: CallOptions = {}) => {
    calls.push({ path, options });
    return answer(path, options) as ApiResult<T>;
  };
  return { request, calls };
}

const online = () =>
  fakeServer((path) =>
    path === SALE_PATHS.create
      ? { success: true, data: { id: 1 } }
      : { success: true, data: testSnapshotData() },
  );

describe("the offline upkeep's round", () => {
  it('sends the waiting sale with its key, then stores a fresh copy of the shop', async () => {
    const db = deviceDb();
    await queueSale(db, { user: 7, payload, key: 'cle-1', summary });
    const server = online();
    const report = await upkeepRound(db, server.request, { user: 7, shopId: 3, refresh: false });

    expect(report).toEqual({ sent: 1, answered: true, unauthorized: false, askedNothing: false });
    expect(server.calls.map((call) => call.path)).toEqual([SALE_PATHS.create, offlineSnapshotPath(3)]);
    expect(server.calls[0]?.options.headers).toEqual({ 'Idempotency-Key': 'cle-1' });
    expect(await db.outbox.count()).toBe(0);
    expect((await db.snapshot.get(3))?.data.articles.map((article) => article.nom)).toEqual([
      'Laine mérinos',
      'Crochet 4 mm',
    ]);
  });

  it('without an answer: the sale stays, no copy is asked for, and the report says so', async () => {
    const db = deviceDb();
    await queueSale(db, { user: 7, payload, key: 'cle-1', summary });
    const server = fakeServer(() => ({ success: false, error: NETWORK_ERROR_MESSAGE, networkError: true }));
    const report = await upkeepRound(db, server.request, { user: 7, shopId: 3, refresh: true });

    expect(report).toEqual({ sent: 0, answered: false, unauthorized: false, askedNothing: false });
    expect(server.calls).toHaveLength(1);
    expect((await db.outbox.toArray()).map((entry) => [entry.key, entry.status])).toEqual([
      ['cle-1', 'en_attente'],
    ]);
    expect(await db.snapshot.count()).toBe(0);
  });

  it('a 401 on the copy ends the session; a copy of another shape is kept out', async () => {
    const db = deviceDb();
    const signedOut = fakeServer(() => ({ success: false, error: 'Session expirée', status: 401 }));
    expect(await upkeepRound(db, signedOut.request, { user: 7, shopId: 3, refresh: true })).toEqual({
      sent: 0,
      answered: true,
      unauthorized: true,
      askedNothing: false,
    });

    const odd = fakeServer(() => ({ success: true, data: { articles: 'aucun' } }));
    const report = await upkeepRound(db, odd.request, { user: 7, shopId: 3, refresh: true });
    expect(report).toEqual({ sent: 0, answered: true, unauthorized: false, askedNothing: false });
    expect(await db.snapshot.count()).toBe(0);
  });

  it('nothing to send and no copy to refresh: no call, and the page is told to ask for the server', async () => {
    const db = deviceDb();
    const server = online();
    expect(await upkeepRound(db, server.request, { user: 7, shopId: 3, refresh: false })).toEqual({
      sent: 0,
      answered: null,
      unauthorized: false,
      askedNothing: true,
    });
    // Direction, with every shop selected, keeps no copy.
    expect(await upkeepRound(db, server.request, { user: 7, shopId: null, refresh: true })).toMatchObject({
      askedNothing: true,
    });
    expect(server.calls).toEqual([]);
  });
});
