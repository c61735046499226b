import fastifyMultipart from '@fastify/multipart';
import {
  ARTICLE_IMPORT_COLUMNS,
  articleImportQuerySchema,
  articleTemplateQuerySchema,
  CLIENT_IMPORT_COLUMNS,
  clientImportQuerySchema,
  IMPORT_FILE_FIELD,
  IMPORT_MAX_BYTES,
  IMPORT_MESSAGES,
  IMPORT_PATHS,
  importRejectedSchema,
  importReportSchema,
} from '@pelote/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/types.ts';
import { csvFileSchema, sendCsv } from '../../lib/csv-stream.ts';
import { readRoutes } from '../../lib/read-route.ts';
import { errorsFor } from '../../lib/route-errors.ts';
import { writeRoutes } from '../../lib/write-route.ts';
import { KIND_DEFINITIONS, type KindDefinition } from '../articles/index.ts';
import { journalContext } from '../journal/index.ts';
import { importArticles } from './article-import.ts';
import { importClients } from './client-import.ts';
import { type ImportFile, readImportFile, uploadedBytes } from './import-file.ts';
import { templateCsv } from './templates.ts';

const tags = ['import'];
const errors = { 400: importRejectedSchema, ...errorsFor(401, 403, 409, 413) };

/** What both imports declare: a CSV file, head office only, answered by its report. */
const anImport = {
  method: 'POST',
  tags,
  file: { field: IMPORT_FILE_FIELD, maxBytes: IMPORT_MAX_BYTES, tooLarge: IMPORT_MESSAGES.tooLarge },
  permission: 'import:csv',
  response: importReportSchema,
  errors,
  // A key reused with another file (or another type) is refused: the body it stands for is the file.
  keyedOn: ({ query, prepared }: { query: unknown; prepared: ImportFile }) => ({
    query,
    fichier: prepared.sha256,
  }),
} as const;

/**
 * Head office imports the catalogue and the clients from CSV files (multipart field `fichier`,
 * 5 MB at most), read before the transaction opens: `dry_run=true` (the default) checks and
 * reports; `dry_run=false` writes every line in one transaction or none (400 with the report when
 * a line fails), once per Idempotency-Key.
 */
export const importsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const read = readRoutes(app, tags);
  await app.register(fastifyMultipart, {
    limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  });
  const write = writeRoutes(app, db, (request) => journalContext(request, { source: 'import' }), tags);

  write({
    ...anImport,
    path: IMPORT_PATHS.articles,
    query: articleImportQuerySchema,
    prepare: async (request, { query }) =>
      readImportFile(await uploadedBytes(request), ARTICLE_IMPORT_COLUMNS[query.type]),
    scope: ({ query }) => (query.dry_run ? null : `import-articles-${query.type}`),
    run: (ctx, { query, prepared }) =>
      importArticles(ctx, {
        file: prepared,
        // Each type's payload is its own; the import only hands it from the schema to the columns.
        definition: KIND_DEFINITIONS[query.type] as KindDefinition<unknown, unknown>,
        dryRun: query.dry_run,
      }),
  });

  write({
    ...anImport,
    path: IMPORT_PATHS.clients,
    query: clientImportQuerySchema,
    prepare: async (request) => readImportFile(await uploadedBytes(request), CLIENT_IMPORT_COLUMNS),
    scope: ({ query }) => (query.dry_run ? null : 'import-clients'),
    run: (ctx, { query, prepared }) => importClients(ctx, { file: prepared, dryRun: query.dry_run }),
  });

  read({
    path: IMPORT_PATHS.articlesTemplate,
    query: articleTemplateQuerySchema,
    response: csvFileSchema,
    errors,
    permission: 'import:csv',
    run: ({ query }, reply) =>
      sendCsv(reply, templateCsv(`modele-${query.type}`, ARTICLE_IMPORT_COLUMNS[query.type])),
  });

  read({
    path: IMPORT_PATHS.clientsTemplate,
    response: csvFileSchema,
    errors,
    permission: 'import:csv',
    run: (_input, reply) => sendCsv(reply, templateCsv('modele-clients', CLIENT_IMPORT_COLUMNS)),
  });
};
