import {
  idParamSchema,
  invoiceFileName,
  OFFLINE_MESSAGES,
  paginationQuerySchema,
  SALE_MESSAGES,
  SALE_PATHS,
  saleCreateSchema,
  saleDetailSchema,
  salePageSchema,
  saleSearchQuerySchema,
  saleUpdateSchema,
  storeProductsSchema,
  withCsvFormat,
} from '@pelote/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import type { Db } from '../../db/types.ts';
import { currentUser, type SessionUser } from '../../lib/access.ts';
import { sendCsv } from '../../lib/csv-stream.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { IDEMPOTENCY_HEADER } from '../../lib/idempotency.ts';
import { pdfSchema, sendPdf } from '../../lib/pdf-reply.ts';
import { rowErrors } from '../../lib/route-errors.ts';
import { reachableRow } from '../../lib/shop-row.ts';
import { findShop, scopeFor } from '../../lib/shop-scope.ts';
import { writeRoutes } from '../../lib/write-route.ts';
import { journalContext } from '../journal/index.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { cancelSale, changeSaleClient } from './sale-changes.ts';
import { salesCsv } from './sales.export.ts';
import { findSaleDetail, findSaleIdByNumber, listSales, listStoreProducts } from './sales.repository.ts';
import { createSale } from './sales.service.ts';

const tags = ['ventes'];

const numberParamSchema = z.object({ numero: z.string().trim().min(1).max(50) });
const movementsQuerySchema = paginationQuerySchema.extend({
  magasin: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});

/** The sale in full if the user may see it: 404 when absent, 403 outside a gerant's shop. */
const visibleSale = async (db: Db, user: SessionUser, id: number) =>
  reachableRow(user, await findSaleDetail(db, id), SALE_MESSAGES.notFound);

/**
 * Sales and invoices (contract in @pelote/shared `schemas/sales-api.ts`). Both
 * roles sell and read sales, a gerant only in their own shop; only direction cancels.
 */
export const salesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const write = writeRoutes(app, db, journalContext);
  write({
    method: 'POST',
    path: SALE_PATHS.create,
    tags,
    body: saleCreateSchema,
    status: 201,
    response: saleDetailSchema,
    scope: 'vente',
    keepsAnswer: true,
    run: (ctx, { body }, request) => {
      // An offline sale is sent again until an answer comes back: only its key makes it once.
      if (body.hors_ligne === true && request.headers[IDEMPOTENCY_HEADER] === undefined) {
        throw badRequest(OFFLINE_MESSAGES.keyRequired);
      }
      return createSale(ctx, body);
    },
  });

  app.get(
    SALE_PATHS.listAll,
    {
      schema: {
        tags,
        querystring: withCsvFormat(saleSearchQuerySchema),
        response: { 200: salePageSchema, ...rowErrors },
      },
    },
    async (request, reply) => {
      const { page, page_size: pageSize, ordering, magasin, format, ...filters } = request.query;
      const scope = scopeFor(currentUser(request), magasin);
      if (format === 'csv') return sendCsv(reply, salesCsv(db, { ...filters, magasin: scope }, ordering));
      return listSales(db, { ...filters, magasin: scope }, { page, pageSize, ordering });
    },
  );

  app.get(
    `${SALE_PATHS.listByShop}/:id/`,
    {
      schema: {
        tags,
        params: idParamSchema,
        querystring: withCsvFormat(saleSearchQuerySchema.omit({ magasin: true })),
        response: { 200: salePageSchema, ...rowErrors },
      },
    },
    async (request, reply) => {
      const shop = await findShop(db, currentUser(request), request.params.id, SALE_MESSAGES.shopNotFound);
      const { page, page_size: pageSize, ordering, format, ...filters } = request.query;
      if (format === 'csv') return sendCsv(reply, salesCsv(db, { ...filters, magasin: shop.id }, ordering));
      return listSales(db, { ...filters, magasin: shop.id }, { page, pageSize, ordering });
    },
  );

  app.get(
    SALE_PATHS.movements,
    { schema: { tags, querystring: movementsQuerySchema, response: { 200: salePageSchema, ...rowErrors } } },
    async (request) => {
      const { page, page_size: pageSize, magasin } = request.query;
      const scope = scopeFor(currentUser(request), magasin);
      return listSales(db, { magasin: scope }, { page, pageSize, ordering: '-date_vente' });
    },
  );

  await app.register(oneSaleRoutes, { db });
};

/** One sale: read by number or id, its invoice, its client changed, cancelled; a shop's products for the sale form. */
const oneSaleRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const write = writeRoutes(app, db, journalContext);
  app.get(
    `${SALE_PATHS.byNumber}/:numero/`,
    { schema: { tags, params: numberParamSchema, response: { 200: saleDetailSchema, ...rowErrors } } },
    async (request) => {
      const id = await findSaleIdByNumber(db, request.params.numero);
      if (id === null) throw notFound(SALE_MESSAGES.notFound);
      return visibleSale(db, currentUser(request), id);
    },
  );

  for (const path of [`${SALE_PATHS.detail}/:id/`, `${SALE_PATHS.sale}/:id`]) {
    app.get(
      path,
      { schema: { tags, params: idParamSchema, response: { 200: saleDetailSchema, ...rowErrors } } },
      async (request) => visibleSale(db, currentUser(request), request.params.id),
    );
  }

  for (const path of [`${SALE_PATHS.pdf}/:id/pdf/`, `${SALE_PATHS.invoice}/:id/facture/`]) {
    app.get(
      path,
      { schema: { tags, params: idParamSchema, response: { 200: pdfSchema, ...rowErrors } } },
      async (request, reply) => {
        const sale = await visibleSale(db, currentUser(request), request.params.id);
        return sendPdf(reply, invoiceFileName(sale.numero_facture), await renderInvoicePdf(sale));
      },
    );
  }

  write({
    method: 'PUT',
    path: `${SALE_PATHS.sale}/:id`,
    tags,
    params: idParamSchema,
    body: saleUpdateSchema,
    response: saleDetailSchema,
    run: ({ tx, user, journal }, { params, body }) =>
      changeSaleClient(tx, user, journal, params.id, body.client),
  });

  write({
    method: 'DELETE',
    path: `${SALE_PATHS.sale}/:id`,
    tags,
    params: idParamSchema,
    response: saleDetailSchema,
    permission: 'sales:cancel',
    run: ({ tx, user, journal }, { params }) => cancelSale(tx, user, journal, params.id),
  });

  app.get(
    `${SALE_PATHS.storeProducts}/:id/`,
    { schema: { tags, params: idParamSchema, response: { 200: storeProductsSchema, ...rowErrors } } },
    async (request) => {
      const shop = await findShop(db, currentUser(request), request.params.id, SALE_MESSAGES.shopNotFound);
      return listStoreProducts(db, shop.id);
    },
  );
};
