import os from 'node:os';
import { defineConfig } from 'vitest/config';

// One test run, five projects (`scripts` tests the test tooling itself). The API suite runs twice: once
// on embedded PGlite, once on the PostgreSQL server of TEST_DATABASE_URL (each test file gets its own
// database; scripts/test.mjs finds or starts that server).
const apiInclude = ['apps/server/src/**/*.test.ts'];
// The API files share their worker's modules (isolate: false): the server's imports (Fastify, drizzle,
// PGlite's WebAssembly) load once per worker instead of once per file. Each file still builds its
// own app on its own database, and no API test mocks a module or a global.
const apiShared = { isolate: false } as const;

export default defineConfig({
  test: {
    // At least two workers, even on two cores (Vitest's default there is one): an API file spends
    // much of its time waiting on PostgreSQL, on argon2's threads or on its own timers, and another
    // file runs meanwhile. The whole run on this 2-core machine: 518 s with one, 310 s with two
    // (bench/RESULTS.md, section 10).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'scripts',
          include: ['scripts/**/*.test.mjs'],
          environment: 'node',
        },
      },
      './apps/web/vitest.config.ts',
      {
        test: {
          name: 'api-pglite',
          include: apiInclude,
          ...apiShared,
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          env: { PELOTE_TEST_DB: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api-postgres',
          include: apiInclude,
          ...apiShared,
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          env: { PELOTE_TEST_DB: 'postgres' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
