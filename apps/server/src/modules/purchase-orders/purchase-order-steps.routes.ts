import {
  idParamSchema,
  PURCHASE_ORDER_PATHS,
  purchaseOrderCloseSchema,
  purchaseOrderSchema,
  purchaseReceiptSchema,
} from '@pelote/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/types.ts';
import { writeRoutes } from '../../lib/write-route.ts';
import { journalContext } from '../journal/index.ts';
import { receivePurchaseOrder } from './order-receipt.ts';
import { PURCHASE_ORDER_TAGS } from './purchase-orders.routes.ts';
import { cancelPurchaseOrder, closePurchaseOrder, sendPurchaseOrder } from './purchase-orders.service.ts';

/**
 * The steps of a purchase order, each with an Idempotency-Key scoped to the order (a step sent again
 * with its key answers the first answer; without one, a step taken twice is a 409). Direction sends,
 * cancels and closes; the receiving shop's gerant (or direction) records what arrived.
 */
export const purchaseOrderStepsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const write = writeRoutes(app, db, journalContext, PURCHASE_ORDER_TAGS);
  const steps = [
    ['envoyer', 'bon-commande-envoi', sendPurchaseOrder],
    ['annuler', 'bon-commande-annulation', cancelPurchaseOrder],
  ] as const;
  for (const [step, scope, run] of steps) {
    write({
      method: 'POST',
      path: `${PURCHASE_ORDER_PATHS.order}/:id/${step}`,
      params: idParamSchema,
      response: purchaseOrderSchema,
      permission: 'purchase-orders:manage',
      scope: ({ params }) => `${scope}-${params.id}`,
      run: (ctx, { params }) => run(ctx, params.id),
    });
  }

  write({
    method: 'POST',
    path: `${PURCHASE_ORDER_PATHS.order}/:id/solder`,
    params: idParamSchema,
    body: purchaseOrderCloseSchema,
    response: purchaseOrderSchema,
    permission: 'purchase-orders:manage',
    scope: ({ params }) => `bon-commande-solde-${params.id}`,
    run: (ctx, { params, body }) => closePurchaseOrder(ctx, params.id, body.motif),
  });

  write({
    method: 'POST',
    path: `${PURCHASE_ORDER_PATHS.order}/:id/receptions`,
    params: idParamSchema,
    body: purchaseReceiptSchema,
    status: 201,
    response: purchaseOrderSchema,
    permission: 'purchase-orders:receive',
    scope: ({ params }) => `bon-commande-reception-${params.id}`,
    run: (ctx, { params, body }) => receivePurchaseOrder(ctx, params.id, body),
  });
};
