import fastifyMultipart from '@fastify/multipart';
import {
  ARTICLE_IMPORT_COLUMNS,
  articleImportQuerySchema,
  articleTemplateQuerySchema,
  CLIENT_IMPORT_COLUMNS,
  clientImportQuerySchema,
  IMPORT_MAX_BYTES,
  IMPORT_MESSAGES,
  IMPORT_PATHS,
  importRejectedSchema,
  importReportSchema,
} from '@pelote/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import type { Db } from '../../db/types.ts';
import { sendCsv } from '../../lib/csv-stream.ts';
import { idempotentWrite } from '../../lib/idempotency.ts';
import { errorsFor } from '../../lib/route-errors.ts';
import { KIND_DEFINITIONS, type KindDefinition } from '../articles/index.ts';
import { journalContext } from '../journal/index.ts';
import { importArticles, lockImports } from './article-import.ts';
import { importClients } from './client-import.ts';
import { type ImportFile, readImportFile, uploadedBytes } from './import-file.ts';
import { ImportRejected } from './import-report.ts';
import { templateCsv } from './templates.ts';

const tags = ['import'];
const errors = { 400: importRejectedSchema, ...errorsFor(401, 403, 409, 413) };
const csvSchema = z.any().describe('text/csv');

/**
 * Head office imports the catalogue and the clients from CSV files (multipart field `fichier`,
 * 5 MB at most): `dry_run=true` (the default) checks and reports; `dry_run=false` writes every line
 * in one transaction or none (400 with the report when a line fails), once per Idempotency-Key.
 */
export const importsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  });

  /** The write, keyed by the file's fingerprint, or the refusal with its report. */
  async function write(
    request: FastifyRequest,
    reply: FastifyReply,
    scope: string,
    file: ImportFile,
    run: (tx: Parameters<Parameters<Db['transaction']>[0]>[0]) => Promise<z.infer<typeof importReportSchema>>,
  ) {
    // A key reused with another file (or another type) is refused: the body it stands for is the file.
    request.body = { query: request.query, fichier: file.sha256 };
    try {
      const answer = await idempotentWrite(db, request, scope, async (tx) => ({
        statusCode: 200,
        body: await run(tx),
      }));
      return reply.status(answer.statusCode).send(answer.body);
    } catch (error) {
      if (!(error instanceof ImportRejected)) throw error;
      return reply
        .status(400)
        .send({ detail: IMPORT_MESSAGES.rejected(error.report.erreurs.length), rapport: error.report });
    }
  }

  app.post(
    IMPORT_PATHS.articles,
    {
      config: { permission: 'import:csv' },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        querystring: articleImportQuerySchema,
        response: { 200: importReportSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { type, dry_run: dryRun } = request.query;
      const file = readImportFile(await uploadedBytes(request), ARTICLE_IMPORT_COLUMNS[type]);
      // Each type's payload is its own; the import only hands it from the schema to the columns.
      const definition = KIND_DEFINITIONS[type] as KindDefinition<unknown, unknown>;
      const journal = journalContext(request, { source: 'import' });
      if (dryRun) return importArticles(db, { file, definition, dryRun, journal });
      return write(request, reply, `import-articles-${type}`, file, async (tx) => {
        await lockImports(tx, 'articles');
        return importArticles(tx, { file, definition, dryRun, journal });
      });
    },
  );

  app.post(
    IMPORT_PATHS.clients,
    {
      config: { permission: 'import:csv' },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        querystring: clientImportQuerySchema,
        response: { 200: importReportSchema, ...errors },
      },
    },
    async (request, reply) => {
      const dryRun = request.query.dry_run;
      const file = readImportFile(await uploadedBytes(request), CLIENT_IMPORT_COLUMNS);
      const journal = journalContext(request, { source: 'import' });
      if (dryRun) return importClients(db, { file, dryRun, journal });
      return write(request, reply, 'import-clients', file, async (tx) => {
        await lockImports(tx, 'clients');
        return importClients(tx, { file, dryRun, journal });
      });
    },
  );

  app.get(
    IMPORT_PATHS.articlesTemplate,
    {
      config: { permission: 'import:csv' },
      schema: { tags, querystring: articleTemplateQuerySchema, response: { 200: csvSchema, ...errors } },
    },
    async (request, reply) =>
      sendCsv(reply, templateCsv(`modele-${request.query.type}`, ARTICLE_IMPORT_COLUMNS[request.query.type])),
  );

  app.get(
    IMPORT_PATHS.clientsTemplate,
    { config: { permission: 'import:csv' }, schema: { tags, response: { 200: csvSchema, ...errors } } },
    async (_request, reply) => sendCsv(reply, templateCsv('modele-clients', CLIENT_IMPORT_COLUMNS)),
  );
};
