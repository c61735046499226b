import {
  COST_MESSAGES,
  COST_PATHS,
  DASHBOARD_MESSAGES,
  marginsQuerySchema,
  marginsSchema,
  STATS_MAX_DAYS,
  todayIso,
  valuationQuerySchema,
  valuationSchema,
} from '@pelote/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/types.ts';
import { badRequest } from '../../lib/errors.ts';
import { readRoutes } from '../../lib/read-route.ts';
import { refusalErrors } from '../../lib/route-errors.ts';
import { type MarginsFilter, margins } from './margins.repository.ts';
import { monthEnd, monthStart, rollUpPeriod } from './month-rollup.ts';
import { buildStockSnapshots } from './stock-snapshots.ts';
import { valuation } from './valuation.repository.ts';

const DAY_MS = 86_400_000;

/** Midnight (UTC, the shops' time zone) of a 'yyyy-mm-dd' day. */
const midnight = (day: string) => new Date(`${day}T00:00:00.000Z`);

/** The period asked for: by default up to the end of the current month, from the first day of the last one's month. */
export function marginsPeriod(query: { date_debut?: string | undefined; date_fin?: string | undefined }) {
  const lastDay = query.date_fin ?? monthEnd(todayIso());
  const firstDay = query.date_debut ?? monthStart(lastDay);
  if (firstDay > lastDay) {
    throw badRequest(DASHBOARD_MESSAGES.periodReversed, { date_debut: DASHBOARD_MESSAGES.periodReversed });
  }
  if ((midnight(lastDay).getTime() - midnight(firstDay).getTime()) / DAY_MS + 1 > STATS_MAX_DAYS) {
    throw badRequest(DASHBOARD_MESSAGES.periodTooLong, { date_debut: DASHBOARD_MESSAGES.periodTooLong });
  }
  return { firstDay, lastDay };
}

/** Margins and stock valuation: direction's only (a gerant gets 403). */
export const costsRoutes: FastifyPluginAsyncZod<{ db: Db; readDb: Db }> = async (app, { db, readDb }) => {
  const readStatistics = readRoutes(app, ['statistiques']);
  const readStock = readRoutes(app, ['stock']);
  readStatistics({
    path: COST_PATHS.margins,
    query: marginsQuerySchema,
    response: marginsSchema,
    errors: refusalErrors,
    permission: 'costs:view',
    run: async ({ query }) => {
      const filter: MarginsFilter = {
        ...marginsPeriod(query),
        magasin: query.magasin ?? null,
        type: query.type ?? null,
      };
      // The months the period covers from their first day are brought up to their last finished
      // day on the primary (by the first call that needs a day more); with a shop the daily
      // rows are read, nothing to roll up.
      if (filter.magasin === null) await rollUpPeriod(db, filter, todayIso());
      // Read from the replica when there is one, like the sales statistics.
      return margins(readDb, filter, query.groupe ?? 'article');
    },
  });

  readStock({
    path: COST_PATHS.valuation,
    query: valuationQuerySchema,
    response: valuationSchema,
    errors: refusalErrors,
    permission: 'costs:view',
    run: async ({ query }) => {
      const today = todayIso();
      const day = query.date ?? today;
      if (day > today) throw badRequest(COST_MESSAGES.futureDate, { date: COST_MESSAGES.futureDate });
      const end = new Date(midnight(day).getTime() + DAY_MS);
      // A past day starts from the nearest month end: those missing are written first (once).
      if (day < today) await buildStockSnapshots(db);
      // Read on the primary, which holds every movement and month end.
      return valuation(db, { day, end, magasin: query.magasin ?? null });
    },
  });
};
