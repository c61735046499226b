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
import { currentUser, type SessionUser } from '../../lib/access.ts';
import { sendCsv } from '../../lib/csv-stream.ts';
import { notFound } from '../../lib/errors.ts';
import { pdfSchema, sendPdf } from '../../lib/pdf-reply.ts';
import { rowErrors } from '../../lib/route-errors.ts';
import { reachableRow } from '../../lib/shop-row.ts';
import { findShop, scopeFor } from '../../lib/shop-scope.ts';
import { writeRoutes } from '../../lib/write-route.ts';
import { journalContext } from '../journal/index.ts';
import {
  findOpenSession,
  findSession,
  listMovements,
  listSessions,
  sessionReport,
} from './till.repository.ts';
import { addMovement, closeSession, lastClosingCash, openSession } from './till.service.ts';
import { tillSessionsCsv } from './till-sessions.export.ts';
import { renderZReportPdf, zReportFileName } from './z-report-pdf.ts';

const tags = ['caisses'];

/** The session if the user may see it: 404 when absent, 403 outside a gerant's shop. */
const visibleSession = async (db: Db, user: SessionUser, id: number) =>
  reachableRow(user, await findSession(db, id), TILL_MESSAGES.notFound);

/**
 * The till (contract in @pelote/shared `schemas/till.ts`): both roles, a gerant only their own
 * shop's till. Opening, cash movements and the close take an Idempotency-Key.
 */
export const tillRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const write = writeRoutes(app, db, journalContext);
  write({
    method: 'POST',
    path: TILL_PATHS.open,
    tags,
    body: tillOpenSchema,
    status: 201,
    response: tillSessionSchema,
    scope: 'caisse-ouverture',
    run: (ctx, { body }) => openSession(ctx, body),
  });

  app.get(
    TILL_PATHS.current,
    {
      schema: {
        tags,
        querystring: tillCurrentQuerySchema,
        response: { 200: tillCurrentSchema, ...rowErrors },
      },
    },
    async (request) => {
      const shop = await findShop(
        db,
        currentUser(request),
        request.query.magasin,
        TILL_MESSAGES.shopNotFound,
      );
      const [session, fondPropose] = await Promise.all([
        findOpenSession(db, shop.id),
        lastClosingCash(db, shop.id),
      ]);
      return { session: session ?? null, fond_propose: fondPropose };
    },
  );

  app.get(
    TILL_PATHS.list,
    {
      schema: {
        tags,
        querystring: withCsvFormat(tillListQuerySchema),
        response: { 200: tillSessionPageSchema, ...rowErrors },
      },
    },
    async (request, reply) => {
      const { page, page_size: pageSize, magasin, format, ...filters } = request.query;
      const scope = scopeFor(currentUser(request), magasin);
      if (format === 'csv') return sendCsv(reply, tillSessionsCsv(db, { ...filters, magasin: scope }));
      return listSessions(db, { ...filters, magasin: scope }, { page, pageSize });
    },
  );

  await app.register(tillSessionRoutes, { db });
};

/** One session of the till: its detail, cash movements, X report, close and Z report. */
const tillSessionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const write = writeRoutes(app, db, journalContext);
  app.get(
    `${TILL_PATHS.session}/:id`,
    { schema: { tags, params: idParamSchema, response: { 200: tillSessionDetailSchema, ...rowErrors } } },
    async (request) => {
      const session = await visibleSession(db, currentUser(request), request.params.id);
      const [mouvements, rapport] = await Promise.all([
        listMovements(db, session.id),
        sessionReport(db, session, new Date()),
      ]);
      return { ...session, mouvements, rapport };
    },
  );

  write({
    method: 'POST',
    path: `${TILL_PATHS.session}/:id/mouvements`,
    tags,
    params: idParamSchema,
    body: tillMovementCreateSchema,
    status: 201,
    response: tillMovementSchema,
    scope: 'caisse-mouvement',
    run: (ctx, { params, body }) => addMovement(ctx, params.id, body),
  });

  app.get(
    `${TILL_PATHS.session}/:id/rapport-x`,
    { schema: { tags, params: idParamSchema, response: { 200: tillReportSchema, ...rowErrors } } },
    async (request) => {
      const session = await visibleSession(db, currentUser(request), request.params.id);
      return sessionReport(db, session, new Date());
    },
  );

  write({
    method: 'POST',
    path: `${TILL_PATHS.session}/:id/cloturer`,
    tags,
    params: idParamSchema,
    body: tillCloseSchema,
    response: tillSessionSchema,
    scope: 'caisse-cloture',
    keepsAnswer: true,
    run: (ctx, { params, body }) => closeSession(ctx, params.id, body),
  });

  app.get(
    `${TILL_PATHS.session}/:id/rapport-z/pdf`,
    { schema: { tags, params: idParamSchema, response: { 200: pdfSchema, ...rowErrors } } },
    async (request, reply) => {
      const session = await visibleSession(db, currentUser(request), request.params.id);
      if (!session.numero_z) throw notFound(TILL_MESSAGES.notClosed);
      const [mouvements, rapport] = await Promise.all([
        listMovements(db, session.id),
        sessionReport(db, session, new Date()),
      ]);
      const pdf = await renderZReportPdf({ ...session, mouvements, rapport });
      return sendPdf(reply, zReportFileName(session.numero_z), pdf);
    },
  );
};
