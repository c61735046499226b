import {
  idParamSchema,
  purchaseOrderSchema,
  REORDER_DEFAULT_COVER_DAYS,
  REORDER_DEFAULT_DAYS,
  REORDER_PATHS,
  reorderAnswerSchema,
  reorderArticleSettingsAnswerSchema,
  reorderArticleSettingsSchema,
  reorderCountAnswerSchema,
  reorderCountQuerySchema,
  reorderMinMaxAnswerSchema,
  reorderMinMaxSchema,
  reorderOrderSchema,
  reorderQuerySchema,
} from '@pelote/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/types.ts';
import { readRoutes } from '../../lib/read-route.ts';
import { refusalErrors } from '../../lib/route-errors.ts';
import { scopeFor } from '../../lib/shop-scope.ts';
import { writeRoutes } from '../../lib/write-route.ts';
import { journalContext } from '../journal/index.ts';
import { reorderLines } from './reorder.ts';
import { orderSuggestions } from './reorder-order.service.ts';
import { setArticleSettings, setMinMax } from './reorder-settings.service.ts';

const tags = ['réassort'];

/**
 * The reorder (contract in @pelote/shared `schemas/reorder.ts`): everyone signed in reads the
 * suggestions of the shops they reach (a gerant their own); direction sets the min/max and the
 * articles' settings and turns a supplier's suggestions into a draft order.
 */
export const reorderRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const read = readRoutes(app, tags);
  read({
    path: REORDER_PATHS.list,
    query: reorderQuerySchema,
    response: reorderAnswerSchema,
    errors: refusalErrors,
    run: async ({ user, query }) => {
      const { jours, couverture, tous } = query;
      const lignes = await reorderLines(db, {
        magasin: scopeFor(user, query.magasin),
        fournisseur: query.fournisseur ?? null,
        articles: null,
        jours,
        couverture,
        tous,
      });
      return { jours, couverture, lignes };
    },
  });
  read({
    path: REORDER_PATHS.count,
    query: reorderCountQuerySchema,
    response: reorderCountAnswerSchema,
    errors: refusalErrors,
    run: async ({ user, query }) => {
      const lignes = await reorderLines(db, {
        magasin: scopeFor(user, query.magasin),
        fournisseur: null,
        articles: null,
        jours: REORDER_DEFAULT_DAYS,
        couverture: REORDER_DEFAULT_COVER_DAYS,
        tous: false,
      });
      return { articles: lignes.length };
    },
  });

  const write = writeRoutes(app, db, journalContext, tags);
  write({
    method: 'PUT',
    path: REORDER_PATHS.minMax,
    body: reorderMinMaxSchema,
    response: reorderMinMaxAnswerSchema,
    permission: 'purchase-orders:manage',
    run: (ctx, { body }) => setMinMax(ctx, body),
  });

  write({
    method: 'PUT',
    path: `${REORDER_PATHS.article}/:id`,
    params: idParamSchema,
    body: reorderArticleSettingsSchema,
    response: reorderArticleSettingsAnswerSchema,
    permission: 'purchase-orders:manage',
    run: (ctx, { params, body }) => setArticleSettings(ctx, params.id, body),
  });

  write({
    method: 'POST',
    path: REORDER_PATHS.order,
    body: reorderOrderSchema,
    status: 201,
    response: purchaseOrderSchema,
    permission: 'purchase-orders:manage',
    scope: 'bon-commande-reassort',
    run: (ctx, { body }) => orderSuggestions(ctx, body),
  });
};
