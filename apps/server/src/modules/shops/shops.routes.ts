import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/types.ts';
import { currentUser } from '../../lib/access.ts';
import { listShops } from './shops.repository.ts';
import { shopSchema } from './shops.schemas.ts';

export const shopsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/Magasins/liste-magasins',
    { schema: { tags: ['magasins'], response: { 200: z.array(shopSchema) } } },
    async (request) => {
      const user = currentUser(request);
      return listShops(db, { onlyId: user.role === 'gerant' ? user.magasinId : null });
    },
  );
};
