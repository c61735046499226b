import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiResult } from '@/lib/api-client';
import { eachTestDb, testSalePayload, testSaleSummary } from './offline.test-support';
import type { OfflineDb } from './offline-db';
import { outboxEntries, queueSale } from './outbox';
import { type ExclusiveRunner, pageRunner, type SaleSender, sendOutbox } from './sender';

const deviceDb = eachTestDb('sender-test');
let db: OfflineDb;
beforeEach(() => {
  db = deviceDb();
});

const summary = testSaleSummary;
const payload = testSalePayload;
const queue = (key: string, user = 7) => queueSale(db, { user, payload, key, summary });

/**
 * A server that records each key once and answers a retry with the same sale, as the real one
 * does; `answers` overrides the answer for a key.
 */
function fakeServer(answers: Record<string, ApiResult<unknown>> = {}) {
  const recorded = new Map<string, { id: number }>();
  const calls: string[] = [];
  const send: SaleSender = async (key) => {
    calls.push(key);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const answer = answers[key];
    if (answer) return answer;
    let sale = recorded.get(key);
    if (!sale) {
      sale = { id: recorded.size + 1 };
      recorded.set(key, sale);
    }
    return { success: true, data: sale };
  };
  return { send, calls, recorded };
}

/** What Web Locks give every tab of a browser: one holder at a time for a name. */
function sharedLocks(): ExclusiveRunner {
  const held = new Set<string>();
  return async (lockName, task) => {
    if (held.has(lockName)) return null;
    held.add(lockName);
    try {
      return await task(true);
    } finally {
      held.delete(lockName);
    }
  };
}

