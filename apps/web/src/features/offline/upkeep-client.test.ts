import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testSalePayload, testSaleSummary } from './offline.test-support';
import { offlineDb } from './offline-db';
import { queueSale } from './outbox';
import { startUpkeep } from './upkeep-client';
import type { FromWorker, ToWorker } from './upkeep-protocol';

/**
 * The page's side of the upkeep's worker, with the browser's Worker replaced by one of the test's
 * own: what the page posts, how it reads the worker's answers, and the page taking over when the
 * worker cannot start. The round itself is upkeep-round.test.ts's.
 */

type Behaviour = (worker: FakeWorker, message: ToWorker) => void;

class FakeWorker {
  static behaviour: Behaviour = () => {};
  static created: FakeWorker[] = [];
  readonly posted: ToWorker[] = [];
  onmessage: ((event: MessageEvent<FromWorker>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  terminated = false;
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    FakeWorker.created.push(this);
  }
  postMessage(message: ToWorker) {
    this.posted.push(message);
    queueMicrotask(() => FakeWorker.behaviour(this, message));
  }
  answer(message: FromWorker) {
    this.onmessage?.(new MessageEvent('message', { data: message }));
  }
  fail() {
    this.onerror?.(new Event('error', { cancelable: true }));
  }
  terminate() {
    this.terminated = true;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeWorker.created = [];
  FakeWorker.behaviour = () => {};
});

const call = { accessToken: 'jeton', timeoutMs: 4000 };

describe("the page's handle on the upkeep", () => {
  it('starts a module worker, hands it the round with the session, and reads its report and counts', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    FakeWorker.behaviour = (worker, message) => {
      if (message.type === 'watch') worker.answer({ type: 'outbox', user: message.user, count: 2 });
      else
        worker.answer({
          type: 'round-done',
          id: message.id,
          report: { sent: 1, answered: true, unauthorized: false, askedNothing: false },
        });
    };
    const upkeep = startUpkeep();
    const [worker] = FakeWorker.created;
    expect(worker?.options).toEqual({ type: 'module', name: 'pelote-hors-ligne' });
    expect(worker?.url.pathname).toMatch(/upkeep\.worker\.ts$/);

    const counts: number[] = [];
    upkeep.watchOutbox(7, (count) => counts.push(count));
    const outcome = await upkeep.round({ user: 7, shopId: 3, refresh: true }, call);
    expect(outcome).toEqual({
      report: { sent: 1, answered: true, unauthorized: false, askedNothing: false },
      inWorker: true,
    });
    expect(worker?.posted).toEqual([
      { type: 'watch', user: 7 },
      { type: 'round', id: 1, round: { user: 7, shopId: 3, refresh: true }, ...call },
    ]);
    expect(counts).toEqual([2]);
    // Another user's count is not this page's.
    worker?.answer({ type: 'outbox', user: 8, count: 5 });
    expect(counts).toEqual([2]);

    upkeep.stop();
    expect(worker?.terminated).toBe(true);
  });

  it('a round the worker could not finish is refused with its reason', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    FakeWorker.behaviour = (worker, message) => {
      if (message.type === 'round')
        worker.answer({ type: 'round-failed', id: message.id, message: 'IDB fermée' });
    };
    const upkeep = startUpkeep();
    await expect(upkeep.round({ user: 7, shopId: null, refresh: false }, call)).rejects.toThrow('IDB fermée');
    upkeep.stop();
  });

  it('a worker that cannot start: the page runs the rounds and counts the outbox itself', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const user = 41;
    await queueSale(offlineDb(user), {
      user,
      payload: testSalePayload,
      key: 'cle-41',
      summary: testSaleSummary,
    });
    const upkeep = startUpkeep();
    const counts: number[] = [];
    upkeep.watchOutbox(user, (count) => counts.push(count));
    const pending = upkeep.round({ user, shopId: null, refresh: false }, call);
    FakeWorker.created[0]?.fail();
    await expect(pending).rejects.toThrow("Le travail hors ligne n'a pas démarré");
    expect(FakeWorker.created[0]?.terminated).toBe(true);

    await vi.waitFor(() => expect(counts).toEqual([1]));
    // The sale stays (no server here: the page's client gets no answer) and the page says so.
    const next = await upkeep.round({ user, shopId: null, refresh: false }, call);
    expect(next.inWorker).toBe(false);
    expect(next.report).toMatchObject({ sent: 0, answered: false });
    expect(await offlineDb(user).outbox.count()).toBe(1);
    upkeep.stop();
  });

  it('without module workers at all, the page does the rounds from the start', async () => {
    vi.stubGlobal('Worker', undefined);
    const upkeep = startUpkeep();
    const outcome = await upkeep.round({ user: 42, shopId: null, refresh: false }, call);
    expect(outcome).toEqual({
      report: { sent: 0, answered: null, unauthorized: false, askedNothing: true },
      inWorker: false,
    });
    expect(FakeWorker.created).toEqual([]);
    upkeep.stop();
  });
});
