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
import { currentUser, type SessionUser } from '../../lib/access.ts';
import { notFound } from '../../lib/errors.ts';
import { rowErrors } from '../../lib/route-errors.ts';
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
  app.get(
    `${CLIENT_PATHS.detail}/:id/resume`,
    {
      schema: {
        tags: ['clients'],
        params: idParamSchema,
        response: { 200: clientPurchaseSummarySchema, ...rowErrors },
      },
    },
    async (request) =>
      clientPurchaseSummary(db, await clientScope(db, request.params.id, currentUser(request))),
  );

  app.get(
    `${CLIENT_PATHS.sales}/:id`,
    {
      schema: {
        tags: ['ventes'],
        params: idParamSchema,
        querystring: paginationQuerySchema,
        response: { 200: paginatedSchema(saleSchema), ...rowErrors },
      },
    },
    async (request) =>
      listClientSales(db, await clientScope(db, request.params.id, currentUser(request)), request.query),
  );
};
