import {
  can,
  canReachShop,
  idParamSchema,
  TRANSFER_MESSAGES,
  TRANSFER_PATHS,
  transferCreateSchema,
  transferListQuerySchema,
  transferPageSchema,
  transferReceiveSchema,
  transferSchema,
  transferShopsSchema,
} from '@pelote/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/types.ts';
import { currentUser } from '../../lib/access.ts';
import { notFound } from '../../lib/errors.ts';
import { pageOf } from '../../lib/page.ts';
import { rowErrors } from '../../lib/route-errors.ts';
import { assertShopAccess, scopeFor } from '../../lib/shop-scope.ts';
import { writeRoutes } from '../../lib/write-route.ts';
import { journalContext } from '../journal/index.ts';
import { activeShops, findTransfer, listTransfers } from './transfers.repository.ts';
import { cancelTransfer, createTransfer, receiveTransfer, shipTransfer } from './transfers.service.ts';

const tags = ['transferts'];

/**
 * Transfers between shops (contract in @pelote/shared `schemas/transfers.ts`). Every write takes an
 * Idempotency-Key (a step sent again with its key answers the first answer; without one, a step
 * taken twice is a 409). A gerant reads the transfers from or to their shop; creates, ships and
 * cancels those out of it; receives those into it.
 */
export const transfersRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const write = writeRoutes(app, db, journalContext);
  write({
    method: 'POST',
    path: TRANSFER_PATHS.list,
    tags,
    body: transferCreateSchema,
    status: 201,
    response: transferSchema,
    scope: 'transfert',
    run: (ctx, { body }) => createTransfer(ctx, body),
  });

  const steps = [
    ['expedier', 'transfert-expedition', shipTransfer],
    ['annuler', 'transfert-annulation', cancelTransfer],
  ] as const;
  for (const [step, scope, run] of steps) {
    write({
      method: 'POST',
      path: `${TRANSFER_PATHS.transfer}/:id/${step}`,
      tags,
      params: idParamSchema,
      response: transferSchema,
      scope: ({ params }) => `${scope}-${params.id}`,
      run: (ctx, { params }) => run(ctx, params.id),
    });
  }

  write({
    method: 'POST',
    path: `${TRANSFER_PATHS.transfer}/:id/recevoir`,
    tags,
    params: idParamSchema,
    body: transferReceiveSchema,
    response: transferSchema,
    scope: ({ params }) => `transfert-reception-${params.id}`,
    run: (ctx, { params, body }) => receiveTransfer(ctx, params.id, body),
  });

  app.get(
    TRANSFER_PATHS.list,
    {
      schema: {
        tags,
        querystring: transferListQuerySchema,
        response: { 200: transferPageSchema, ...rowErrors },
      },
    },
    async (request) => {
      const { page, page_size: pageSize, magasin, sens, statut, date_debut, date_fin } = request.query;
      const user = currentUser(request);
      // A gerant: the transfers from or to their shop (asking for another shop is refused).
      const scope = can(user.role, 'shops:list-all') ? null : scopeFor(user, magasin);
      const { count, rows } = await listTransfers(
        db,
        { scope, magasin, sens, statut, dateDebut: date_debut, dateFin: date_fin },
        { page, pageSize },
      );
      return pageOf(count, page, pageSize, rows);
    },
  );

  app.get(
    TRANSFER_PATHS.shops,
    { schema: { tags, response: { 200: transferShopsSchema, ...rowErrors } } },
    async () => activeShops(db),
  );

  app.get(
    `${TRANSFER_PATHS.transfer}/:id`,
    { schema: { tags, params: idParamSchema, response: { 200: transferSchema, ...rowErrors } } },
    async (request) => {
      const user = currentUser(request);
      const transfer = await findTransfer(db, request.params.id);
      if (!transfer) throw notFound(TRANSFER_MESSAGES.notFound);
      // Either side reads it.
      if (!canReachShop({ role: user.role, magasin: user.magasinId }, transfer.destination.id))
        assertShopAccess(user, transfer.source.id);
      return transfer;
    },
  );
};
