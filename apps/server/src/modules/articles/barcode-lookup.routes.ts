import {
  BARCODE_PATHS,
  barcodeLookupQuerySchema,
  barcodeLookupSchema,
  barcodeParamSchema,
  equivalentBarcodes,
  LABEL_MESSAGES,
  normaliseBarcode,
} from '@pelote/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/types.ts';
import { notFound } from '../../lib/errors.ts';
import { readRoutes } from '../../lib/read-route.ts';
import { scopeFor } from '../../lib/shop-scope.ts';
import { lotsOfLines } from '../stock/index.ts';
import { KIND_DEFINITIONS } from './article-kinds.ts';
import { findArticleByBarcode } from './barcode-lookup.repository.ts';

const tags = ['articles'];

/**
 * GET /Articles/code-barre/{code}: the article a scan names, as its type's detail answers it, for
 * everyone signed in. With a shop (`magasin`, or a gerant's own), its quantity and lots there come
 * with it. A UPC-A is found under its EAN-13 form and back; a deleted article is not found.
 */
export const barcodeLookupRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const read = readRoutes(app, tags);
  read({
    path: `${BARCODE_PATHS.lookup}/:code`,
    params: barcodeParamSchema,
    query: barcodeLookupQuerySchema,
    response: barcodeLookupSchema,
    run: async ({ user, params, query }) => {
      const magasinId = scopeFor(user, query.magasin);
      const code = normaliseBarcode(params.code);
      const [first = code, ...others] = equivalentBarcodes(code);
      const row = await findArticleByBarcode(db, [first, ...others], magasinId);
      if (!row) throw notFound(LABEL_MESSAGES.productNotFound);
      const type = row.article.type;
      const article = { ...KIND_DEFINITIONS[type].toDto(row), article_type: type };
      if (magasinId === null) return article;
      const line = { magasinId, articleId: row.article.id };
      const lots = await lotsOfLines(db, [line]);
      return { ...article, quantite: row.quantiteStock, bains: lots(line) };
    },
  });
};
