import { defineConfig, devices } from '@playwright/test';
import { findBrowser } from '../scripts/find-browser.mjs';
import { E2E_BASE_URL, E2E_PHONE_BASE_URL, E2E_PHONE_PORT, E2E_PORT } from './support/env.ts';

// End-to-end tests drive the built app served by the real server, on a fresh embedded database, in
// the first Chromium found by scripts/find-browser.mjs (Playwright never downloads one).
const browser = await findBrowser();
// The runner and each of its workers read this file: only the runner says which browser it is.
if (!process.env.TEST_WORKER_INDEX) console.log(`Navigateur : ${browser.label}`);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Runs side by side, each on its own E2E_PORT, keep their traces and screenshots apart.
  outputDir: process.env.E2E_PORT
    ? `../.test-output/playwright-artifacts-${E2E_PORT}`
    : '../.test-output/playwright-artifacts',
  // One worker: the two projects side by side on two cores made pages miss their frames (clicks
  // waiting for a stable element, dialogs left open past 30 s) and both fed one fake camera file.
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // A whole flow (sign in, set up through the API, several screens) took 10 to 30 s on this 2-core
  // machine in the last runs; 30 s cut one that had reached its last screen. Each wait stays 7 s.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: '../.test-output/playwright.json' }]],
  use: {
    baseURL: E2E_BASE_URL,
    locale: 'fr-FR',
    timezoneId: 'Africa/Abidjan',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: browser.executablePath,
      args: [
        ...browser.args,
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  // The suite runs on a desktop, and again on a 360 px wide touch phone, where every page a test
  // visits is also checked for what a phone needs (support/test.ts). A test tagged '@any-size'
  // checks what no screen size changes (a server's answer, the service worker, the outbox's
  // bookkeeping, a second variant of a flow the phone already runs): the phone project leaves it
  // (docs/conventions.md, 'Which tests the phone runs').
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: E2E_BASE_URL },
    },
    {
      name: 'phone',
      use: {
        ...devices['Pixel 5'],
        viewport: { width: 360, height: 740 },
        channel: undefined,
        baseURL: E2E_PHONE_BASE_URL,
      },
      grepInvert: /@any-size/,
    },
  ],
  // One server per project, each on a fresh embedded database (see support/env.ts).
  webServer: [
    { port: E2E_PORT, baseURL: E2E_BASE_URL },
    { port: E2E_PHONE_PORT, baseURL: E2E_PHONE_BASE_URL },
  ].map(({ port, baseURL }) => ({
    command: 'node e2e/support/start-server.mjs',
    cwd: '..',
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    env: { PORT: String(port) },
  })),
});
