import {
  accountQuerySchema,
  CLIENT_ACCOUNT_PATHS,
  CLIENT_MESSAGES,
  clientAccountSchema,
  debtorSchema,
  debtorsQuerySchema,
  idParamSchema,
  instalmentInputSchema,
  instalmentSchema,
  reminderDuePageSchema,
  reminderSchema,
  remindersDueQuerySchema,
} from '@pelote/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/types.ts';
import { notFound } from '../../lib/errors.ts';
import { readRoutes } from '../../lib/read-route.ts';
import { scopeFor } from '../../lib/shop-scope.ts';
import { writeRoutes } from '../../lib/write-route.ts';
import { journalContext } from '../journal/index.ts';
import { accountHolder, clientAccount, debtors } from './account-reads.ts';
import { takeInstalment } from './instalments.ts';
import { recordReminder } from './reminder-sent.ts';
import { reminderFor } from './reminders.ts';
import { remindersDue } from './reminders-due.ts';
import { statementRoute } from './statement.routes.ts';

const tags = ['clients'];
const reminderSentSchema = z
  .object({ canal: z.enum(['whatsapp', 'sms']).default('whatsapp') })
  .default({ canal: 'whatsapp' });

/**
 * The client's account ('Compte client'). The account is business-wide: both roles read it and a
 * gerant takes instalments in their own shop; the debtors list is scoped like every list (a gerant:
 * what their shop's credit sales still owe).
 */
export const clientAccountRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const write = writeRoutes(app, db, journalContext, tags);
  const read = readRoutes(app, tags);
  write({
    method: 'POST',
    path: `${CLIENT_ACCOUNT_PATHS.client}/:id/versements`,
    params: idParamSchema,
    body: instalmentInputSchema,
    status: 201,
    response: instalmentSchema,
    scope: 'versement-client',
    run: (ctx, { params, body }) => takeInstalment(ctx, params.id, body),
  });

  read({
    path: `${CLIENT_ACCOUNT_PATHS.client}/:id/compte`,
    params: idParamSchema,
    query: accountQuerySchema,
    response: clientAccountSchema,
    run: async ({ params, query }) => {
      const account = await clientAccount(db, params.id, query);
      if (!account) throw notFound(CLIENT_MESSAGES.notFound);
      return account;
    },
  });

  read({
    path: CLIENT_ACCOUNT_PATHS.debtors,
    query: debtorsQuerySchema,
    response: z.array(debtorSchema),
    run: ({ user, query }) =>
      debtors(db, {
        magasin: scopeFor(user, query.magasin),
        enRetard: query.en_retard,
        aRelancer: query.a_relancer,
        ordering: query.ordering,
      }),
  });

  read({
    path: CLIENT_ACCOUNT_PATHS.remindersDue,
    query: remindersDueQuerySchema,
    response: reminderDuePageSchema,
    run: ({ user, query }) => {
      const { magasin, groupe, page, page_size } = query;
      return remindersDue(db, { magasin: scopeFor(user, magasin), groupe, page, page_size });
    },
  });

  read({
    path: `${CLIENT_ACCOUNT_PATHS.client}/:id/relance`,
    params: idParamSchema,
    response: reminderSchema,
    run: async ({ params }) => {
      const client = await accountHolder(db, params.id);
      const account = await clientAccount(db, client.id, { page: 1, page_size: 1 });
      if (!account) throw notFound(CLIENT_MESSAGES.notFound);
      return reminderFor(client, account);
    },
  });

  write({
    method: 'POST',
    path: `${CLIENT_ACCOUNT_PATHS.client}/:id/relances`,
    params: idParamSchema,
    body: reminderSentSchema,
    status: 201,
    response: z.object({ detail: z.string(), date: z.string() }),
    scope: 'relance-client',
    run: (ctx, { params, body }) => recordReminder(ctx, params.id, body),
  });

  await app.register(statementRoute, { db });
};
