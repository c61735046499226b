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
import { readRoutes } from '../../lib/read-route.ts';
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
  const read = readRoutes(app, tags);
  read({
    path: OFFLINE_PATHS.snapshot(':id'),
    params: idParamSchema,
    response: shopOfflineSnapshotSchema,
    run: async ({ user, params }) => {
      const shop = await findShop(db, user, params.id, SALE_MESSAGES.shopNotFound);
      return shopSnapshot(db, shop);
    },
  });

  read({
    path: OFFLINE_PATHS.toSettle,
    query: toSettleQuerySchema,
    response: toSettlePageSchema,
    run: ({ user, query }) => {
      const { page, page_size: pageSize, magasin } = query;
      return listToSettle(db, scopeFor(user, magasin), { page, pageSize });
    },
  });
};
