import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Db } from './db/types.ts';
import { answerFrameworkError, registerErrorHandler } from './lib/error-handler.ts';
import { setExportReader } from './lib/export-reader.ts';
import { loggerOptions } from './lib/log-serializers.ts';
import type { Mailer } from './lib/mailer.ts';
import { registerResponseHeaders } from './lib/response-headers.ts';
import { serializerCompiler } from './lib/response-serializer.ts';
import { inlineScriptSources, registerWebApp } from './lib/static-web.ts';
import { uploadsRoutes } from './lib/uploads.ts';
import { articlesRoutes } from './modules/articles/index.ts';
import { authPlugin, authRoutes, rateLimitStore } from './modules/auth/index.ts';
import { clientsRoutes } from './modules/clients/index.ts';
import { costsRoutes, costVisibility } from './modules/costs/index.ts';
import { countsRoutes } from './modules/counts/index.ts';
import { dashboardRoutes } from './modules/dashboard/index.ts';
import { discountsRoutes } from './modules/discounts/index.ts';
import { entriesRoutes } from './modules/entries/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { importsRoutes } from './modules/imports/index.ts';
import { journalRoutes } from './modules/journal/index.ts';
import { layawaysRoutes } from './modules/layaways/index.ts';
import { offlineRoutes } from './modules/offline/index.ts';
import { priceListsRoutes } from './modules/price-lists/index.ts';
import { purchaseOrderStepsRoutes, purchaseOrdersRoutes } from './modules/purchase-orders/index.ts';
import { receiptsRoutes } from './modules/receipts/index.ts';
import { reconciliationRoutes } from './modules/reconciliation/index.ts';
import { reorderRoutes } from './modules/reorder/index.ts';
import { returnsRoutes } from './modules/returns/index.ts';
import { salesRoutes } from './modules/sales/index.ts';
import { shopPhotoRoutes, shopsRoutes } from './modules/shops/index.ts';
import { stockRoutes } from './modules/stock/index.ts';
import { suppliersRoutes } from './modules/suppliers/index.ts';
import { tillRoutes } from './modules/till/index.ts';
import { transfersRoutes } from './modules/transfers/index.ts';
import { usersRoutes } from './modules/users/index.ts';
import { openapiOptions } from './openapi/document.ts';

export type AppDeps = {
  db: Db;
  config: Config;
  /** Secret that signs access tokens (from JWT_SECRET or generated into DATA_DIR). */
  jwtSecret: string;
  mailer: Mailer;
  logger?: FastifyServerOptions['logger'];
  /**
   * Where the statistics and the exports read: a read-only pool on DATABASE_REPLICA_URL when it is
   * set (db/client.ts, openReadReplica), else `db`. A report route takes `readDb` beside `db`.
   */
  readDb?: Db;
};

const API_BODY_LIMIT = 1024 * 1024;

/** Builds the whole application: the server listens to it, the tests inject into it. */
export async function buildApp(deps: AppDeps) {
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(deps.config.logLevel),
    bodyLimit: API_BODY_LIMIT,
    trustProxy: deps.config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // 'wasm-unsafe-eval' lets the page compile WebAssembly (the barcode decoder Pelote serves
        // itself, for phones without a native BarcodeDetector); it does not allow eval() of scripts.
        // Plus the web app's own inline script, by its hash (lib/static-web.ts).
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...inlineScriptSources(deps.config.webDistDir)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The installable app: its service worker (sw.js and the Workbox runtime) and its manifest;
        // the offline upkeep's worker (apps/web/src/features/offline/upkeep.worker.ts).
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: deps.config.cookieSecure ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: deps.config.cookieSecure,
  });
  registerResponseHeaders(app);
  await app.register(fastifyCookie);
  // Per-address limits: shared by every process through Redis (REDIS_URL), else in this process.
  const limits = deps.config.redisUrl ? rateLimitStore(deps.config.redisUrl, app.log) : null;
  if (limits) {
    app.addHook('onClose', async () => limits.close());
    await limits.ready(2_000);
  }
  await app.register(fastifyRateLimit, { global: false, ...(limits ? { store: limits.store } : {}) });
  await app.register(fastifySwagger, openapiOptions());
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(authPlugin, { db: deps.db, jwtSecret: deps.jwtSecret });
  await app.register(costVisibility);

  await app.register(healthRoutes, { prefix: '/api', db: deps.db });
  await app.register(authRoutes, { prefix: '/api', ...deps });
  await app.register(usersRoutes, { prefix: '/api', db: deps.db });
  await app.register(articlesRoutes, { prefix: '/api', db: deps.db });
  await app.register(shopsRoutes, { prefix: '/api', db: deps.db });
  await app.register(shopPhotoRoutes, { prefix: '/api', db: deps.db });
  await app.register(uploadsRoutes, { dataDir: deps.config.dataDir });
  await app.register(clientsRoutes, { prefix: '/api', db: deps.db });
  await app.register(stockRoutes, { prefix: '/api', db: deps.db });
  await app.register(entriesRoutes, { prefix: '/api', db: deps.db });
  await app.register(salesRoutes, { prefix: '/api', db: deps.db });
  await app.register(returnsRoutes, { prefix: '/api', db: deps.db });
  await app.register(layawaysRoutes, { prefix: '/api', db: deps.db });
  await app.register(dashboardRoutes, { prefix: '/api', db: deps.db, readDb: deps.readDb ?? deps.db });
  await app.register(journalRoutes, { prefix: '/api', db: deps.db });
  await app.register(tillRoutes, { prefix: '/api', db: deps.db });
  await app.register(importsRoutes, { prefix: '/api', db: deps.db });
  await app.register(transfersRoutes, { prefix: '/api', db: deps.db });
  await app.register(countsRoutes, { prefix: '/api', db: deps.db });
  await app.register(suppliersRoutes, { prefix: '/api', db: deps.db });
  await app.register(discountsRoutes, { prefix: '/api', db: deps.db });
  await app.register(receiptsRoutes, { prefix: '/api', db: deps.db });
  await app.register(priceListsRoutes, { prefix: '/api', db: deps.db });
  await app.register(purchaseOrdersRoutes, { prefix: '/api', db: deps.db });
  await app.register(reconciliationRoutes, { prefix: '/api', db: deps.db });
  await app.register(purchaseOrderStepsRoutes, { prefix: '/api', db: deps.db });
  await app.register(reorderRoutes, { prefix: '/api', db: deps.db });
  await app.register(offlineRoutes, { prefix: '/api', db: deps.db });
  await app.register(costsRoutes, { prefix: '/api', db: deps.db, readDb: deps.readDb ?? deps.db });
  setExportReader(deps.db, deps.readDb ?? deps.db);

  await registerWebApp(app, deps.config.webDistDir);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
