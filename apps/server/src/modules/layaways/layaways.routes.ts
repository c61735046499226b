import {
  idParamSchema,
  LAYAWAY_MESSAGES,
  LAYAWAY_PATHS,
  layawayCancelSchema,
  layawayCreateSchema,
  layawayExtendSchema,
  layawayInstalmentSchema,
  layawayListQuerySchema,
  layawayPageSchema,
  layawayPickupAnswerSchema,
  layawayPickupSchema,
  layawaySchema,
} from '@pelote/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import type { Db } from '../../db/types.ts';
import { notFound } from '../../lib/errors.ts';
import { readRoutes, shopList } from '../../lib/read-route.ts';
import { assertShopAccess } from '../../lib/shop-scope.ts';
import { writeRoutes } from '../../lib/write-route.ts';
import { journalContext } from '../journal/index.ts';
import { cancelLayaway } from './layaway-endings.ts';
import { layawayRemindersRoutes, layawaySettingsRoutes } from './layaway-more.routes.ts';
import { pickUp } from './layaway-pickup.ts';
import { readLayawaySettings } from './layaway-settings.ts';
import { layawaysCsv } from './layaways.export.ts';
import { findLayaway, listLayaways } from './layaways.repository.ts';
import { addInstalment, createLayaway, extendLayaway } from './layaways.service.ts';

const tags = ['mises-de-cote'];
const P = LAYAWAY_PATHS;
const _reminderSentSchema = z
  .object({ canal: z.enum(['whatsapp', 'sms']).default('whatsapp') })
  .default({ canal: 'whatsapp' });

/**
 * Layaways ('Mises de côté', contract in @pelote/shared `schemas/layaways.ts`): every write takes an
 * Idempotency-Key and is kept to a gerant's own shop; creating one needs the network (no offline
 * path: every phone must know the units are taken).
 */
export const layawaysRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const write = writeRoutes(app, db, journalContext, tags);
  const read = readRoutes(app, tags);
  write({
    method: 'POST',
    path: P.list,
    body: layawayCreateSchema,
    status: 201,
    response: layawaySchema,
    permission: 'sales:write',
    scope: 'mise-de-cote',
    run: (ctx, { body }) => createLayaway(ctx, body),
  });
  write({
    method: 'POST',
    path: `${P.layaway}/:id/versements`,
    params: idParamSchema,
    body: layawayInstalmentSchema,
    status: 201,
    response: layawaySchema,
    permission: 'sales:write',
    scope: ({ params }) => `mise-de-cote-versement-${params.id}`,
    run: (ctx, { params, body }) => addInstalment(ctx, params.id, body),
  });
  write({
    method: 'POST',
    path: `${P.layaway}/:id/retrait`,
    params: idParamSchema,
    body: layawayPickupSchema,
    status: 201,
    response: layawayPickupAnswerSchema,
    permission: 'sales:write',
    scope: ({ params }) => `mise-de-cote-retrait-${params.id}`,
    run: (ctx, { params, body }) => pickUp(ctx, params.id, body),
  });
  write({
    method: 'POST',
    path: `${P.layaway}/:id/annuler`,
    params: idParamSchema,
    body: layawayCancelSchema,
    response: layawaySchema,
    permission: 'sales:write',
    scope: ({ params }) => `mise-de-cote-annulation-${params.id}`,
    run: (ctx, { params, body }) => cancelLayaway(ctx, params.id, body),
  });
  write({
    method: 'POST',
    path: `${P.layaway}/:id/prolonger`,
    params: idParamSchema,
    body: layawayExtendSchema,
    response: layawaySchema,
    permission: 'sales:write',
    scope: ({ params }) => `mise-de-cote-prolongation-${params.id}`,
    run: (ctx, { params, body }) => extendLayaway(ctx, params.id, body),
  });
  shopList(read, {
    path: P.list,
    query: layawayListQuerySchema,
    response: layawayPageSchema,
    csv: (filters) => layawaysCsv(db, filters, new Date()),
    page: async (filters, paging) => {
      const settings = await readLayawaySettings(db);
      return listLayaways(db, filters, { graceDays: settings.delai_grace_jours, now: new Date() }, paging);
    },
  });
  read({
    path: `${P.layaway}/:id`,
    params: idParamSchema,
    response: layawaySchema,
    run: async ({ user, params }) => {
      const settings = await readLayawaySettings(db);
      const layaway = await findLayaway(db, params.id, {
        graceDays: settings.delai_grace_jours,
        now: new Date(),
      });
      if (!layaway) throw notFound(LAYAWAY_MESSAGES.notFound);
      assertShopAccess(user, layaway.magasin.id);
      return layaway;
    },
  });
  await app.register(layawayRemindersRoutes, { db });
  await app.register(layawaySettingsRoutes, { db });
};
