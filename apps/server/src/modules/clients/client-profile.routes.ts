import {
  CLIENT_MESSAGES,
  CLIENT_PATHS,
  clientPurchaseSummarySchema,
  idParamSchema,
  paginatedSchema,
  paginationQuerySchema,
  saleSchema,
} from '@pelote/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/types.ts';
import type { SessionUser } from '../../lib/access.ts';
import { notFound } from '../../lib/errors.ts';
import { readRoutes } from '../../lib/read-route.ts';
import { scopeFor } from '../../lib/shop-scope.ts';
import { type ClientSalesScope, clientPurchaseSummary, listClientSales } from '../sales/index.ts';
import { findClient } from './clients.repository.ts';

/** The sales a user may see of a client: all of them for direction, their own shop's for a gerant. */
async function clientScope(db: Db, clientId: number, user: SessionUser): Promise<ClientSalesScope> {
  if (!(await findClient(db, clientId))) throw notFound(CLIENT_MESSAGES.notFound);
  return { clientId, onlyShopId: scopeFor(user) };
}

/** The client profile: its figures and the client's purchase history. */
export const clientProfileRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const readClients = readRoutes(app, ['clients']);
  const readSales = readRoutes(app, ['ventes']);
  readClients({
    path: `${CLIENT_PATHS.detail}/:id/resume`,
    params: idParamSchema,
    response: clientPurchaseSummarySchema,
    run: async ({ user, params }) => clientPurchaseSummary(db, await clientScope(db, params.id, user)),
  });

  readSales({
    path: `${CLIENT_PATHS.sales}/:id`,
    params: idParamSchema,
    query: paginationQuerySchema,
    response: paginatedSchema(saleSchema),
    run: async ({ user, params, query }) =>
      listClientSales(db, await clientScope(db, params.id, user), query),
  });
};
