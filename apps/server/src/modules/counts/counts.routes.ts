import {
  COUNT_MESSAGES,
  COUNT_PATHS,
  countArticlesPageSchema,
  countArticlesQuerySchema,
  countCreateSchema,
  countLinesAnswerSchema,
  countLinesInputSchema,
  countListQuerySchema,
  countPageSchema,
  countSchema,
  countValidateSchema,
  idParamSchema,
  lossReportQuerySchema,
  lossReportSchema,
  todayIso,
} from '@pelote/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/types.ts';
import type { SessionUser } from '../../lib/access.ts';
import { notFound } from '../../lib/errors.ts';
import { pageOf } from '../../lib/page.ts';
import { readRoutes } from '../../lib/read-route.ts';
import { reachableRow } from '../../lib/shop-row.ts';
import { findShop, scopeFor } from '../../lib/shop-scope.ts';
import { writeRoutes } from '../../lib/write-route.ts';
import { journalContext } from '../journal/index.ts';
import { countArticles, findCount, findCountHead, listCounts } from './counts.repository.ts';
import { cancelCount, countStock, openCount, validateCount } from './counts.service.ts';
import { lossReport } from './loss-report.ts';

const tags = ['inventaires'];

const visibleHead = async (db: Db, user: SessionUser, id: number) =>
  reachableRow(user, await findCountHead(db, id), COUNT_MESSAGES.notFound);

/**
 * Stock counts and the loss report (contract in @pelote/shared `schemas/counts.ts`). Gerants open
 * counts of their shop and count; direction validates (the adjustments) — any shop. Writes take an
 * Idempotency-Key.
 */
export const countsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const write = writeRoutes(app, db, journalContext, tags);
  write({
    method: 'POST',
    path: COUNT_PATHS.list,
    body: countCreateSchema,
    status: 201,
    response: countSchema,
    scope: 'inventaire',
    run: (ctx, { body }) => openCount(ctx, body),
  });

  write({
    method: 'PUT',
    path: `${COUNT_PATHS.count}/:id/lignes`,
    params: idParamSchema,
    body: countLinesInputSchema,
    response: countLinesAnswerSchema,
    scope: ({ params }) => `inventaire-lignes-${params.id}`,
    run: (ctx, { params, body }) => countStock(ctx, params.id, body),
  });

  write({
    method: 'POST',
    path: `${COUNT_PATHS.count}/:id/valider`,
    params: idParamSchema,
    body: countValidateSchema,
    response: countSchema,
    permission: 'counts:validate',
    scope: ({ params }) => `inventaire-validation-${params.id}`,
    run: (ctx, { params, body }) => validateCount(ctx, params.id, body),
  });

  write({
    method: 'POST',
    path: `${COUNT_PATHS.count}/:id/annuler`,
    params: idParamSchema,
    response: countSchema,
    scope: ({ params }) => `inventaire-annulation-${params.id}`,
    run: (ctx, { params }) => cancelCount(ctx, params.id),
  });

  await app.register(countReadRoutes, { db });
};

/** The counts' reads: the list, one count, its articles, and the loss report. */
const countReadRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const read = readRoutes(app, tags);
  read({
    path: COUNT_PATHS.list,
    query: countListQuerySchema,
    response: countPageSchema,
    run: async ({ user, query }) => {
      const { page, page_size: pageSize, magasin, statut } = query;
      const scope = scopeFor(user, magasin);
      const { count, rows } = await listCounts(db, { scope, statut }, { page, pageSize });
      return pageOf(count, page, pageSize, rows);
    },
  });

  read({
    path: `${COUNT_PATHS.count}/:id`,
    params: idParamSchema,
    response: countSchema,
    run: async ({ user, params }) => {
      await visibleHead(db, user, params.id);
      const found = await findCount(db, params.id);
      if (!found) throw notFound(COUNT_MESSAGES.notFound);
      return found;
    },
  });

  read({
    path: `${COUNT_PATHS.count}/:id/articles`,
    params: idParamSchema,
    query: countArticlesQuerySchema,
    response: countArticlesPageSchema,
    run: async ({ user, params, query }) => {
      const head = await visibleHead(db, user, params.id);
      const { page, page_size: pageSize, q, reste } = query;
      const { count, rows } = await countArticles(db, head, { q, reste: reste === 'true', page, pageSize });
      return pageOf(count, page, pageSize, rows);
    },
  });

  read({
    path: COUNT_PATHS.losses,
    query: lossReportQuerySchema,
    response: lossReportSchema,
    run: async ({ user, query }) => {
      const scope = scopeFor(user, query.magasin);
      const shop = scope === null ? null : await findShop(db, user, scope, COUNT_MESSAGES.shopNotFound);
      return lossReport(db, {
        magasinId: scope,
        shop: shop ? { id: shop.id, nom: shop.nom } : null,
        month: query.mois ?? todayIso().slice(0, 7),
      });
    },
  });
};
