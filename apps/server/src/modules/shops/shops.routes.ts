import { idParamSchema, SHOP_PATHS, shopInputSchema, shopSchema } from '@pelote/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/types.ts';
import { readRoutes } from '../../lib/read-route.ts';
import { errorsFor, refusalErrors, rowErrors, writeErrors } from '../../lib/route-errors.ts';
import { scopeFor } from '../../lib/shop-scope.ts';
import { writeRoutes } from '../../lib/write-route.ts';
import { journalContext } from '../journal/index.ts';
import { listShops } from './shops.repository.ts';
import { createShop, editShop, removeShop } from './shops.service.ts';

const tags = ['magasins'];

export const shopsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const read = readRoutes(app, tags);
  read({
    path: SHOP_PATHS.list,
    response: z.array(shopSchema),
    errors: errorsFor(401),
    run: ({ user }) => listShops(db, { onlyId: scopeFor(user) }),
  });

  const write = writeRoutes(app, db, journalContext, tags);
  write({
    method: 'POST',
    path: SHOP_PATHS.create,
    body: shopInputSchema,
    status: 201,
    response: shopSchema,
    errors: { ...errorsFor(409), ...refusalErrors },
    permission: 'shops:manage',
    scope: 'magasin',
    run: (ctx, { body }) => createShop(ctx, body),
  });

  write({
    method: 'PUT',
    path: `${SHOP_PATHS.update}/:id`,
    params: idParamSchema,
    body: shopInputSchema,
    response: shopSchema,
    errors: rowErrors,
    permission: 'shops:manage',
    run: (ctx, { params, body }) => editShop(ctx, params.id, body),
  });

  write({
    method: 'DELETE',
    path: `${SHOP_PATHS.remove}/:id`,
    params: idParamSchema,
    response: z.object({ detail: z.string() }),
    errors: writeErrors,
    permission: 'shops:manage',
    run: (ctx, { params }) => removeShop(ctx, params.id),
  });
};
