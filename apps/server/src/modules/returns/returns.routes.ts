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
import type { SessionUser } from '../../lib/access.ts';
import { pdfSchema, sendPdf } from '../../lib/pdf-reply.ts';
import { readRoutes, shopList } from '../../lib/read-route.ts';
import { reachableRow } from '../../lib/shop-row.ts';
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
  const write = writeRoutes(app, db, journalContext, tags);
  write({
    method: 'POST',
    path: `${RETURN_PATHS.create}/:id/retours/`,
    params: idParamSchema,
    body: returnCreateSchema,
    status: 201,
    response: creditNoteSchema,
    scope: 'retour',
    keepsAnswer: true,
    run: (ctx, { params, body }) => createReturn(ctx, { ...body, saleId: params.id }),
  });

  const read = readRoutes(app, tags);
  shopList(read, {
    path: RETURN_PATHS.list,
    query: withCsvFormat(creditNoteListQuerySchema),
    response: creditNotePageSchema,
    csv: (filters) => creditNotesCsv(db, filters),
    page: (filters, paging) => listCreditNotes(db, filters, paging),
  });

  read({
    path: `${RETURN_PATHS.creditNote}/:id/`,
    params: idParamSchema,
    response: creditNoteSchema,
    run: ({ user, params }) => visibleNote(db, user, params.id),
  });

  read({
    path: `${RETURN_PATHS.creditNote}/:id/pdf/`,
    params: idParamSchema,
    response: pdfSchema,
    run: async ({ user, params }, reply) => {
      const note = await visibleNote(db, user, params.id);
      return sendPdf(reply, creditNoteFileName(note.numero_avoir), await renderCreditNotePdf(note));
    },
  });
};
