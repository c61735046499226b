import {
  detailResponseSchema,
  idParamSchema,
  paginatedSchema,
  SUPPLIER_MESSAGES,
  SUPPLIER_PATHS,
  supplierInputSchema,
  supplierListQuerySchema,
  supplierSchema,
  withCsvFormat,
} from '@pelote/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/types.ts';
import { sendCsv } from '../../lib/csv-stream.ts';
import { notFound } from '../../lib/errors.ts';
import { readRoutes } from '../../lib/read-route.ts';
import { errorsFor, refusalErrors, writeErrors } from '../../lib/route-errors.ts';
import { writeRoutes } from '../../lib/write-route.ts';
import { journalContext } from '../journal/index.ts';
import { suppliersCsv } from './suppliers.export.ts';
import { findSupplier, listSuppliers } from './suppliers.repository.ts';
import { createSupplier, editSupplier, removeSupplier } from './suppliers.service.ts';

const tags = ['fournisseurs'];

/**
 * Suppliers (contract in @pelote/shared `schemas/suppliers.ts`): everyone signed in reads them, the
 * delivery form's picker included; direction creates, edits and deletes them.
 */
export const suppliersRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const read = readRoutes(app, tags);
  read({
    path: SUPPLIER_PATHS.list,
    query: withCsvFormat(supplierListQuerySchema),
    response: paginatedSchema(supplierSchema),
    errors: refusalErrors,
    run: ({ query }, reply) => {
      const { format, ...filters } = query;
      if (format === 'csv') return sendCsv(reply, suppliersCsv(db, filters));
      return listSuppliers(db, filters);
    },
  });

  read({
    path: `${SUPPLIER_PATHS.supplier}/:id`,
    params: idParamSchema,
    response: supplierSchema,
    run: async ({ params }) => {
      const supplier = await findSupplier(db, params.id);
      if (!supplier) throw notFound(SUPPLIER_MESSAGES.notFound);
      return supplier;
    },
  });

  const write = writeRoutes(app, db, journalContext, tags);
  write({
    method: 'POST',
    path: SUPPLIER_PATHS.list,
    body: supplierInputSchema,
    status: 201,
    response: supplierSchema,
    errors: { ...errorsFor(409), ...refusalErrors },
    permission: 'suppliers:manage',
    scope: 'fournisseur',
    run: (ctx, { body }) => createSupplier(ctx, body),
  });

  write({
    method: 'PUT',
    path: `${SUPPLIER_PATHS.supplier}/:id`,
    params: idParamSchema,
    body: supplierInputSchema,
    response: supplierSchema,
    errors: writeErrors,
    permission: 'suppliers:manage',
    run: (ctx, { params, body }) => editSupplier(ctx, params.id, body),
  });

  write({
    method: 'DELETE',
    path: `${SUPPLIER_PATHS.supplier}/:id`,
    params: idParamSchema,
    response: detailResponseSchema,
    errors: writeErrors,
    permission: 'suppliers:manage',
    run: (ctx, { params }) => removeSupplier(ctx, params.id),
  });
};
