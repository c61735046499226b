import {
  ACCOUNT_MESSAGES,
  accountQuerySchema,
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
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clients } from '../../db/schema/clients.ts';
import type { Db } from '../../db/types.ts';
import { currentUser } from '../../lib/access.ts';
import { notFound } from '../../lib/errors.ts';
import { idempotentWrite } from '../../lib/idempotency.ts';
import { rowErrors, writeErrors } from '../../lib/route-errors.ts';
import { scopeFor } from '../../lib/shop-scope.ts';
import { journalChanges, journalContext, recordJournal } from '../journal/index.ts';
import { clientAccount, debtors, REMINDER_LABEL } from './account-reads.ts';
import { takeInstalment } from './instalments.ts';
import { reminderFor } from './reminders.ts';
import { remindersDue } from './reminders-due.ts';
import { statementRoute } from './statement.routes.ts';

const tags = ['clients'];

/**
 * The client's account ('Compte client'). The account is business-wide: both roles read it and a
 * gerant takes instalments in their own shop; the debtors list is scoped like every list (a gerant:
 * what their shop's credit sales still owe).
 */
export const clientAccountRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  async function clientOf(id: number) {
    const [client] = await db
      .select({ id: clients.id, nom: clients.nom, prenom: clients.prenom, contact: clients.contact })
      .from(clients)
      .where(and(eq(clients.id, id), isNull(clients.deletedAt)));
    if (!client) throw notFound(CLIENT_MESSAGES.notFound);
    return client;
  }

  app.post(
    '/Clients/:id/versements',
    {
      schema: {
        tags,
        params: idParamSchema,
        body: instalmentInputSchema,
        response: { 201: instalmentSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const answer = await idempotentWrite(db, request, 'versement_client', async (tx) => ({
        statusCode: 201,
        body: await takeInstalment(tx, user, journalContext(request), request.params.id, request.body),
      }));
      return reply.status(answer.statusCode).send(answer.body);
    },
  );

  app.get(
    '/Clients/:id/compte',
    {
      schema: {
        tags,
        params: idParamSchema,
        querystring: accountQuerySchema,
        response: { 200: clientAccountSchema, ...rowErrors },
      },
    },
    async (request) => {
      const account = await clientAccount(db, request.params.id, request.query);
      if (!account) throw notFound(CLIENT_MESSAGES.notFound);
      return account;
    },
  );

  app.get(
    '/Clients/creances',
    {
      schema: {
        tags,
        querystring: debtorsQuerySchema,
        response: { 200: z.array(debtorSchema), ...rowErrors },
      },
    },
    async (request) =>
      debtors(db, {
        magasin: scopeFor(currentUser(request), request.query.magasin),
        enRetard: request.query.en_retard,
        aRelancer: request.query.a_relancer,
        ordering: request.query.ordering,
      }),
  );

  app.get(
    '/Clients/relances',
    {
      schema: {
        tags,
        querystring: remindersDueQuerySchema,
        response: { 200: reminderDuePageSchema, ...rowErrors },
      },
    },
    async (request) => {
      const { magasin, groupe, page, page_size } = request.query;
      return remindersDue(db, { magasin: scopeFor(currentUser(request), magasin), groupe, page, page_size });
    },
  );

  app.get(
    '/Clients/:id/relance',
    { schema: { tags, params: idParamSchema, response: { 200: reminderSchema, ...rowErrors } } },
    async (request) => {
      const client = await clientOf(request.params.id);
      const account = await clientAccount(db, client.id, { page: 1, page_size: 1 });
      if (!account) throw notFound(CLIENT_MESSAGES.notFound);
      return reminderFor(client, account);
    },
  );

  app.post(
    '/Clients/:id/relances',
    {
      schema: {
        tags,
        params: idParamSchema,
        body: z
          .object({ canal: z.enum(['whatsapp', 'sms']).default('whatsapp') })
          .default({ canal: 'whatsapp' }),
        response: { 201: z.object({ detail: z.string(), date: z.string() }), ...writeErrors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const answer = await idempotentWrite(db, request, 'relance_client', async (tx) => {
        const [client] = await tx
          .select({ id: clients.id, nom: clients.nom, prenom: clients.prenom, du: clients.soldeDu })
          .from(clients)
          .where(and(eq(clients.id, request.params.id), isNull(clients.deletedAt)));
        if (!client) throw notFound(CLIENT_MESSAGES.notFound);
        const now = new Date();
        await recordJournal(tx, {
          ...journalContext(request),
          magasinId: user.magasinId,
          action: 'creation',
          entite: 'client',
          entiteId: client.id,
          entiteLibelle: `${REMINDER_LABEL} de ${`${client.prenom} ${client.nom}`.trim()}`,
          changements: journalChanges(null, { relance: { canal: request.body.canal, solde_du: client.du } }),
        });
        return { statusCode: 201, body: { detail: ACCOUNT_MESSAGES.reminderSent, date: now.toISOString() } };
      });
      return reply.status(answer.statusCode).send(answer.body);
    },
  );

  await app.register(statementRoute, { db });
};
