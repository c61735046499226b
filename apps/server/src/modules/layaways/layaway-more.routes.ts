import {
  idParamSchema,
  LAYAWAY_PATHS,
  layawayExpiryAnswerSchema,
  layawayReminderDuePageSchema,
  layawayRemindersQuerySchema,
  layawaySettingsSchema,
  reminderSchema,
} from '@pelote/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import type { Db } from '../../db/types.ts';
import { readRoutes } from '../../lib/read-route.ts';
import { refusalErrors, writeErrors } from '../../lib/route-errors.ts';
import { scopeFor } from '../../lib/shop-scope.ts';
import { writeRoutes } from '../../lib/write-route.ts';
import { journalContext } from '../journal/index.ts';
import { expireDue } from './layaway-endings.ts';
import { layawayReminder, layawaysToRemind, recordLayawayReminder } from './layaway-reminders.ts';
import { readLayawaySettings, saveLayawaySettings } from './layaway-settings.ts';

const tags = ['mises-de-cote'];
const P = LAYAWAY_PATHS;
const reminderSentSchema = z
  .object({ canal: z.enum(['whatsapp', 'sms']).default('whatsapp') })
  .default({ canal: 'whatsapp' });

/** The reminders of layaways due soon: the list, a message, a reminder sent. */
export const layawayRemindersRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const write = writeRoutes(app, db, journalContext, tags);
  const read = readRoutes(app, tags);
  write({
    method: 'POST',
    path: `${P.layaway}/:id/relances`,
    params: idParamSchema,
    body: reminderSentSchema,
    status: 201,
    response: z.object({ detail: z.string(), date: z.string() }),
    permission: 'sales:write',
    scope: 'relance-mise-de-cote',
    run: (ctx, { params, body }) => recordLayawayReminder(ctx, params.id, body),
  });
  read({
    path: P.remindersDue,
    query: layawayRemindersQuerySchema,
    response: layawayReminderDuePageSchema,
    run: ({ user, query }) =>
      layawaysToRemind(
        db,
        { magasin: scopeFor(user, query.magasin), page: query.page, pageSize: query.page_size },
        new Date(),
      ),
  });
  read({
    path: `${P.layaway}/:id/relance`,
    params: idParamSchema,
    response: reminderSchema,
    run: ({ user, params }) => layawayReminder(db, user, params.id, new Date()),
  });
};

/** Direction's settings, and the expiry run now (the server also runs it hourly). */
export const layawaySettingsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const write = writeRoutes(app, db, journalContext, tags);
  const read = readRoutes(app, tags);
  write({
    method: 'POST',
    path: P.expire,
    response: layawayExpiryAnswerSchema,
    permission: 'layaways:manage',
    scope: 'expiration-mises-de-cote',
    run: async ({ tx, user, journal, now }) => ({
      expirees: await expireDue(tx, { now, journal, userId: user.id }),
    }),
  });
  write({
    method: 'PUT',
    path: P.settings,
    body: layawaySettingsSchema,
    response: layawaySettingsSchema,
    errors: writeErrors,
    permission: 'layaways:manage',
    run: (ctx, { body }) => saveLayawaySettings(ctx, body),
  });

  read({
    path: P.settings,
    response: layawaySettingsSchema,
    errors: refusalErrors,
    run: () => readLayawaySettings(db),
  });
};
