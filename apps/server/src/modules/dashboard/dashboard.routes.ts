import {
  DASHBOARD_MESSAGES,
  DASHBOARD_PATHS,
  DEPOSIT_LATE_HOURS,
  STATS_DEFAULT_DAYS,
  STATS_EXPORT_MESSAGES,
  STATS_MAX_DAYS,
  salesStatsExportQuerySchema,
  salesStatsSchema,
  scopeQuerySchema,
  startOfMonth,
  systemStatsSchema,
  todayIso,
} from '@pelote/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/types.ts';
import { sendCsv } from '../../lib/csv-stream.ts';
import { badRequest } from '../../lib/errors.ts';
import { readRoutes } from '../../lib/read-route.ts';
import { refusalErrors } from '../../lib/route-errors.ts';
import { scopeFor } from '../../lib/shop-scope.ts';
import { lateDeposits } from '../till/index.ts';
import { systemStats } from './dashboard.repository.ts';
import { salesStatsCsv } from './sales-stats.export.ts';
import { type Period, salesStats } from './sales-stats.repository.ts';

const tags = ['tableau de bord'];
const DAY_MS = 86_400_000;

/** Midnight (UTC, which is the shops' time zone, Africa/Abidjan) of a 'yyyy-mm-dd' day. */
const midnight = (day: string) => new Date(`${day}T00:00:00.000Z`);
const dayOf = (instant: Date) => instant.toISOString().slice(0, 10);

/** The period asked for, or the last STATS_DEFAULT_DAYS days; refused when reversed or too long. */
export function periodOf(query: { date_debut?: string | undefined; date_fin?: string | undefined }): Period {
  const lastDay = query.date_fin ?? todayIso();
  const firstDay =
    query.date_debut ?? dayOf(new Date(midnight(lastDay).getTime() - (STATS_DEFAULT_DAYS - 1) * DAY_MS));
  const from = midnight(firstDay);
  const to = new Date(midnight(lastDay).getTime() + DAY_MS);
  if (from >= to)
    throw badRequest(DASHBOARD_MESSAGES.periodReversed, { date_debut: DASHBOARD_MESSAGES.periodReversed });
  if ((to.getTime() - from.getTime()) / DAY_MS > STATS_MAX_DAYS) {
    throw badRequest(DASHBOARD_MESSAGES.periodTooLong, { date_debut: DASHBOARD_MESSAGES.periodTooLong });
  }
  return { firstDay, lastDay, from, to };
}

/** The dashboard's figures and the sales statistics of /statistiques. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Db; readDb: Db }> = async (app, { db, readDb }) => {
  const read = readRoutes(app, tags);
  read({
    path: DASHBOARD_PATHS.systemStats,
    query: scopeQuerySchema,
    response: systemStatsSchema,
    errors: refusalErrors,
    run: async ({ user, query }) => {
      const scope = scopeFor(user, query.magasin);
      const now = new Date();
      const stats = await systemStats(db, scope, {
        startOfDay: midnight(todayIso()),
        startOfMonth: startOfMonth(now),
      });
      // The deposits head office has not confirmed yet, in the shops in scope.
      const lateSince = new Date(now.getTime() - DEPOSIT_LATE_HOURS * 3_600_000);
      return { ...stats, depotsEnRetard: await lateDeposits(db, scope, lateSince) };
    },
  });

  read({
    path: DASHBOARD_PATHS.salesStats,
    query: salesStatsExportQuerySchema,
    response: salesStatsSchema,
    errors: refusalErrors,
    run: async ({ user, query }, reply) => {
      const { format, tableau } = query;
      if (format === 'csv' && !tableau) {
        throw badRequest(STATS_EXPORT_MESSAGES.tableRequired, {
          tableau: STATS_EXPORT_MESSAGES.tableRequired,
        });
      }
      const scope = scopeFor(user, query.magasin);
      // The statistics read from the replica when there is one (DATABASE_REPLICA_URL).
      const stats = await salesStats(readDb, scope, periodOf(query));
      // One of its tables as a CSV file (`tableau`), else the figures.
      return format === 'csv' && tableau ? sendCsv(reply, salesStatsCsv(stats, tableau)) : stats;
    },
  });
};
