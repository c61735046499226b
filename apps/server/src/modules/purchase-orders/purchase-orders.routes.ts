import {
  idParamSchema,
  PURCHASE_ORDER_MESSAGES,
  PURCHASE_ORDER_PATHS,
  purchaseOrderFileName,
  purchaseOrderInputSchema,
  purchaseOrderListQuerySchema,
  purchaseOrderPageSchema,
  purchaseOrderSchema,
  withCsvFormat,
} from '@pelote/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/types.ts';
import { pdfSchema, sendPdf } from '../../lib/pdf-reply.ts';
import { readRoutes, shopList } from '../../lib/read-route.ts';
import { refusalErrors } from '../../lib/route-errors.ts';
import { reachableRow } from '../../lib/shop-row.ts';
import { writeRoutes } from '../../lib/write-route.ts';
import { journalContext } from '../journal/index.ts';
import { findPurchaseOrder } from './purchase-order-detail.ts';
import { renderPurchaseOrderPdf } from './purchase-order-pdf.ts';
import { purchaseOrdersCsv } from './purchase-orders.export.ts';
import { listPurchaseOrders } from './purchase-orders.repository.ts';
import { createPurchaseOrder, editPurchaseOrder } from './purchase-orders.service.ts';

export const PURCHASE_ORDER_TAGS = ['bons de commande'];

/**
 * Purchase orders, their drafts and reads (contract in @pelote/shared `schemas/purchase-orders.ts`):
 * direction drafts and edits them; a gerant reads their own shop's (list, detail, PDF). The steps
 * are purchase-order-steps.routes.ts.
 */
export const purchaseOrdersRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const read = readRoutes(app, PURCHASE_ORDER_TAGS);
  shopList(read, {
    path: PURCHASE_ORDER_PATHS.list,
    query: withCsvFormat(purchaseOrderListQuerySchema),
    response: purchaseOrderPageSchema,
    errors: refusalErrors,
    csv: (filters) => purchaseOrdersCsv(db, filters),
    page: (filters, paging) => listPurchaseOrders(db, filters, paging),
  });

  const readOne = async (user: Parameters<typeof reachableRow>[0], id: number) =>
    reachableRow(user, await findPurchaseOrder(db, id), PURCHASE_ORDER_MESSAGES.notFound);

  read({
    path: `${PURCHASE_ORDER_PATHS.order}/:id`,
    params: idParamSchema,
    response: purchaseOrderSchema,
    run: ({ user, params }) => readOne(user, params.id),
  });

  read({
    path: `${PURCHASE_ORDER_PATHS.order}/:id/pdf`,
    params: idParamSchema,
    response: pdfSchema,
    run: async ({ user, params }, reply) => {
      const order = await readOne(user, params.id);
      return sendPdf(reply, purchaseOrderFileName(order.numero), await renderPurchaseOrderPdf(order));
    },
  });

  const write = writeRoutes(app, db, journalContext, PURCHASE_ORDER_TAGS);
  write({
    method: 'POST',
    path: PURCHASE_ORDER_PATHS.list,
    body: purchaseOrderInputSchema,
    status: 201,
    response: purchaseOrderSchema,
    permission: 'purchase-orders:manage',
    scope: 'bon-commande',
    run: (ctx, { body }) => createPurchaseOrder(ctx, body),
  });

  write({
    method: 'PUT',
    path: `${PURCHASE_ORDER_PATHS.order}/:id`,
    params: idParamSchema,
    body: purchaseOrderInputSchema,
    response: purchaseOrderSchema,
    permission: 'purchase-orders:manage',
    run: (ctx, { params, body }) => editPurchaseOrder(ctx, params.id, body),
  });
};
