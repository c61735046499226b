import {
  ARTICLE_KINDS,
  articlePageQuerySchema,
  CATALOGUE_SEARCH_PATH,
  CATALOGUE_SUMMARY_PATH,
  CATALOGUE_TYPES,
  COMPONENT_SHOP_STOCK_PATH,
  catalogueSearchPageSchema,
  catalogueSearchQuerySchema,
  catalogueSummarySchema,
  componentStockPageSchema,
  SHOP_MESSAGES,
} from '@pelote/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/types.ts';
import { currentUser } from '../../lib/access.ts';
import { pageOf } from '../../lib/page.ts';
import { errorsFor, refusalErrors, rowErrors } from '../../lib/route-errors.ts';
import { findShop } from '../../lib/shop-scope.ts';
import { componentMapper } from './articles.mappers.ts';
import { catalogueSummary, listComponentStock, searchCatalogue } from './catalogue.repository.ts';

const tags = ['articles'];
const shopParamSchema = z.object({
  shopId: z.coerce
    .number({ error: 'Identifiant de magasin invalide' })
    .int('Identifiant de magasin invalide')
    .min(1, 'Identifiant de magasin invalide')
    .max(2_147_483_647, 'Identifiant de magasin invalide'),
});

/**
 * The catalogue overview and search (/catalogue screen), and a shop's pouch component stock
 * (`list-trousseComposant/{shopId}`).
 */
export const catalogueRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    CATALOGUE_SUMMARY_PATH,
    { schema: { tags, response: { 200: catalogueSummarySchema, ...errorsFor(401) } } },
    async () => {
      const rows = await catalogueSummary(db);
      return CATALOGUE_TYPES.map((type) => {
        const row = rows.find((r) => r.type === type);
        return {
          type,
          count: row?.count ?? 0,
          prix_min: row ? row.prixMin : null,
          prix_max: row ? row.prixMax : null,
        };
      });
    },
  );

  app.get(
    CATALOGUE_SEARCH_PATH,
    {
      schema: {
        tags,
        querystring: catalogueSearchQuerySchema,
        response: { 200: catalogueSearchPageSchema, ...refusalErrors },
      },
    },
    async (request) => {
      const { q, page, page_size: pageSize } = request.query;
      if (q === '') return pageOf(0, page, pageSize, []);
      const { count, rows } = await searchCatalogue(db, { q, page, pageSize });
      return pageOf(count, page, pageSize, rows);
    },
  );

  app.get(
    `${COMPONENT_SHOP_STOCK_PATH}/:shopId`,
    {
      schema: {
        tags,
        params: shopParamSchema,
        querystring: articlePageQuerySchema,
        response: { 200: componentStockPageSchema, ...rowErrors },
      },
    },
    async (request) => {
      const { shopId } = request.params;
      await findShop(db, currentUser(request), shopId, SHOP_MESSAGES.notFound);
      const { page, page_size: pageSize } = request.query;
      const { count, rows } = await listComponentStock(db, { magasinId: shopId, page, pageSize });
      const results = rows.map(({ stock, article }) => {
        const component = componentMapper.toDto({ article, quantiteStock: stock.quantite });
        return {
          ...component,
          id: stock.id,
          object_id: article.id,
          article_name: article.nom,
          article_type: ARTICLE_KINDS.composant.type,
          magasin: stock.magasinId,
          quantite: stock.quantite,
          quantite_stock: stock.quantite,
          quantite_seuil: stock.quantiteSeuil,
        };
      });
      return pageOf(count, page, pageSize, results);
    },
  );
};
