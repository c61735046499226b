import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/types.ts';

/** Sales, invoices and their search (issue 7). */
export const salesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (_app, _options) => {};
