// Benchmark 3 (bench/RESULTS.md, "Web weight and speed"), the returning user: with the service
// worker installed by a first visit, the next visit under a slow phone's conditions — Chrome
// DevTools throttling of 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, CPU 4× slower —
// measured from the navigation's start in the page's own clock:
//   - /login: until the 'Se connecter' button is drawn;
//   - / signed in: until the dashboard figures (four at least) show their numbers (their API answers in).
// Median of RUNS (3) runs, each in a fresh browser profile, against the 300k-sale data set.
//   node bench/web-repeat.mjs                      # this checkout
//   CHECKOUT=/path/to/older/copy node bench/web-repeat.mjs   # the same measure of another commit
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { findBrowser } from '../scripts/find-browser.mjs';
import { machine, startServer } from './lib/server.mjs';
import { buildWebApp, median, signInPage } from './lib/web-dist.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const checkout = path.resolve(process.env.CHECKOUT ?? root);
// The server may come from another copy (SERVER_CHECKOUT) when this one's migrations are unfinished.
const serverCheckout = path.resolve(process.env.SERVER_CHECKOUT ?? checkout);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/pelote_bench';
const credentials = { username: 'direction', password: process.env.BENCH_PASSWORD ?? 'bench-motdepasse' };
const RUNS = Number(process.env.RUNS ?? 3);
const PORT = 3922;

const SLOW_PHONE = {
  network: {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  },
  cpuRate: 4,
};

/**
 * In the page: ms from the navigation's start until what is measured is drawn (checked every frame):
 * 'login', the 'Se connecter' button; 'figures', the dashboard figures (four at least) with their numbers.
 */
async function timeUntil(page, what) {
  const handle = await page.waitForFunction(
    (kind) => {
      let drawn;
      if (kind === 'login') {
        drawn = [...document.querySelectorAll('button')].some((button) =>
          button.textContent?.includes('Se connecter'),
        );
      } else {
        const values = [...document.querySelectorAll('section[aria-labelledby="dashboard-figures"] dd')];
        drawn =
          values.length >= 4 && values.every((value) => !['...', ''].includes(value.textContent?.trim()));
      }
      return drawn ? performance.now() : false;
    },
    what,
    { polling: 'raf', timeout: 60_000 },
  );
  return handle.jsonValue();
}

/** One run: first visit (installs the worker), then the measured visit, throttled. */
async function run(browser, url, route) {
  const context = await browser.newContext({ serviceWorkers: 'allow', locale: 'fr-FR' });
  try {
    const page = await context.newPage();
    const signedIn = route !== '/login';
    if (signedIn) await signInPage(page, url, credentials);
    await page.goto(`${url}${route}`);
    await timeUntil(page, signedIn ? 'figures' : 'login');
    const controlled = await page
      .waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 })
      .then(() => true)
      .catch(() => false);
    await page.close();

    const measured = await context.newPage();
    const cdp = await context.newCDPSession(measured);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_PHONE.network);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuRate });
    // Scripts that really came over the network: not from the service worker, not from the HTTP cache.
    const fromCache = new Set();
    const fromNetwork = [];
    cdp.on('Network.requestServedFromCache', ({ requestId }) => fromCache.add(requestId));
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      if (type !== 'Script' || response.fromServiceWorker || response.fromDiskCache) return;
      if (!fromCache.has(requestId)) fromNetwork.push(response.url);
    });
    await measured.goto(`${url}${route}`, { waitUntil: 'commit' });
    const ms = await timeUntil(measured, signedIn ? 'figures' : 'login');
    return { ms, controlled, scriptsFromNetwork: fromNetwork.length };
  } finally {
    await context.close();
  }
}

const found = await findBrowser();
const browser = await chromium.launch({
  executablePath: found.executablePath,
  args: [...found.args, '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const dist = buildWebApp(checkout);
const server = await startServer({
  databaseUrl,
  port: PORT,
  checkout: serverCheckout,
  env: { WEB_DIST: dist },
});
try {
  console.log(
    `### Visite de retour, service worker installé (150 ms RTT, 1,6 Mbit/s, CPU ×4), médiane de ${RUNS}\n`,
  );
  console.log(`Machine : ${machine()}. Date : ${new Date().toISOString().slice(0, 10)}.\n`);
  console.log(
    '| mesure | médiane (s) | passages (s) | scripts venus du réseau | cible |\n|---|---:|---|---:|---|',
  );
  for (const [label, route, limit] of [
    ['/login : écran de connexion affiché', '/login', 1000],
    ['/ : chiffres du tableau de bord affichés', '/', 2000],
  ]) {
    const runs = [];
    for (let index = 0; index < RUNS; index += 1) runs.push(await run(browser, server.url, route));
    const ms = median(runs.map((one) => one.ms));
    const scripts = Math.max(...runs.map((one) => one.scriptsFromNetwork));
    const all = runs.map((one) => (one.ms / 1000).toFixed(2)).join(' · ');
    const met = ms <= limit ? 'oui' : '**non**';
    const noWorker = runs.some((one) => !one.controlled) ? ' (sans service worker)' : '';
    console.log(
      `| ${label}${noWorker} | ${(ms / 1000).toFixed(2)} | ${all} | ${scripts} | ≤ ${limit / 1000} s : ${met} |`,
    );
  }
} finally {
  await server.stop();
  await browser.close();
  fs.rmSync(dist, { recursive: true, force: true });
}
