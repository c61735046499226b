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
import { pageOf } from '../../lib/page.ts';
import { readRoutes } from '../../lib/read-route.ts';
import { errorsFor, rowErrors } from '../../lib/route-errors.ts';
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
  const read = readRoutes(app, tags);
  read({
    path: CATALOGUE_SUMMARY_PATH,
    response: catalogueSummarySchema,
    errors: errorsFor(401),
    run: async () => {
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
  });

  read({
    path: CATALOGUE_SEARCH_PATH,
    query: catalogueSearchQuerySchema,
    response: catalogueSearchPageSchema,
    errors: rowErrors,
    run: async ({ user, query }) => {
      const { q, page, page_size: pageSize, magasin: magasinId } = query;
      if (magasinId !== undefined) await findShop(db, user, magasinId, SHOP_MESSAGES.notFound);
      if (q === '') return pageOf(0, page, pageSize, []);
      const { count, rows } = await searchCatalogue(db, { q, page, pageSize, magasinId });
      return pageOf(count, page, pageSize, rows);
    },
  });

  read({
    path: `${COMPONENT_SHOP_STOCK_PATH}/:shopId`,
    params: shopParamSchema,
    query: articlePageQuerySchema,
    response: componentStockPageSchema,
    run: async ({ user, params, query }) => {
      const { shopId } = params;
      await findShop(db, user, shopId, SHOP_MESSAGES.notFound);
      const { page, page_size: pageSize } = query;
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
  });
};
