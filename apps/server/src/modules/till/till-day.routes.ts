import { TILL_PATHS, tillDayQuerySchema, tillDaySchema, todayIso } from '@pelote/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/types.ts';
import { readRoutes } from '../../lib/read-route.ts';
import { refusalErrors } from '../../lib/route-errors.ts';
import { tillDay } from './till-day.repository.ts';

/** Direction's 'Journée' (GET /Caisses/journee?date=): every shop's day, today by default. */
export const tillDayRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  readRoutes(app, ['caisses'])({
    path: TILL_PATHS.day,
    query: tillDayQuerySchema,
    response: tillDaySchema,
    errors: refusalErrors,
    permission: 'till:day-view',
    run: ({ query }) => {
      const now = new Date();
      return tillDay(db, query.date ?? todayIso(undefined, now), now);
    },
  });
};
