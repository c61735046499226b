import fastifyMultipart from '@fastify/multipart';
import {
  idParamSchema,
  MOBILE_MONEY_METHODS,
  RECONCILIATION_MESSAGES,
  RECONCILIATION_PATHS,
  reconciliationLineSchema,
  reconciliationListQuerySchema,
  reconciliationPageSchema,
  reconciliationResolveSchema,
  STATEMENT_FILE_FIELD,
  STATEMENT_MAX_BYTES,
  statementImportQuerySchema,
  statementImportSchema,
  statementRejectedSchema,
  withCsvFormat,
} from '@pelote/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/types.ts';
import { readRoutes, shopList } from '../../lib/read-route.ts';
import { errorsFor } from '../../lib/route-errors.ts';
import { writeRoutes } from '../../lib/write-route.ts';
import { journalContext } from '../journal/index.ts';
import { resolveLine } from './line-resolution.ts';
import { reconciliationCsv } from './reconciliation.export.ts';
import { listLines } from './reconciliation.repository.ts';
import { importStatement } from './statement-import.ts';
import { readStatementUpload } from './statement-upload.ts';

const tags = ['rapprochements'];

/** The multipart fields beside the statement, as the API's description shows them. */
const STATEMENT_FIELDS_DESCRIBED = {
  properties: {
    operateur: { type: 'string', enum: [...MOBILE_MONEY_METHODS] },
    magasin: { type: 'string', description: 'Identifiant du magasin dont le portefeuille est relevé' },
    colonnes: {
      type: 'string',
      description:
        'Correspondance des colonnes en JSON ({"reference","date","montant","frais","telephone","sens"} → en-têtes du fichier), retenue pour le magasin et l’opérateur',
    },
  },
  required: ['operateur', 'magasin'],
};

/**
 * Mobile-money reconciliation (contract in @pelote/shared `schemas/reconciliation.ts`): an
 * operator's statement imported for a shop (`dry_run=true` answers the matching and writes
 * nothing), the rows by state (a gerant their own shop's), a flagged row resolved by hand.
 */
export const reconciliationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: STATEMENT_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  });
  const write = writeRoutes(app, db, journalContext, tags);

  write({
    method: 'POST',
    path: RECONCILIATION_PATHS.import,
    query: statementImportQuerySchema,
    file: {
      field: STATEMENT_FILE_FIELD,
      maxBytes: STATEMENT_MAX_BYTES,
      tooLarge: RECONCILIATION_MESSAGES.tooLarge,
      fields: STATEMENT_FIELDS_DESCRIBED,
    },
    response: statementImportSchema,
    errors: { 400: statementRejectedSchema, ...errorsFor(401, 403, 404, 409, 413, 415) },
    permission: 'reconciliation:manage',
    prepare: (request) => readStatementUpload(request),
    scope: ({ query }) => (query.dry_run ? null : 'releve'),
    // A reused key is compared on what the multipart body means: the file and its fields.
    keyedOn: ({ prepared }) => ({ fichier: prepared.file.sha256, ...prepared.fields }),
    run: (ctx, { query, prepared }) => importStatement(ctx, prepared, query.dry_run),
  });

  shopList(readRoutes(app, tags), {
    path: RECONCILIATION_PATHS.list,
    query: withCsvFormat(reconciliationListQuerySchema),
    response: reconciliationPageSchema,
    csv: (filters) => reconciliationCsv(db, filters),
    page: (filters, paging) => listLines(db, filters, paging),
  });

  write({
    method: 'POST',
    path: `${RECONCILIATION_PATHS.line}/:id/resoudre`,
    params: idParamSchema,
    body: reconciliationResolveSchema,
    response: reconciliationLineSchema,
    permission: 'reconciliation:manage',
    scope: ({ params }) => `rapprochement-resolution-${params.id}`,
    run: (ctx, { params, body }) => resolveLine(ctx, params.id, body),
  });
};
