import {
  DEPOSIT_PATHS,
  depositConfirmSchema,
  depositListQuerySchema,
  depositPageSchema,
  depositSchema,
  idParamSchema,
  withCsvFormat,
} from '@pelote/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/types.ts';
import { readRoutes, shopList } from '../../lib/read-route.ts';
import { writeRoutes } from '../../lib/write-route.ts';
import { journalContext } from '../journal/index.ts';
import { depositsCsv } from './deposits.export.ts';
import { listDeposits } from './deposits.repository.ts';
import { confirmDeposit } from './deposits.service.ts';

const tags = ['caisses'];

/**
 * Deposits to the bank or head office (contract in @pelote/shared `schemas/deposits.ts`): their
 * list (a gerant their own shop's) with what is in transit, and direction's confirmation.
 */
export const depositRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const write = writeRoutes(app, db, journalContext, tags);
  shopList(readRoutes(app, tags), {
    path: DEPOSIT_PATHS.list,
    query: withCsvFormat(depositListQuerySchema),
    response: depositPageSchema,
    csv: (filters) => depositsCsv(db, filters),
    page: (filters, paging) => listDeposits(db, filters, paging, new Date()),
  });

  write({
    method: 'POST',
    path: `${DEPOSIT_PATHS.deposit}/:id/confirmer`,
    params: idParamSchema,
    body: depositConfirmSchema,
    response: depositSchema,
    permission: 'deposits:confirm',
    scope: ({ params }) => `depot-confirmation-${params.id}`,
    run: (ctx, { params, body }) => confirmDeposit(ctx, params.id, body),
  });
};
