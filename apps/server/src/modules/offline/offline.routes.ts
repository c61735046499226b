import {
  idParamSchema,
  OFFLINE_PATHS,
  SALE_MESSAGES,
  shopOfflineSnapshotSchema,
  toSettlePageSchema,
  toSettleQuerySchema,
} from '@pelote/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/types.ts';
import { currentUser } from '../../lib/access.ts';
import { rowErrors } from '../../lib/route-errors.ts';
import { findShop, scopeFor } from '../../lib/shop-scope.ts';
import { listToSettle } from '../stock/index.ts';
import { shopSnapshot } from './snapshot.repository.ts';

const tags = ['hors ligne'];

/**
 * Selling through a lost connection (contract in @pelote/shared `schemas/sales-offline.ts`): the
 * shop's copy a phone keeps, and the stock 'à régulariser'. Both roles read them, a gerant for their
 * own shop only. The offline sale itself goes through the sales route.
 */
export const offlineRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    OFFLINE_PATHS.snapshot(':id'),
    { schema: { tags, params: idParamSchema, response: { 200: shopOfflineSnapshotSchema, ...rowErrors } } },
    async (request) => {
      const shop = await findShop(db, currentUser(request), request.params.id, SALE_MESSAGES.shopNotFound);
      return shopSnapshot(db, shop);
    },
  );

  app.get(
    OFFLINE_PATHS.toSettle,
    {
      schema: { tags, querystring: toSettleQuerySchema, response: { 200: toSettlePageSchema, ...rowErrors } },
    },
    async (request) => {
      const { page, page_size: pageSize, magasin } = request.query;
      return listToSettle(db, scopeFor(currentUser(request), magasin), { page, pageSize });
    },
  );
};
