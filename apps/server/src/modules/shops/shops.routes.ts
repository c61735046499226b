import {
  errorResponseSchema,
  idParamSchema,
  SHOP_MESSAGES,
  shopInputSchema,
  shopSchema,
} from '@pelote/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/types.ts';
import { currentUser } from '../../lib/access.ts';
import { notFound } from '../../lib/errors.ts';
import { idempotentWrite } from '../../lib/idempotency.ts';
import { refusalErrors, rowErrors } from '../../lib/route-errors.ts';
import { scopeFor } from '../../lib/shop-scope.ts';
import { journalContext } from '../journal/index.ts';
import { listShops } from './shops.repository.ts';
import { createShop, editShop, removeShop } from './shops.service.ts';

const tags = ['magasins'];

export const shopsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/Magasins/liste-magasins',
    { schema: { tags, response: { 200: z.array(shopSchema), 401: errorResponseSchema } } },
    async (request) => {
      return listShops(db, { onlyId: scopeFor(currentUser(request)) });
    },
  );

  app.post(
    '/Magasins/magasin-create',
    {
      config: { access: 'direction' },
      schema: {
        tags,
        body: shopInputSchema,
        response: { 201: shopSchema, 409: errorResponseSchema, ...refusalErrors },
      },
    },
    async (request, reply) => {
      const answer = await idempotentWrite(db, request, 'magasin', async (tx) => ({
        statusCode: 201,
        body: await createShop(tx, journalContext(request), request.body),
      }));
      return reply.status(answer.statusCode).send(answer.body);
    },
  );

  app.put(
    '/Magasins/magasin-update/:id',
    {
      config: { access: 'direction' },
      schema: {
        tags,
        params: idParamSchema,
        body: shopInputSchema,
        response: { 200: shopSchema, ...rowErrors },
      },
    },
    async (request) => {
      const shop = await editShop(db, journalContext(request), request.params.id, request.body);
      if (!shop) throw notFound(SHOP_MESSAGES.notFound);
      return shop;
    },
  );

  app.delete(
    '/Magasins/magasin-delete/:id',
    {
      config: { access: 'direction' },
      schema: {
        tags,
        params: idParamSchema,
        response: {
          200: z.object({ detail: z.string() }),
          404: errorResponseSchema,
          409: errorResponseSchema,
          ...refusalErrors,
        },
      },
    },
    async (request) => {
      await removeShop(db, journalContext(request), request.params.id);
      return { detail: SHOP_MESSAGES.deleted };
    },
  );
};
