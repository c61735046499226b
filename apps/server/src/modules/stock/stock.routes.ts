import {
  idParamSchema,
  movementsPageSchema,
  movementsQuerySchema,
  STOCK_MESSAGES,
  STOCK_PATHS,
  STOCK_PRODUCT_TYPE_OF,
  STOCK_PRODUCT_TYPES,
  STOCK_PRODUCTS_LIMIT,
  stockAddSchema,
  stockAdjustmentSchema,
  stockAlertsPageSchema,
  stockAlertsQuerySchema,
  stockLineSchema,
  stockLinesPageSchema,
  stockLinesQuerySchema,
  stockProductsQuerySchema,
  stockProductsSchema,
  withCsvFormat,
} from '@pelote/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/types.ts';
import { sendCsv } from '../../lib/csv-stream.ts';
import { pageOf } from '../../lib/page.ts';
import { readRoutes } from '../../lib/read-route.ts';
import { findShop, scopeFor } from '../../lib/shop-scope.ts';
import { writeRoutes } from '../../lib/write-route.ts';
import { journalContext } from '../journal/index.ts';
import { movementsCsv } from './movements.export.ts';
import { listMovements } from './movements.repository.ts';
import { listAlerts, listShopLines, listStockProducts } from './stock.repository.ts';
import { addStock, adjustStock } from './stock.service.ts';
import { stockLinesCsv } from './stock-lines.export.ts';

const tags = ['stock'];
const productTypeParamSchema = z.object({
  type: z.enum(STOCK_PRODUCT_TYPES, {
    error: "Type d'article inconnu : laines, accessoires, habits, trousses, kits ou machines",
  }),
});

/**
 * Stock per shop (docs/architecture.md, 'Stock is a ledger'): adding stock and adjusting it go through the
 * ledger; the reads are a shop's lines, the add-stock picker, the alerts and the ledger itself.
 * A gerant reaches only their own shop.
 */
export const stockRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const write = writeRoutes(app, db, journalContext, tags);
  write({
    method: 'POST',
    path: STOCK_PATHS.add,
    body: stockAddSchema,
    status: 201,
    response: stockLineSchema,
    scope: 'stock-ajout',
    run: (ctx, { body }) => addStock(ctx, body),
  });

  write({
    method: 'POST',
    path: STOCK_PATHS.adjustments,
    body: stockAdjustmentSchema,
    status: 201,
    response: stockLineSchema,
    permission: 'stock:adjust',
    scope: 'stock-ajustement',
    run: (ctx, { body }) => adjustStock(ctx, body),
  });

  await app.register(stockReadRoutes, { db });
};

/** The stock's reads: a shop's lines, the add-stock picker, the alerts and the ledger. */
const stockReadRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const read = readRoutes(app, tags);
  read({
    path: `${STOCK_PATHS.shopLines}/:id`,
    params: idParamSchema,
    query: withCsvFormat(stockLinesQuerySchema),
    response: stockLinesPageSchema,
    run: async ({ user, params, query }, reply) => {
      const { id } = params;
      await findShop(db, user, id, STOCK_MESSAGES.shopNotFound);
      const { page, page_size: pageSize, type, q, format } = query;
      if (format === 'csv') return sendCsv(reply, stockLinesCsv(db, { magasinId: id, type, q }));
      const { count, rows, totals } = await listShopLines(db, { magasinId: id, type, q, page, pageSize });
      return { ...pageOf(count, page, pageSize, rows), totals };
    },
  });

  read({
    path: `${STOCK_PATHS.products}/:type`,
    params: productTypeParamSchema,
    query: stockProductsQuerySchema,
    response: stockProductsSchema,
    run: async ({ user, params, query }) => {
      const { magasin, q } = query;
      if (magasin !== undefined) await findShop(db, user, magasin, STOCK_MESSAGES.shopNotFound);
      const scope = scopeFor(user, magasin);
      const { type } = params;
      const rows = await listStockProducts(db, {
        type: STOCK_PRODUCT_TYPE_OF[type],
        magasinId: scope,
        q,
        limit: STOCK_PRODUCTS_LIMIT,
      });
      return { success: true as const, items: rows.map((row) => ({ ...row, type })) };
    },
  });

  read({
    path: STOCK_PATHS.alerts,
    query: stockAlertsQuerySchema,
    response: stockAlertsPageSchema,
    run: async ({ user, query }) => {
      const { magasin, type, page, page_size: pageSize } = query;
      const scope = scopeFor(user, magasin);
      const { count, items, resume } = await listAlerts(db, { magasinId: scope, type, page, pageSize });
      return { ...pageOf(count, page, pageSize, items), resume };
    },
  });

  read({
    path: STOCK_PATHS.movements,
    query: withCsvFormat(movementsQuerySchema),
    response: movementsPageSchema,
    run: async ({ user, query }, reply) => {
      const scope = scopeFor(user, query.magasin);
      const filters = {
        magasinId: scope,
        articleId: query.article,
        type: query.type,
        kind: query.kind,
        dateDebut: query.date_debut,
        dateFin: query.date_fin,
      };
      if (query.format === 'csv') return sendCsv(reply, movementsCsv(db, filters));
      const { count, rows } = await listMovements(db, filters, {
        page: query.page,
        pageSize: query.page_size,
      });
      return pageOf(count, query.page, query.page_size, rows);
    },
  });
};
