import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { type App, buildApp } from '../app.ts';

/** An app built on a test database with extra routes, for the tests of what wraps every route. */

export type AppWithRoutes = { t: TestApp; app: App };

/**
 * Builds, before the file's tests, an app on a fresh test database with `logger`, adds `routes`
 * (they may use the database through `t`) and closes both after the tests.
 */
export function useAppWithRoutes(
  logger: Parameters<typeof buildApp>[0]['logger'],
  routes: (context: AppWithRoutes) => void,
): AppWithRoutes {
  const context = {} as AppWithRoutes;
  beforeAll(async () => {
    const t = await createTestApp();
    context.t = t;
    context.app = await buildApp({
      db: t.db,
      config: t.config,
      jwtSecret: t.jwtSecret,
      mailer: { send: async () => {} },
      logger,
    });
    routes(context);
    await context.app.ready();
  }, 60_000);
  afterAll(async () => {
    await context.app?.close();
    await context.t?.close();
  });
  return context;
}
