import {
  approvalListQuerySchema,
  approvalRequestSchema,
  approvalSchema,
  DISCOUNT_PATHS,
  discountCodeAnswerSchema,
  discountCodeRequestSchema,
  discountSettingsAnswerSchema,
  discountSettingsSchema,
  idParamSchema,
  myDiscountCapSchema,
} from '@pelote/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import type { Db } from '../../db/types.ts';
import { readRoutes } from '../../lib/read-route.ts';
import { refusalErrors, writeErrors } from '../../lib/route-errors.ts';
import { writeRoutes } from '../../lib/write-route.ts';
import { journalContext } from '../journal/index.ts';
import { findApproval, listApprovals } from './approvals.repository.ts';
import { askApproval, decideApproval } from './approvals.service.ts';
import { giveDiscountCode } from './discount-codes.ts';
import { capFor, readDiscountSettings, saveDiscountSettings } from './discount-settings.ts';

const tags = ['remises'];

/**
 * Discount caps, offline codes and approvals (contract in @pelote/shared `schemas/discount-rules.ts`):
 * direction sets the caps, gives the codes and decides; a gérant asks and reads their shop's asks.
 */
export const discountsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const read = readRoutes(app, tags);
  read({
    path: DISCOUNT_PATHS.settings,
    response: discountSettingsAnswerSchema,
    errors: refusalErrors,
    permission: 'discounts:manage',
    run: () => readDiscountSettings(db),
  });
  read({
    path: DISCOUNT_PATHS.myCap,
    response: myDiscountCapSchema,
    errors: refusalErrors,
    run: async ({ user }) => {
      const cap = await capFor(db, user);
      return { plafond: cap === null ? null : cap / 100 };
    },
  });
  read({
    path: DISCOUNT_PATHS.approvals,
    query: approvalListQuerySchema,
    response: z.array(approvalSchema),
    errors: refusalErrors,
    run: ({ user, query }) => listApprovals(db, user, query),
  });
  read({
    path: `${DISCOUNT_PATHS.approvals}/:id`,
    params: idParamSchema,
    response: approvalSchema,
    run: ({ user, params }) => findApproval(db, user, params.id),
  });

  const write = writeRoutes(app, db, journalContext, tags);
  write({
    method: 'PUT',
    path: DISCOUNT_PATHS.settings,
    body: discountSettingsSchema,
    response: discountSettingsAnswerSchema,
    errors: writeErrors,
    permission: 'discounts:manage',
    run: (ctx, { body }) => saveDiscountSettings(ctx, body),
  });
  write({
    method: 'POST',
    path: DISCOUNT_PATHS.codes,
    body: discountCodeRequestSchema,
    status: 201,
    response: discountCodeAnswerSchema,
    errors: writeErrors,
    permission: 'discounts:manage',
    scope: 'code-remise',
    run: (ctx, { body }) => giveDiscountCode(ctx, body),
  });
  write({
    method: 'POST',
    path: DISCOUNT_PATHS.approvals,
    body: approvalRequestSchema,
    status: 201,
    response: approvalSchema,
    errors: writeErrors,
    scope: 'accord-remise',
    run: (ctx, { body }) => askApproval(ctx, body),
  });
  for (const [suffix, accept] of [
    ['accepter', true],
    ['refuser', false],
  ] as const) {
    write({
      method: 'POST',
      path: `${DISCOUNT_PATHS.approvals}/:id/${suffix}`,
      params: idParamSchema,
      response: approvalSchema,
      errors: writeErrors,
      permission: 'discounts:manage',
      run: (ctx, { params }) => decideApproval(ctx, params.id, accept),
    });
  }
};
