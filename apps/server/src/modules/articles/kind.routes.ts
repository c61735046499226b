import {
  articleDeletedSchema,
  articleListQuerySchema,
  idParamSchema,
  paginatedSchema,
  withCsvFormat,
} from '@pelote/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/types.ts';
import { sendCsv } from '../../lib/csv-stream.ts';
import { notFound } from '../../lib/errors.ts';
import { pageOf } from '../../lib/page.ts';
import { readRoutes } from '../../lib/read-route.ts';
import { errorsFor, refusalErrors, rowErrors, writeErrors } from '../../lib/route-errors.ts';
import { scopeFor } from '../../lib/shop-scope.ts';
import { writeRoutes } from '../../lib/write-route.ts';
import { journalContext } from '../journal/index.ts';
import type { KindDefinition } from './article-kinds.ts';
import { articlesCsv } from './articles.export.ts';
import { type ArticleType, findArticle, listArticles } from './articles.repository.ts';
import { createArticle, editArticle, removeArticle } from './articles.service.ts';

const tags = ['articles'];
const detailQuerySchema = articleListQuerySchema.pick({ magasin: true });

/**
 * The five calls of one catalogue type: list, create, edit, detail and soft delete.
 * Everyone signed in reads; only direction writes.
 */
export function kindRoutes<Payload, Dto>(definition: KindDefinition<Payload, Dto>) {
  const { kind, toDto, subtypeColumn } = definition;
  const type = kind.type as ArticleType;
  // The schemas drive validation, serialization and the API description; the handlers are typed
  // through `definition`, so the route types need not follow the generic Payload and Dto.
  const body: z.ZodType = definition.body;
  const item: z.ZodType = definition.item;

  const plugin: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
    const read = readRoutes(app, tags);
    read({
      path: kind.api.list,
      query: withCsvFormat(articleListQuerySchema),
      response: paginatedSchema(item),
      errors: refusalErrors,
      run: async ({ user, query }, reply) => {
        const filters = {
          type,
          nom: query.nom,
          prixMin: query.prix_min,
          prixMax: query.prix_max,
          enStock: query.en_stock,
          magasinId: scopeFor(user, query.magasin),
          subtype: subtypeColumn && query.type ? { column: subtypeColumn, value: query.type } : undefined,
        };
        if (query.format === 'csv') return sendCsv(reply, articlesCsv(db, definition, filters));
        const { count, rows } = await listArticles(db, {
          ...filters,
          page: query.page,
          pageSize: query.page_size,
        });
        return pageOf(count, query.page, query.page_size, rows.map(toDto));
      },
    });

    const write = writeRoutes(app, db, journalContext, tags);
    write({
      method: 'POST',
      path: kind.api.create,
      body,
      status: 201,
      response: item,
      errors: { ...refusalErrors, ...errorsFor(409) },
      permission: 'catalogue:write',
      run: async (ctx, input) =>
        toDto({ article: await createArticle(ctx, definition, input.body as Payload), quantiteStock: 0 }),
    });

    write({
      method: 'PUT',
      path: `${kind.api.edit}/:id`,
      params: idParamSchema,
      body,
      response: item,
      errors: writeErrors,
      permission: 'catalogue:write',
      run: async (ctx, { params, body }) => {
        const updated = await editArticle(ctx, definition, params.id, body as Payload);
        const row = updated ? await findArticle(ctx.tx, type, params.id) : null;
        if (!row) throw notFound(kind.texts.notFound);
        return toDto(row);
      },
    });

    read({
      path: `${kind.api.detail}/:id`,
      params: idParamSchema,
      query: detailQuerySchema,
      response: item,
      run: async ({ user, params, query }) => {
        const magasinId = scopeFor(user, query.magasin);
        const row = await findArticle(db, type, params.id, magasinId);
        if (!row) throw notFound(kind.texts.notFound);
        return toDto(row);
      },
    });

    write({
      method: 'PATCH',
      path: `${kind.api.delete}/:id`,
      params: idParamSchema,
      body: z.unknown().optional(),
      response: articleDeletedSchema,
      errors: rowErrors,
      permission: 'catalogue:write',
      run: async (ctx, { params }) => {
        if (!(await removeArticle(ctx, definition, params.id))) throw notFound(kind.texts.notFound);
        return { detail: kind.texts.deleted };
      },
    });
  };
  return plugin;
}
