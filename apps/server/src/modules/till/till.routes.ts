import {
  idParamSchema,
  TILL_MESSAGES,
  TILL_PATHS,
  tillCloseSchema,
  tillCurrentQuerySchema,
  tillCurrentSchema,
  tillListQuerySchema,
  tillMovementCreateSchema,
  tillMovementSchema,
  tillOpenSchema,
  tillReportSchema,
  tillSessionDetailSchema,
  tillSessionPageSchema,
  tillSessionSchema,
  withCsvFormat,
} from '@pelote/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/types.ts';
import type { SessionUser } from '../../lib/access.ts';
import { notFound } from '../../lib/errors.ts';
import { pdfSchema, sendPdf } from '../../lib/pdf-reply.ts';
import { readRoutes, shopList } from '../../lib/read-route.ts';
import { reachableRow } from '../../lib/shop-row.ts';
import { findShop } from '../../lib/shop-scope.ts';
import { writeRoutes } from '../../lib/write-route.ts';
import { journalContext } from '../journal/index.ts';
import { depositRoutes } from './deposits.routes.ts';
import {
  findOpenSession,
  findSession,
  listMovements,
  listSessions,
  sessionReport,
} from './till.repository.ts';
import { addMovement, closeSession, lastClosingCash, openSession } from './till.service.ts';
import { tillDayRoutes } from './till-day.routes.ts';
import { tillReceiptRoutes } from './till-receipts.routes.ts';
import { tillSessionsCsv } from './till-sessions.export.ts';
import { renderZReportPdf, zReportFileName } from './z-report-pdf.ts';

const tags = ['caisses'];

/** The session if the user may see it: 404 when absent, 403 outside a gerant's shop. */
const visibleSession = async (db: Db, user: SessionUser, id: number) =>
  reachableRow(user, await findSession(db, id), TILL_MESSAGES.notFound);

/** A session with its cash movements and its report as of now: its detail, and what its Z prints. */
async function sessionInFull(db: Db, session: Awaited<ReturnType<typeof visibleSession>>) {
  const [mouvements, rapport] = await Promise.all([
    listMovements(db, session.id),
    sessionReport(db, session, new Date()),
  ]);
  return { ...session, mouvements, rapport };
}

/**
 * The till (contract in @pelote/shared `schemas/till.ts`): both roles, a gerant only their own
 * shop's till. Opening, cash movements and the close take an Idempotency-Key.
 */
export const tillRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const write = writeRoutes(app, db, journalContext, tags);
  const read = readRoutes(app, tags);
  write({
    method: 'POST',
    path: TILL_PATHS.open,
    body: tillOpenSchema,
    status: 201,
    response: tillSessionSchema,
    scope: 'caisse-ouverture',
    run: (ctx, { body }) => openSession(ctx, body),
  });

  read({
    path: TILL_PATHS.current,
    query: tillCurrentQuerySchema,
    response: tillCurrentSchema,
    run: async ({ user, query }) => {
      const shop = await findShop(db, user, query.magasin, TILL_MESSAGES.shopNotFound);
      const [session, fondPropose] = await Promise.all([
        findOpenSession(db, shop.id),
        lastClosingCash(db, shop.id),
      ]);
      return { session: session ?? null, fond_propose: fondPropose };
    },
  });

  shopList(read, {
    path: TILL_PATHS.list,
    query: withCsvFormat(tillListQuerySchema),
    response: tillSessionPageSchema,
    csv: (filters) => tillSessionsCsv(db, filters),
    page: (filters, paging) => listSessions(db, filters, paging),
  });

  await app.register(tillSessionRoutes, { db });
  await app.register(tillReceiptRoutes, { db });
  await app.register(depositRoutes, { db });
  await app.register(tillDayRoutes, { db });
};

/** One session of the till: its detail, cash movements, X report, close and Z report. */
const tillSessionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const write = writeRoutes(app, db, journalContext, tags);
  const read = readRoutes(app, tags);
  read({
    path: `${TILL_PATHS.session}/:id`,
    params: idParamSchema,
    response: tillSessionDetailSchema,
    run: async ({ user, params }) => sessionInFull(db, await visibleSession(db, user, params.id)),
  });

  write({
    method: 'POST',
    path: `${TILL_PATHS.session}/:id/mouvements`,
    params: idParamSchema,
    body: tillMovementCreateSchema,
    status: 201,
    response: tillMovementSchema,
    scope: 'caisse-mouvement',
    run: (ctx, { params, body }) => addMovement(ctx, params.id, body),
  });

  read({
    path: `${TILL_PATHS.session}/:id/rapport-x`,
    params: idParamSchema,
    response: tillReportSchema,
    run: async ({ user, params }) => {
      const session = await visibleSession(db, user, params.id);
      return sessionReport(db, session, new Date());
    },
  });

  write({
    method: 'POST',
    path: `${TILL_PATHS.session}/:id/cloturer`,
    params: idParamSchema,
    body: tillCloseSchema,
    response: tillSessionSchema,
    scope: 'caisse-cloture',
    keepsAnswer: true,
    run: (ctx, { params, body }) => closeSession(ctx, params.id, body),
  });

  read({
    path: `${TILL_PATHS.session}/:id/rapport-z/pdf`,
    params: idParamSchema,
    response: pdfSchema,
    run: async ({ user, params }, reply) => {
      const session = await visibleSession(db, user, params.id);
      if (!session.numero_z) throw notFound(TILL_MESSAGES.notClosed);
      return sendPdf(
        reply,
        zReportFileName(session.numero_z),
        await renderZReportPdf(await sessionInFull(db, session)),
      );
    },
  });
};