describe('sending the outbox', () => {
  it('sends each sale once, in order, and empties the outbox only for what the server recorded', async () => {
    await queue('k1');
    await queue('k2');
    const server = fakeServer();
    const report = await sendOutbox({ db, user: 7, send: server.send, runner: pageRunner });
    expect(server.calls).toEqual(['k1', 'k2']);
    expect(report?.sent.map((item) => item.entry.ticket)).toEqual(['T-M03-1', 'T-M03-2']);
    expect(await outboxEntries(db)).toEqual([]);
    // Nothing left: a second round sends nothing.
    await sendOutbox({ db, user: 7, send: server.send, runner: pageRunner });
    expect(server.calls).toEqual(['k1', 'k2']);
  });

  it('marks a refused sale with its reason and still sends the next ones', async () => {
    await queue('bad');
    await queue('good');
    const server = fakeServer({
      bad: { success: false, status: 400, error: 'Référence de paiement déjà utilisée' },
    });
    const report = await sendOutbox({ db, user: 7, send: server.send, runner: pageRunner });
    expect(report?.refused.map((entry) => entry.key)).toEqual(['bad']);
    const left = await outboxEntries(db);
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({
      key: 'bad',
      status: 'refusee',
      motif: 'Référence de paiement déjà utilisée',
    });
    expect(server.recorded.has('good')).toBe(true);
    // A refused sale is not sent again on its own: it waits for 'Corriger' or 'Abandonner'.
    await sendOutbox({ db, user: 7, send: server.send, runner: pageRunner });
    expect(server.calls.filter((key) => key === 'bad')).toHaveLength(1);
  });

  it('keeps a sale that got no answer, a 5xx, a 429 or a 401, for the next round', async () => {
    for (const key of ['k500', 'k429', 'knet']) await queue(key);
    const server = fakeServer({
      k500: { success: false, status: 500, error: 'Erreur serveur' },
      k429: { success: false, status: 429, error: 'Trop de requêtes' },
      knet: { success: false, error: 'Impossible de contacter le serveur', networkError: true },
    });
    const report = await sendOutbox({ db, user: 7, send: server.send, runner: pageRunner });
    expect(report?.reached).toBe(true);
    const left = await outboxEntries(db);
    expect(left.map((entry) => [entry.key, entry.status])).toEqual([
      ['k500', 'en_attente'],
      ['k429', 'en_attente'],
      ['knet', 'en_attente'],
    ]);
    expect(left.map((entry) => entry.tries)).toEqual([1, 1, 1]);
  });

  it('a 503 (the database away) is no refusal: the round stops, the next one sends each sale once', async () => {
    await queue('k1');
    await queue('k2');
    const away = fakeServer({
      k1: { success: false, status: 503, error: 'Base de données momentanément indisponible' },
    });
    await sendOutbox({ db, user: 7, send: away.send, runner: pageRunner });
    expect(away.calls).toEqual(['k1']);
    expect((await outboxEntries(db)).map((entry) => [entry.key, entry.status])).toEqual([
      ['k1', 'en_attente'],
      ['k2', 'en_attente'],
    ]);
    const back = fakeServer();
    const report = await sendOutbox({ db, user: 7, send: back.send, runner: pageRunner });
    expect(back.calls).toEqual(['k1', 'k2']);
    expect(report?.refused).toEqual([]);
    expect(await outboxEntries(db)).toEqual([]);
  });

  it("sends again, with the same key, a sale left 'envoi' by a page closed while sending", async () => {
    const entry = await queue('k1');
    const server = fakeServer();
    // The first page sent it (the server recorded it) and was closed before hearing back.
    await server.send('k1', entry.body);
    await db.outbox.update(entry.id as number, {
      status: 'envoi',
      claimedBy: 'closed-page',
      claimUntil: Date.now() + 60_000,
    });
    const report = await sendOutbox({ db, user: 7, send: server.send, runner: sharedLocks() });
    expect(server.calls).toEqual(['k1', 'k1']);
    expect(server.recorded.size).toBe(1);
    expect(report?.sent).toHaveLength(1);
    expect(await outboxEntries(db)).toEqual([]);
  });

  it('two senders at once (two tabs) never send one sale twice', async () => {
    for (const key of ['a', 'b', 'c', 'd']) await queue(key);
    const server = fakeServer();
    const locks = sharedLocks();
    const [first, second] = await Promise.all([
      sendOutbox({ db, user: 7, send: server.send, runner: locks, owner: 'tab-1' }),
      sendOutbox({ db, user: 7, send: server.send, runner: locks, owner: 'tab-2' }),
    ]);
    // One of them held the lock; the other stood aside.
    expect([first, second].filter((report) => report === null)).toHaveLength(1);
    expect(server.calls).toEqual(['a', 'b', 'c', 'd']);
    expect(await outboxEntries(db)).toEqual([]);
  });

  it('without Web Locks, two pages claim each sale for one of them only', async () => {
    for (const key of ['a', 'b', 'c']) await queue(key);
    const server = fakeServer();
    // Each page has its own in-page lock: only the claims in IndexedDB keep them apart.
    const ownRunner = (): ExclusiveRunner => async (_name, task) => task(false);
    await Promise.all([
      sendOutbox({ db, user: 7, send: server.send, runner: ownRunner(), owner: 'tab-1' }),
      sendOutbox({ db, user: 7, send: server.send, runner: ownRunner(), owner: 'tab-2' }),
    ]);
    expect([...server.calls].sort()).toEqual(['a', 'b', 'c']);
    expect(await outboxEntries(db)).toEqual([]);
  });

  it('sends in the same round a sale queued while it runs (by a tab that stood aside)', async () => {
    await queue('first');
    const server = fakeServer();
    const send: SaleSender = async (key, body) => {
      if (key === 'first') await queue('meanwhile');
      return server.send(key, body);
    };
    const report = await sendOutbox({ db, user: 7, send, runner: pageRunner });
    expect(server.calls).toEqual(['first', 'meanwhile']);
    expect(report?.sent).toHaveLength(2);
  });

  it("sends only the signed-in user's sales", async () => {
    await queue('mine', 7);
    await queue('theirs', 8);
    const server = fakeServer();
    await sendOutbox({ db, user: 7, send: server.send, runner: pageRunner });
    expect(server.calls).toEqual(['mine']);
  });

  it('gets back the sale an unanswered online attempt recorded under the same key', async () => {
    const server = fakeServer();
    await server.send('k1', payload);
    await queueSale(db, { user: 7, payload, key: 'k1', summary, firstBody: payload });
    // The server refuses the offline body under a key already used by another body.
    const send: SaleSender = (key, body) =>
      'hors_ligne' in body
        ? Promise.resolve({ success: false, status: 409, error: 'Clé déjà utilisée' })
        : server.send(key, body);
    const report = await sendOutbox({ db, user: 7, send, runner: pageRunner });
    expect(report?.sent).toHaveLength(1);
    expect(server.recorded.size).toBe(1);
  });
});
