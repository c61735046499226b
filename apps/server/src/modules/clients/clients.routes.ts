import {
  CLIENT_MESSAGES,
  CLIENT_PATHS,
  clientInputSchema,
  clientListQuerySchema,
  clientSchema,
  clientStatisticsSchema,
  idParamSchema,
  nationalityOptionSchema,
  paginatedSchema,
  scopeQuerySchema,
  withCsvFormat,
} from '@pelote/shared';
import { nationalities } from '@pelote/shared/countries';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/types.ts';
import { sendCsv } from '../../lib/csv-stream.ts';
import { notFound } from '../../lib/errors.ts';
import { readRoutes } from '../../lib/read-route.ts';
import { refusalErrors, rowErrors } from '../../lib/route-errors.ts';
import { scopeFor } from '../../lib/shop-scope.ts';
import { writeRoutes } from '../../lib/write-route.ts';
import { clientAccountRoutes } from '../client-accounts/index.ts';
import { journalContext } from '../journal/index.ts';
import { clientProfileRoutes } from './client-profile.routes.ts';
import { clientsCsv } from './clients.export.ts';
import { clientStatistics, findClient, listClients } from './clients.repository.ts';
import { createClient, editClient, removeClient } from './clients.service.ts';
import { shopClientStatistics } from './shop-client-statistics.ts';

const tags = ['clients'];

const nationalityList = [...nationalities];
const nationalityCodes = new Set(nationalities.map((option) => option.code));

/** The shared form schema, plus what only the server can check: the nationality is a known country. */
export const clientBodySchema = clientInputSchema.extend({
  nationalite: clientInputSchema.shape.nationalite.refine(
    (code) => code === undefined || nationalityCodes.has(code),
    CLIENT_MESSAGES.nationaliteInvalid,
  ),
});

const NATIONALITIES_MAX_AGE_S = 86_400;

/**
 * Customers. Clients are shared by every shop: both roles list, view,
 * create and edit them; only direction deletes.
 */
export const clientsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const read = readRoutes(app, tags);
  read({
    path: CLIENT_PATHS.list,
    query: withCsvFormat(clientListQuerySchema),
    response: paginatedSchema(clientSchema),
    errors: refusalErrors,
    run: ({ query }, reply) => {
      const { format, ...filters } = query;
      if (format === 'csv') return sendCsv(reply, clientsCsv(db, filters));
      return listClients(db, filters);
    },
  });

  const write = writeRoutes(app, db, journalContext, tags);
  write({
    method: 'POST',
    path: CLIENT_PATHS.create,
    body: clientBodySchema,
    status: 201,
    response: clientSchema,
    errors: refusalErrors,
    run: (ctx, { body }) => createClient(ctx, body),
  });

  write({
    method: 'PUT',
    path: `${CLIENT_PATHS.edit}/:id`,
    params: idParamSchema,
    body: clientBodySchema,
    response: clientSchema,
    errors: rowErrors,
    run: async (ctx, { params, body }) => {
      const client = await editClient(ctx, params.id, body);
      if (!client) throw notFound(CLIENT_MESSAGES.notFound);
      return client;
    },
  });

  write({
    method: 'PATCH',
    path: `${CLIENT_PATHS.remove}/:id`,
    params: idParamSchema,
    response: z.object({ detail: z.string() }),
    errors: rowErrors,
    permission: 'clients:delete',
    run: async (ctx, { params }) => {
      if (!(await removeClient(ctx, params.id))) throw notFound(CLIENT_MESSAGES.notFound);
      return { detail: CLIENT_MESSAGES.deleted };
    },
  });

  await app.register(clientReadRoutes, { db });
};

/** One client, the clients' figures and the nationalities; the profile and the account beside. */
const clientReadRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const read = readRoutes(app, tags);
  read({
    path: `${CLIENT_PATHS.detail}/:id`,
    params: idParamSchema,
    response: clientSchema,
    run: async ({ params }) => {
      const client = await findClient(db, params.id);
      if (!client) throw notFound(CLIENT_MESSAGES.notFound);
      return client;
    },
  });

  // Scoped like the dashboard: a gerant's shop, or the shop direction selected (or every shop).
  read({
    path: CLIENT_PATHS.statistics,
    query: scopeQuerySchema,
    response: clientStatisticsSchema,
    errors: refusalErrors,
    run: ({ user, query }) => {
      const scope = scopeFor(user, query.magasin);
      return scope === null ? clientStatistics(db) : shopClientStatistics(db, scope);
    },
  });

  read({
    path: CLIENT_PATHS.nationalities,
    response: z.array(nationalityOptionSchema),
    errors: refusalErrors,
    run: (_input, reply) => {
      reply.header('cache-control', `private, max-age=${NATIONALITIES_MAX_AGE_S}`);
      return nationalityList;
    },
  });

  // The profile's figures and the client's sales, beside the client routes they belong to.
  await app.register(clientProfileRoutes, { db });
  // The client's account: instalments, statement, debtors and reminders.
  await app.register(clientAccountRoutes, { db });
};
