import {
  creditNoteFileName,
  creditNoteListQuerySchema,
  creditNotePageSchema,
  creditNoteSchema,
  idParamSchema,
  RETURN_MESSAGES,
  RETURN_PATHS,
  returnCreateSchema,
  withCsvFormat,
} from '@pelote/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/types.ts';
import { currentUser, type SessionUser } from '../../lib/access.ts';
import { sendCsv } from '../../lib/csv-stream.ts';
import { pdfSchema, sendPdf } from '../../lib/pdf-reply.ts';
import { rowErrors } from '../../lib/route-errors.ts';
import { reachableRow } from '../../lib/shop-row.ts';
import { scopeFor } from '../../lib/shop-scope.ts';
import { writeRoutes } from '../../lib/write-route.ts';
import { journalContext } from '../journal/index.ts';
import { renderCreditNotePdf } from './credit-note-pdf.ts';
import { creditNotesCsv } from './credit-notes.export.ts';
import { findCreditNote, listCreditNotes } from './returns.repository.ts';
import { createReturn } from './returns.service.ts';

const tags = ['avoirs'];

/** The credit note if the user may see it: 404 when absent, 403 outside a gerant's shop. */
const visibleNote = async (db: Db, user: SessionUser, id: number) =>
  reachableRow(user, await findCreditNote(db, id), RETURN_MESSAGES.notFound);

/**
 * Returns and credit notes (contract in @pelote/shared `schemas/returns.ts`): both roles, a gerant
 * only for the sales and credit notes of their own shop. A return takes an Idempotency-Key.
 */
export const returnsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  writeRoutes(
    app,
    db,
    journalContext,
  )({
    method: 'POST',
    path: `${RETURN_PATHS.create}/:id/retours/`,
    tags,
    params: idParamSchema,
    body: returnCreateSchema,
    status: 201,
    response: creditNoteSchema,
    scope: 'retour',
    keepsAnswer: true,
    run: (ctx, { params, body }) => createReturn(ctx, { ...body, saleId: params.id }),
  });

  app.get(
    RETURN_PATHS.list,
    {
      schema: {
        tags,
        querystring: withCsvFormat(creditNoteListQuerySchema),
        response: { 200: creditNotePageSchema, ...rowErrors },
      },
    },
    async (request, reply) => {
      const { page, page_size: pageSize, magasin, format, ...filters } = request.query;
      const scope = scopeFor(currentUser(request), magasin);
      if (format === 'csv') return sendCsv(reply, creditNotesCsv(db, { ...filters, magasin: scope }));
      return listCreditNotes(db, { ...filters, magasin: scope }, { page, pageSize });
    },
  );

  app.get(
    `${RETURN_PATHS.creditNote}/:id/`,
    { schema: { tags, params: idParamSchema, response: { 200: creditNoteSchema, ...rowErrors } } },
    async (request) => visibleNote(db, currentUser(request), request.params.id),
  );

  app.get(
    `${RETURN_PATHS.creditNote}/:id/pdf/`,
    { schema: { tags, params: idParamSchema, response: { 200: pdfSchema, ...rowErrors } } },
    async (request, reply) => {
      const note = await visibleNote(db, currentUser(request), request.params.id);
      return sendPdf(reply, creditNoteFileName(note.numero_avoir), await renderCreditNotePdf(note));
    },
  );
};
