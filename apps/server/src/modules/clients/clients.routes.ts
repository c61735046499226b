import {
  CLIENT_MESSAGES,
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
import { currentUser } from '../../lib/access.ts';
import { sendCsv } from '../../lib/csv-stream.ts';
import { notFound } from '../../lib/errors.ts';
import { refusalErrors, rowErrors } from '../../lib/route-errors.ts';
import { scopeFor } from '../../lib/shop-scope.ts';
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
  app.get(
    '/Clients/clients-particuliers/list',
    {
      schema: {
        tags,
        querystring: withCsvFormat(clientListQuerySchema),
        response: { 200: paginatedSchema(clientSchema), ...refusalErrors },
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      if (format === 'csv') return sendCsv(reply, clientsCsv(db, query));
      return listClients(db, query);
    },
  );

  app.post(
    '/Clients/clients-particuliers/create',
    { schema: { tags, body: clientBodySchema, response: { 201: clientSchema, ...refusalErrors } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await createClient(
            db,
            journalContext(request),
            request.body,
            currentUser(request).role === 'direction',
          ),
        ),
  );

  app.put(
    '/Clients/clients-particuliers/edit/:id',
    {
      schema: {
        tags,
        params: idParamSchema,
        body: clientBodySchema,
        response: { 200: clientSchema, ...rowErrors },
      },
    },
    async (request) => {
      const client = await editClient(
        db,
        journalContext(request),
        request.params.id,
        request.body,
        currentUser(request).role === 'direction',
      );
      if (!client) throw notFound(CLIENT_MESSAGES.notFound);
      return client;
    },
  );

  app.patch(
    '/Clients/clients-particuliers/delete/:id',
    {
      config: { access: 'direction' },
      schema: {
        tags,
        params: idParamSchema,
        response: { 200: z.object({ detail: z.string() }), ...rowErrors },
      },
    },
    async (request) => {
      if (!(await removeClient(db, journalContext(request), request.params.id))) {
        throw notFound(CLIENT_MESSAGES.notFound);
      }
      return { detail: CLIENT_MESSAGES.deleted };
    },
  );

  app.get(
    '/Clients/clients-particuliers/detail/:id',
    {
      schema: {
        tags,
        params: idParamSchema,
        response: { 200: clientSchema, ...rowErrors },
      },
    },
    async (request) => {
      const client = await findClient(db, request.params.id);
      if (!client) throw notFound(CLIENT_MESSAGES.notFound);
      return client;
    },
  );

  app.get(
    '/Clients/clients-particuliers/statistiques',
    {
      schema: {
        tags,
        querystring: scopeQuerySchema,
        response: { 200: clientStatisticsSchema, ...refusalErrors },
      },
    },
    // Scoped like the dashboard: a gerant's shop, or the shop direction selected (or every shop).
    async (request) => {
      const scope = scopeFor(currentUser(request), request.query.magasin);
      return scope === null ? clientStatistics(db) : shopClientStatistics(db, scope);
    },
  );

  app.get(
    '/Clients/nationalites',
    { schema: { tags, response: { 200: z.array(nationalityOptionSchema), ...refusalErrors } } },
    async (_request, reply) => {
      reply.header('cache-control', `private, max-age=${NATIONALITIES_MAX_AGE_S}`);
      return nationalityList;
    },
  );

  // The profile's figures and the client's sales, beside the client routes they belong to.
  await app.register(clientProfileRoutes, { db });
  // The client's account: instalments, statement, debtors and reminders.
  await app.register(clientAccountRoutes, { db });
};
