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
import { readRoutes, shopList } from '../../lib/read-route.ts';
import { refusalErrors } from '../../lib/route-errors.ts';
import { reachableRow } from '../../lib/shop-row.ts';
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
  const write = writeRoutes(app, db, journalContext, tags);
  write({
    method: 'POST',
    path: ENTRY_PATHS.create,
    body: entryCreateSchema,
    status: 201,
    response: entrySchema,
    scope: 'entree',
    run: (ctx, { body }) => createEntry(ctx, body),
  });

  const read = readRoutes(app, tags);
  shopList(read, {
    path: ENTRY_PATHS.list,
    query: withCsvFormat(entryListQuerySchema),
    response: entryPageSchema,
    errors: refusalErrors,
    csv: (filters) => entriesCsv(db, filters),
    page: (filters, paging) => listEntries(db, filters, paging),
  });

  read({
    path: `${ENTRY_PATHS.detail}/:id/`,
    params: idParamSchema,
    response: entrySchema,
    run: async ({ user, params }) =>
      reachableRow(user, await findEntry(db, params.id), ENTRY_MESSAGES.notFound),
  });
};
