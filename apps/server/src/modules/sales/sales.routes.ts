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
import type { SessionUser } from '../../lib/access.ts';
import { sendCsv } from '../../lib/csv-stream.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { IDEMPOTENCY_HEADER } from '../../lib/idempotency.ts';
import { pdfSchema, sendPdf } from '../../lib/pdf-reply.ts';
import { readRoutes, shopList } from '../../lib/read-route.ts';
import { reachableRow } from '../../lib/shop-row.ts';
import { findShop } from '../../lib/shop-scope.ts';
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
  const write = writeRoutes(app, db, journalContext, tags);
  write({
    method: 'POST',
    path: SALE_PATHS.create,
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

  const read = readRoutes(app, tags);
  shopList(read, {
    path: SALE_PATHS.listAll,
    query: withCsvFormat(saleSearchQuerySchema),
    response: salePageSchema,
    csv: ({ ordering, ...filters }) => salesCsv(db, filters, ordering),
    page: ({ ordering, ...filters }, paging) => listSales(db, filters, { ...paging, ordering }),
  });

  read({
    path: `${SALE_PATHS.listByShop}/:id/`,
    params: idParamSchema,
    query: withCsvFormat(saleSearchQuerySchema.omit({ magasin: true })),
    response: salePageSchema,
    run: async ({ user, params, query }, reply) => {
      const shop = await findShop(db, user, params.id, SALE_MESSAGES.shopNotFound);
      const { page, page_size: pageSize, ordering, format, ...filters } = query;
      if (format === 'csv') return sendCsv(reply, salesCsv(db, { ...filters, magasin: shop.id }, ordering));
      return listSales(db, { ...filters, magasin: shop.id }, { page, pageSize, ordering });
    },
  });

  shopList(read, {
    path: SALE_PATHS.movements,
    query: movementsQuerySchema,
    response: salePageSchema,
    page: (filters, paging) => listSales(db, filters, { ...paging, ordering: '-date_vente' }),
  });

  await app.register(oneSaleRoutes, { db });
};

/** One sale: read by number or id, its invoice, its client changed, cancelled; a shop's products for the sale form. */
const oneSaleRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const write = writeRoutes(app, db, journalContext, tags);
  const read = readRoutes(app, tags);
  read({
    path: `${SALE_PATHS.byNumber}/:numero/`,
    params: numberParamSchema,
    response: saleDetailSchema,
    run: async ({ user, params }) => {
      const id = await findSaleIdByNumber(db, params.numero);
      if (id === null) throw notFound(SALE_MESSAGES.notFound);
      return visibleSale(db, user, id);
    },
  });

  for (const path of [`${SALE_PATHS.detail}/:id/`, `${SALE_PATHS.sale}/:id`]) {
    read({
      path,
      params: idParamSchema,
      response: saleDetailSchema,
      run: ({ user, params }) => visibleSale(db, user, params.id),
    });
  }

  for (const path of [`${SALE_PATHS.pdf}/:id/pdf/`, `${SALE_PATHS.invoice}/:id/facture/`]) {
    read({
      path,
      params: idParamSchema,
      response: pdfSchema,
      run: async ({ user, params }, reply) => {
        const sale = await visibleSale(db, user, params.id);
        return sendPdf(reply, invoiceFileName(sale.numero_facture), await renderInvoicePdf(sale));
      },
    });
  }

  write({
    method: 'PUT',
    path: `${SALE_PATHS.sale}/:id`,
    params: idParamSchema,
    body: saleUpdateSchema,
    response: saleDetailSchema,
    run: ({ tx, user, journal }, { params, body }) =>
      changeSaleClient(tx, user, journal, params.id, body.client),
  });

  write({
    method: 'DELETE',
    path: `${SALE_PATHS.sale}/:id`,
    params: idParamSchema,
    response: saleDetailSchema,
    permission: 'sales:cancel',
    run: ({ tx, user, journal }, { params }) => cancelSale(tx, user, journal, params.id),
  });

  read({
    path: `${SALE_PATHS.storeProducts}/:id/`,
    params: idParamSchema,
    response: storeProductsSchema,
    run: async ({ user, params }) =>
      listStoreProducts(db, (await findShop(db, user, params.id, SALE_MESSAGES.shopNotFound)).id),
  });
};
