import { SALE_PATHS, type SaleCreateInput } from '@pelote/shared';
import type { ApiResult, Requester } from '@/lib/http-request';
import type { OfflineDb, OfflineSaleBody, OutboxEntry } from './offline-db';

/**
 * Sends the outbox: one page at a time per user (Web Locks, or a claim on each sale when the
 * browser has none), each sale on its own and in order, with the Idempotency-Key it was stored
 * with. A sale leaves the device only once the server answered 2xx; a 4xx marks it refused with
 * the server's reason (the others still go); no answer, a 5xx, a 429 or a 401 keep it for the next
 * round. A sale found 'envoi' (the page was closed while sending) is simply sent again: the
 * server's idempotency answers it once.
 */

export type SaleSender = (
  key: string,
  body: OfflineSaleBody | SaleCreateInput,
) => Promise<ApiResult<unknown>>;

/** Sends each sale with `request` (the page's API client, or the upkeep worker's). */
export const saleSender =
  (request: Requester): SaleSender =>
  (key, body) =>
    request(SALE_PATHS.create, {
      method: 'POST',
      body,
      headers: { 'Idempotency-Key': key },
      // A background send never signs the seller out in the middle of a sale; it waits.
      skipUnauthorizedHandler: true,
      timeoutMs: 30_000,
    });

/**
 * Runs `task` if no other sender of that name runs, else answers null. `acrossTabs` says whether
 * the exclusion holds for every tab of the browser (then a claim left by a closed page is stale).
 */
export type ExclusiveRunner = <T>(
  name: string,
  task: (acrossTabs: boolean) => Promise<T>,
) => Promise<T | null>;

const runningHere = new Set<string>();

/** Exclusion within this page only: the fallback when Web Locks are absent. */
export const pageRunner: ExclusiveRunner = async (name, task) => {
  if (runningHere.has(name)) return null;
  runningHere.add(name);
  try {
    return await task(false);
  } finally {
    runningHere.delete(name);
  }
};

/** Web Locks when the browser has them (every tab of the origin), the page's own lock otherwise. */
export const browserRunner: ExclusiveRunner = async (name, task) => {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return pageRunner(name, task);
  return locks.request(name, { ifAvailable: true }, async (lock) => (lock ? task(true) : null));
};

/** A name for this page's claims. */
const pageId = `page-${Math.random().toString(36).slice(2)}-${Date.now()}`;

export const outboxLockName = (userId: number) => `pelote-outbox-${userId}`;

/** How long a page's claim on a sale keeps other pages off it (fallback without Web Locks). */
export const CLAIM_MS = 60_000;

export type SendReport = {
  sent: { entry: OutboxEntry; answer: unknown }[];
  refused: OutboxEntry[];
  /** Whether the server answered at all (null: nothing was sent). */
  reached: boolean | null;
};

type SendOptions = {
  db: OfflineDb;
  user: number;
  send: SaleSender;
  runner?: ExclusiveRunner;
  /** This page's name on its claims. */
  owner?: string;
  now?: () => number;
};

/** Takes the sale for this page; null when it is gone, refused, or another page is sending it. */
async function claim(
  db: OfflineDb,
  id: number,
  owner: string,
  acrossTabs: boolean,
  now: number,
): Promise<OutboxEntry | null> {
  return db.transaction('rw', db.outbox, async () => {
    const entry = await db.outbox.get(id);
    if (!entry || entry.status === 'refusee') return null;
    const heldElsewhere =
      entry.status === 'envoi' && entry.claimedBy !== owner && (entry.claimUntil ?? 0) > now;
    if (heldElsewhere && !acrossTabs) return null;
    const taken: OutboxEntry = {
      ...entry,
      status: 'envoi',
      tries: entry.tries + 1,
      claimedBy: owner,
      claimUntil: now + CLAIM_MS,
    };
    await db.outbox.put(taken);
    return taken;
  });
}

const isRefusal = (status: number | undefined) =>
  status !== undefined && status >= 400 && status < 500 && ![401, 408, 429].includes(status);

/** One round over the outbox; null when another page is already sending it. */
export async function sendOutbox(options: SendOptions): Promise<SendReport | null> {
  const { db, user, send, runner = browserRunner } = options;
  const owner = options.owner ?? pageId;
  const now = options.now ?? Date.now;
  return runner(outboxLockName(user), async (acrossTabs) => {
    const report: SendReport = { sent: [], refused: [], reached: null };
    const tried = new Set<number>();
    // Sales queued meanwhile (by another tab, which stood aside) are taken in the same round.
    for (let ids = await waiting(db, user, tried); ids.length > 0; ids = await waiting(db, user, tried)) {
      for (const id of ids) {
        tried.add(id);
        const outcome = await sendOne({ db, id, owner, acrossTabs, now: now(), send, report });
        if (outcome === 'stop') return report;
      }
    }
    return report;
  });
}

/** The user's sales to send, oldest first, but those already tried in this round. */
async function waiting(db: OfflineDb, user: number, tried: ReadonlySet<number>): Promise<number[]> {
  return (await db.outbox.orderBy('id').toArray())
    .filter((entry) => entry.status !== 'refusee' && entry.user === user && !tried.has(entry.id as number))
    .map((entry) => entry.id as number);
}

/** Sends one sale; 'stop' when the next ones would fare no better (no answer, signed out). */
async function sendOne(options: {
  db: OfflineDb;
  id: number;
  owner: string;
  acrossTabs: boolean;
  now: number;
  send: SaleSender;
  report: SendReport;
}): Promise<'next' | 'stop'> {
  const { db, id, send, report } = options;
  const entry = await claim(db, id, options.owner, options.acrossTabs, options.now);
  if (!entry) return 'next';
  let result = await send(entry.key, entry.body);
  // The online attempt under this key did reach the server: its recorded sale is the answer.
  if (!result.success && result.status === 409 && entry.firstBody) {
    const first = await send(entry.key, entry.firstBody);
    if (first.success) result = first;
  }
  if (result.success) {
    await db.outbox.delete(id);
    report.sent.push({ entry, answer: result.data });
    report.reached = true;
    return 'next';
  }
  if (result.status !== undefined) report.reached = true;
  if (isRefusal(result.status)) {
    const refused = {
      ...entry,
      status: 'refusee' as const,
      motif: result.error,
      claimedBy: null,
      claimUntil: 0,
    };
    await db.outbox.put(refused);
    report.refused.push(refused);
    return 'next';
  }
  await db.outbox.update(id, { status: 'en_attente', claimedBy: null, claimUntil: 0 });
  // No answer, signed out, or the server says it cannot serve for now (503: its database is away,
  // 'Retry-After'): the next sales would fare no better, the round ends and the next one retries.
  if (result.status === undefined || result.status === 401 || result.status === 503) {
    if (result.status === undefined && report.reached === null) report.reached = false;
    return 'stop';
  }
  return 'next';
}
