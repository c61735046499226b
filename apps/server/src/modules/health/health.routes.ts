import { HEALTH_PATH } from '@pelote/shared';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/types.ts';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'indisponible']),
});

/** Whether the database answers a trivial query right now. */
async function databaseAnswers(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

const schema = { tags: ['système'], response: { 200: healthSchema, 503: healthSchema } };
const bodyOf = (up: boolean) =>
  up
    ? { status: 'ok' as const, database: 'ok' as const }
    : { status: 'degraded' as const, database: 'indisponible' as const };

/**
 * Readiness (`/api/health`: 503 while the database does not answer, so a load balancer sends no
 * request here) and liveness (`/api/health/live`: 200 as long as the process answers, so a
 * supervisor never restarts a healthy process for its database's sake). Both say which.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(HEALTH_PATH, { config: { access: 'public' }, schema }, async (_request, reply) => {
    const up = await databaseAnswers(db);
    return reply.status(up ? 200 : 503).send(bodyOf(up));
  });
  app.get(`${HEALTH_PATH}/live`, { config: { access: 'public' }, schema }, async () =>
    bodyOf(await databaseAnswers(db)),
  );
};
