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
import { notFound } from '../../lib/errors.ts';
import { pageOf } from '../../lib/page.ts';
import { readRoutes } from '../../lib/read-route.ts';
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
  const write = writeRoutes(app, db, journalContext, tags);
  const read = readRoutes(app, tags);
  write({
    method: 'POST',
    path: TRANSFER_PATHS.list,
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
      params: idParamSchema,
      response: transferSchema,
      scope: ({ params }) => `${scope}-${params.id}`,
      run: (ctx, { params }) => run(ctx, params.id),
    });
  }

  write({
    method: 'POST',
    path: `${TRANSFER_PATHS.transfer}/:id/recevoir`,
    params: idParamSchema,
    body: transferReceiveSchema,
    response: transferSchema,
    scope: ({ params }) => `transfert-reception-${params.id}`,
    run: (ctx, { params, body }) => receiveTransfer(ctx, params.id, body),
  });

  read({
    path: TRANSFER_PATHS.list,
    query: transferListQuerySchema,
    response: transferPageSchema,
    run: async ({ user, query }) => {
      const { page, page_size: pageSize, magasin, sens, statut, date_debut, date_fin } = query;
      // A gerant: the transfers from or to their shop (asking for another shop is refused).
      const scope = can(user.role, 'shops:list-all') ? null : scopeFor(user, magasin);
      const { count, rows } = await listTransfers(
        db,
        { scope, magasin, sens, statut, dateDebut: date_debut, dateFin: date_fin },
        { page, pageSize },
      );
      return pageOf(count, page, pageSize, rows);
    },
  });

  read({
    path: TRANSFER_PATHS.shops,
    response: transferShopsSchema,
    run: () => activeShops(db),
  });

  read({
    path: `${TRANSFER_PATHS.transfer}/:id`,
    params: idParamSchema,
    response: transferSchema,
    run: async ({ user, params }) => {
      const transfer = await findTransfer(db, params.id);
      if (!transfer) throw notFound(TRANSFER_MESSAGES.notFound);
      // Either side reads it.
      if (!canReachShop({ role: user.role, magasin: user.magasinId }, transfer.destination.id))
        assertShopAccess(user, transfer.source.id);
      return transfer;
    },
  });
};
