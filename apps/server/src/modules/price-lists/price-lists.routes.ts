import {
  applicablePriceListsQuerySchema,
  applicablePriceListsSchema,
  detailResponseSchema,
  idParamSchema,
  PRICE_LIST_MESSAGES,
  PRICE_LIST_PATHS,
  paginatedSchema,
  priceListInputSchema,
  priceListListQuerySchema,
  priceListSchema,
  priceListSummarySchema,
  withCsvFormat,
} from '@pelote/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/types.ts';
import { sendCsv } from '../../lib/csv-stream.ts';
import { notFound } from '../../lib/errors.ts';
import { readRoutes } from '../../lib/read-route.ts';
import { errorsFor, refusalErrors, writeErrors } from '../../lib/route-errors.ts';
import { findShop } from '../../lib/shop-scope.ts';
import { writeRoutes } from '../../lib/write-route.ts';
import { journalContext } from '../journal/index.ts';
import { priceListsCsv } from './price-lists.export.ts';
import { findPriceList, listPriceLists } from './price-lists.repository.ts';
import { createPriceList, editPriceList, removePriceList } from './price-lists.service.ts';
import { applicablePriceLists } from './unit-prices.ts';

const tags = ['tarifs'];

/**
 * Price lists (contract in @pelote/shared `schemas/price-lists.ts`): everyone signed in reads
 * them, the sale form the ones its shop may use; direction creates, edits and deletes them.
 */
export const priceListsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const read = readRoutes(app, tags);
  read({
    path: PRICE_LIST_PATHS.list,
    query: withCsvFormat(priceListListQuerySchema),
    response: paginatedSchema(priceListSummarySchema),
    errors: refusalErrors,
    run: ({ query }, reply) => {
      const { format, ...filters } = query;
      if (format === 'csv') return sendCsv(reply, priceListsCsv(db, filters));
      return listPriceLists(db, filters);
    },
  });
  // Before `/{id}` in the reader's mind; the router prefers the fixed path anyway.
  read({
    path: PRICE_LIST_PATHS.applicable,
    query: applicablePriceListsQuerySchema,
    response: applicablePriceListsSchema,
    run: async ({ user, query }) => {
      const shop = await findShop(db, user, query.magasin, PRICE_LIST_MESSAGES.magasinUnknown);
      return applicablePriceLists(db, shop.id, new Date());
    },
  });
  read({
    path: `${PRICE_LIST_PATHS.priceList}/:id`,
    params: idParamSchema,
    response: priceListSchema,
    run: async ({ params }) => {
      const list = await findPriceList(db, params.id);
      if (!list) throw notFound(PRICE_LIST_MESSAGES.notFound);
      return list;
    },
  });

  const write = writeRoutes(app, db, journalContext, tags);
  write({
    method: 'POST',
    path: PRICE_LIST_PATHS.list,
    body: priceListInputSchema,
    status: 201,
    response: priceListSchema,
    errors: { ...errorsFor(409), ...refusalErrors },
    permission: 'price-lists:manage',
    scope: 'tarif',
    run: (ctx, { body }) => createPriceList(ctx, body),
  });
  write({
    method: 'PUT',
    path: `${PRICE_LIST_PATHS.priceList}/:id`,
    params: idParamSchema,
    body: priceListInputSchema,
    response: priceListSchema,
    errors: writeErrors,
    permission: 'price-lists:manage',
    run: (ctx, { params, body }) => editPriceList(ctx, params.id, body),
  });
  write({
    method: 'DELETE',
    path: `${PRICE_LIST_PATHS.priceList}/:id`,
    params: idParamSchema,
    response: detailResponseSchema,
    errors: writeErrors,
    permission: 'price-lists:manage',
    run: (ctx, { params }) => removePriceList(ctx, params.id),
  });
};
