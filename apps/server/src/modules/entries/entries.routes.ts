import {
  ENTRY_MESSAGES,
  ENTRY_PATHS,
  entryCreateSchema,
  entryListQuerySchema,
  entryPageSchema,
  entrySchema,
  idParamSchema,
  withCsvFormat,
} from '@pelote/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/types.ts';
import { currentUser } from '../../lib/access.ts';
import { sendCsv } from '../../lib/csv-stream.ts';
import { refusalErrors, rowErrors } from '../../lib/route-errors.ts';
import { reachableRow } from '../../lib/shop-row.ts';
import { scopeFor } from '../../lib/shop-scope.ts';
import { writeRoutes } from '../../lib/write-route.ts';
import { journalContext } from '../journal/index.ts';
import { entriesCsv } from './entries.export.ts';
import { findEntry, listEntries } from './entries.repository.ts';
import { createEntry } from './entries.service.ts';

const tags = ['entrees'];

/**
 * Stock entries: supplier deliveries (contract in @pelote/shared
 * `schemas/entries.ts`). Both roles record and read them; a gerant only for their own shop.
 */
export const entriesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  writeRoutes(
    app,
    db,
    journalContext,
  )({
    method: 'POST',
    path: ENTRY_PATHS.create,
    tags,
    body: entryCreateSchema,
    status: 201,
    response: entrySchema,
    scope: 'entree',
    run: (ctx, { body }) => createEntry(ctx, body),
  });

  app.get(
    ENTRY_PATHS.list,
    {
      schema: {
        tags,
        querystring: withCsvFormat(entryListQuerySchema),
        response: { 200: entryPageSchema, ...refusalErrors },
      },
    },
    async (request, reply) => {
      const { page, page_size: pageSize, magasin, format, ...filters } = request.query;
      const scope = scopeFor(currentUser(request), magasin);
      if (format === 'csv') return sendCsv(reply, entriesCsv(db, { ...filters, magasin: scope }));
      return listEntries(db, { ...filters, magasin: scope }, { page, pageSize });
    },
  );

  app.get(
    `${ENTRY_PATHS.detail}/:id/`,
    {
      schema: {
        tags,
        params: idParamSchema,
        response: { 200: entrySchema, ...rowErrors },
      },
    },
    async (request) =>
      reachableRow(currentUser(request), await findEntry(db, request.params.id), ENTRY_MESSAGES.notFound),
  );
};
