import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/types.ts';
import { labelsRoutes } from '../labels/index.ts';
import { KIND_DEFINITIONS } from './article-kinds.ts';
import { barcodeLookupRoutes } from './barcode-lookup.routes.ts';
import { catalogueRoutes } from './catalogue.routes.ts';
import { kindRoutes } from './kind.routes.ts';

/**
 * The catalogue: the six product types and the pouch components, each with
 * list, create, edit, detail and delete (paths in ARTICLE_KINDS of @pelote/shared), plus the
 * overview, the search, a shop's component stock, the lookup by barcode and the label PDFs.
 */
export const articlesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  await app.register(kindRoutes(KIND_DEFINITIONS.laine), { db });
  await app.register(kindRoutes(KIND_DEFINITIONS.accessoire), { db });
  await app.register(kindRoutes(KIND_DEFINITIONS.habit), { db });
  await app.register(kindRoutes(KIND_DEFINITIONS.trousse), { db });
  await app.register(kindRoutes(KIND_DEFINITIONS.kit), { db });
  await app.register(kindRoutes(KIND_DEFINITIONS.machine), { db });
  await app.register(kindRoutes(KIND_DEFINITIONS.composant), { db });
  await app.register(catalogueRoutes, { db });
  await app.register(barcodeLookupRoutes, { db });
  // The label sheets: of chosen articles, and of a delivery (under /Mouvements/entrees).
  await app.register(labelsRoutes, { db });
};
