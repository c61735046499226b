import cluster from 'node:cluster';
import { createHash } from 'node:crypto';
import { and, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { idempotencyKeys } from '../db/schema/idempotency.ts';
import type { Db, Tx } from '../db/types.ts';
import { currentUser } from './access.ts';
import { badRequest, conflict } from './errors.ts';

/**
 * Writes that a weak connection may send twice (a sale, a stock addition, a stock entry) carry an
 * `Idempotency-Key` header. The key is claimed by the first statement of the write's transaction
 * (a transaction-level advisory lock on user + scope + key), so a twin sent at the same time waits
 * for the first to end. Then, inside the same transaction, a stored answer is answered again
 * without running anything; otherwise the write runs and its answer is stored before commit.
 * A key reused with another body is refused (409). A write that fails (an error thrown) stores
 * nothing: the same request sent again runs again. Without the header, the write simply runs once.
 * Keys are kept 90 days.
 */

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;
export const IDEMPOTENCY_KEY_DAYS = 90;
const PURGE_EVERY_MS = 60 * 60 * 1000;

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: "L'en-tête Idempotency-Key doit contenir de 1 à 200 caractères visibles",
  reused: 'Cette clé Idempotency-Key a déjà servi pour une autre requête',
} as const;

export type IdempotentAnswer<Body> = {
  statusCode: number;
  body: Body;
  /** True when the write stored its answer itself, in its own last statement (see keptAnswerSql). */
  kept?: boolean;
};

/** The claimed key, handed to the write so it may store its answer in its own last statement. */
export type ClaimedKey = { userId: number; scope: string; key: string; requestHash: string };

/**
 * The insert of a write's answer as a common table expression, `kept_answer as (...)`, for a write
 * whose last statement must stay its last (a sale's numbering: the shop's invoice counter is then
 * locked for one round trip only). `patch` names a field of the answer filled from a text column
 * `value` of an earlier expression `from` of the same statement (the invoice number).
 */
export function keptAnswerSql(
  claimed: ClaimedKey,
  answer: { statusCode: number; body: object },
  patch: { field: string; from: string; value: string },
): SQL {
  return sql`
    kept_answer as (
      insert into idempotency_keys (user_id, scope, key, request_hash, status_code, response)
      select ${claimed.userId}::int, ${claimed.scope}::text, ${claimed.key}::text, ${claimed.requestHash}::text,
        ${answer.statusCode}::int,
        jsonb_set(${JSON.stringify(answer.body)}::jsonb, ${`{${patch.field}}`}::text[], to_jsonb(${sql.identifier(patch.from)}.${sql.identifier(patch.value)}))
      from ${sql.identifier(patch.from)}
    )`;
}

function keyOf(request: FastifyRequest): string | null {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return null;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (key === undefined || !KEY_PATTERN.test(key)) throw badRequest(IDEMPOTENCY_MESSAGES.invalidKey);
  return key;
}

/** The value with every object's keys sorted, at any depth: the same content gives the same JSON. */
function canonical(value: unknown): unknown {
  const plain =
    value !== null &&
    typeof value === 'object' &&
    typeof (value as { toJSON?: unknown }).toJSON === 'function'
      ? (value as { toJSON: () => unknown }).toJSON()
      : value;
  if (Array.isArray(plain)) return plain.map(canonical);
  if (plain === null || typeof plain !== 'object') return plain;
  const record = plain as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(record)
      .sort()
      .map((name) => [name, canonical(record[name])]),
  );
}

/** The request body's fingerprint, whatever the order of its keys. */
export const bodyHash = (body: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(canonical(body ?? null)))
    .digest('hex');

/** The advisory lock's 64-bit id for (user, scope, key); two keys sharing one only wait on each other. */
function lockId(userId: number, scope: string, key: string): string {
  return createHash('sha256')
    .update(JSON.stringify([userId, scope, key]))
    .digest()
    .readBigInt64BE(0)
    .toString();
}

/** Deletes the keys older than 90 days (their answers can no longer be asked for); answers how many. */
export async function purgeExpiredKeys(db: Db, now: Date = new Date()): Promise<number> {
  const limit = new Date(now.getTime() - IDEMPOTENCY_KEY_DAYS * 24 * 60 * 60 * 1000);
  const gone = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, limit))
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}

/** When each database was last purged: the first keyed write after start, then at most hourly. */
const lastPurge = new WeakMap<Db, number>();

async function purgeWhenDue(db: Db, log: FastifyBaseLogger) {
  // In a cluster (WEB_CONCURRENCY), the primary purges for every worker (server.ts).
  if (cluster.isWorker) return;
  const now = Date.now();
  if (now - (lastPurge.get(db) ?? Number.NEGATIVE_INFINITY) < PURGE_EVERY_MS) return;
  lastPurge.set(db, now);
  try {
    await purgeExpiredKeys(db, new Date(now));
  } catch (error) {
    // The write matters more than the purge, which the next hour tries again.
    log.warn({ err: error }, 'idempotency keys not purged');
  }
}

/**
 * Runs `write` in a transaction, once per (user, scope, key). `scope` names the operation
 * (e.g. 'vente'), so one key may serve two different kinds of write. `write` must use only the
 * transaction it is given: a twin waiting for the key holds a connection of the pool. `content`
 * is what a reused key is compared on: the JSON body, unless the route reads another (a file's hash).
 */
export async function idempotentWrite<Body>(
  db: Db,
  request: FastifyRequest,
  scope: string,
  write: (tx: Tx, claimed: ClaimedKey | null) => Promise<IdempotentAnswer<Body>>,
  content: unknown = request.body,
): Promise<IdempotentAnswer<Body>> {
  const key = keyOf(request);
  if (key === null) return db.transaction((tx) => write(tx, null));
  const userId = currentUser(request).id;
  const requestHash = bodyHash(content);
  await purgeWhenDue(db, request.log);

  return db.transaction(async (tx) => {
    // First statement: a twin of this request waits here until this transaction ends.
    await tx.execute(sql`select pg_advisory_xact_lock(${lockId(userId, scope, key)}::bigint)`);
    const [stored] = await tx
      .select({
        requestHash: idempotencyKeys.requestHash,
        statusCode: idempotencyKeys.statusCode,
        response: idempotencyKeys.response,
      })
      .from(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.userId, userId),
          eq(idempotencyKeys.scope, scope),
          eq(idempotencyKeys.key, key),
        ),
      );
    if (stored) {
      if (stored.requestHash !== requestHash) throw conflict(IDEMPOTENCY_MESSAGES.reused);
      return { statusCode: stored.statusCode, body: stored.response as Body };
    }
    const answer = await write(tx, { userId, scope, key, requestHash });
    if (answer.kept) return answer;
    await tx.insert(idempotencyKeys).values({
      userId,
      scope,
      key,
      requestHash,
      statusCode: answer.statusCode,
      response: answer.body as object,
    });
    return answer;
  });
}
