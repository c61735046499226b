import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../db/types.ts';
import { idempotencyKeys } from '../modules/idempotency/idempotency.table.ts';
import { currentUser } from './access.ts';
import { badRequest, conflict } from './errors.ts';

/**
 * Writes that a weak connection may send twice (a sale, a stock entry) carry an `Idempotency-Key`
 * header. The first request runs and its answer is stored in the same transaction; the same key
 * sent again by the same user answers the stored answer without running anything. A key reused
 * with another body is refused (409). Without the header, the write simply runs once.
 */

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: "L'en-tête Idempotency-Key doit contenir de 1 à 200 caractères visibles",
  reused: 'Cette clé Idempotency-Key a déjà servi pour une autre requête',
} as const;

export type IdempotentAnswer<Body> = { statusCode: number; body: Body };

/** Postgres unique_violation, possibly wrapped by the driver. */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    if (e.code === '23505') return true;
    e = e.cause as typeof e;
  }
  return false;
}

function keyOf(request: FastifyRequest): string | null {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return null;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (key === undefined || !KEY_PATTERN.test(key)) throw badRequest(IDEMPOTENCY_MESSAGES.invalidKey);
  return key;
}

const hashOf = (body: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('hex');

/**
 * Runs `write` in a transaction, once per (user, scope, key). `scope` names the operation
 * (e.g. 'vente'), so one key may serve two different kinds of write.
 */
export async function idempotentWrite<Body>(
  db: Db,
  request: FastifyRequest,
  scope: string,
  write: (tx: Tx) => Promise<IdempotentAnswer<Body>>,
): Promise<IdempotentAnswer<Body>> {
  const key = keyOf(request);
  if (key === null) return db.transaction(write);
  const userId = currentUser(request).id;
  const requestHash = hashOf(request.body);
  const stored = async () => {
    const [row] = await db
      .select()
      .from(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.userId, userId),
          eq(idempotencyKeys.scope, scope),
          eq(idempotencyKeys.key, key),
        ),
      );
    if (!row) return null;
    if (row.requestHash !== requestHash) throw conflict(IDEMPOTENCY_MESSAGES.reused);
    return { statusCode: row.statusCode, body: row.response as Body };
  };

  const earlier = await stored();
  if (earlier) return earlier;
  try {
    return await db.transaction(async (tx) => {
      const answer = await write(tx);
      // Last write: a concurrent twin holding the same key makes this insert wait, then fail.
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
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const twin = await stored();
    if (twin) return twin;
    throw error;
  }
}
