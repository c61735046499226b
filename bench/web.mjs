// Benchmark 3 (bench/RESULTS.md, "Web weight and speed"): gzipped JavaScript of the first load of /login
// and of the dashboard, every route chunk, then Lighthouse on /login, /, /ventes, /stock and /clients
// against the 300k-sale data set (median of 3 runs, Lighthouse's default mobile throttling, cold cache).
//   node bench/web.mjs > /tmp/bench-web.md
//   CHECKOUT=/path/to/older/copy node bench/web.mjs   # the same measure of another commit
//   WEIGHTS_ONLY=1 node bench/web.mjs                  # the JavaScript weights only
//   ROUTES=/ventes RUNS=1 DETAILS=1 node bench/web.mjs # one page, and what made its figures (stderr)
//   BENCH_USER=gerant.cocody node bench/web.mjs        # signed in as a shop manager
// Needs the pelote_bench database (user direction) and a Chromium (found by scripts/find-browser.mjs);
// Lighthouse is fetched by npx so that it never lands in package.json. The returning visit, with the
// service worker installed, is bench/web-repeat.mjs. Each run prints what it ran on (Chromium,
// Lighthouse's benchmarkIndex, the machine's load before and after: bench/lib/run-conditions.mjs).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { findBrowser } from '../scripts/find-browser.mjs';
import { launchChromium } from './lib/lighthouse-chromium.mjs';
import { conditionsSummary, loadNow, reportConditions } from './lib/run-conditions.mjs';
import { machine, startServer } from './lib/server.mjs';
import { buildWebApp, median, signInPage } from './lib/web-dist.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const checkout = path.resolve(process.env.CHECKOUT ?? root);
// The server may come from another copy (SERVER_CHECKOUT) when this one's migrations are unfinished.
const serverCheckout = path.resolve(process.env.SERVER_CHECKOUT ?? checkout);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/pelote_bench';
// BENCH_USER=gerant.cocody: a shop manager, whose layout keeps the shop's copy for selling offline
// (about 3,000 articles and 20,000 clients on the 300k data set); direction by default.
const credentials = {
  username: process.env.BENCH_USER ?? 'direction',
  password: process.env.BENCH_PASSWORD ?? 'bench-motdepasse',
};
// CHROME_PATH (Lighthouse's name for it) when set, else the Chromium the end-to-end tests find.
const browser = process.env.CHROME_PATH
  ? { executablePath: process.env.CHROME_PATH, args: [] }
  : await findBrowser();
const chromePath = browser.executablePath;
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', ...browser.args];
const RUNS = Number(process.env.RUNS ?? 3);
const PRIOR_VISIT = Boolean(process.env.PRIOR_VISIT);
const PORT = 3921;
const DEBUG_PORT = 9231;

const kB = (bytes) => (bytes / 1024).toFixed(1);
const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

/** Adds to `files` the chunk of manifest `key` and everything it imports statically. */
function addClosure(manifest, key, files) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) addClosure(manifest, imported, files);
  return files;
}

/** What index.html makes the browser fetch before any route runs: entry script and modulepreloads. */
function initialAssets(dist) {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const refs = (pattern) => [...html.matchAll(pattern)].map((match) => match[1].replace(/^\//, ''));
  return {
    js: new Set([
      ...refs(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
      ...refs(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
    ]),
    css: refs(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g),
  };
}

function weights(dist) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const initial = initialAssets(dist);
  const total = (files) => [...files].reduce((sum, file) => sum + gzipSize(path.join(dist, file)), 0);
  // A route's first load: the initial JS plus the lazy chunks the router imports for it.
  const routeLoad = (...sources) =>
    sources.reduce((files, source) => addClosure(manifest, source, files), new Set(initial.js));
  // Signed-in pages always come after the shell (app-layout), so what they add is counted beyond it.
  const publicPages = ['login-page', 'verify-email-page', 'not-found-page', 'app-layout'];
  const shell = routeLoad('src/app/app-layout.tsx');
  const loadedBefore = (source) => (publicPages.some((name) => source.includes(name)) ? initial.js : shell);
  const routeChunks = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isDynamicEntry)
    .map(([source, chunk]) => ({
      source,
      raw: fs.statSync(path.join(dist, chunk.file)).size,
      gzip: gzipSize(path.join(dist, chunk.file)),
      // What visiting it downloads: its chunk and the imports not already loaded.
      added: total(
        [...addClosure(manifest, source, new Set())].filter((file) => !loadedBefore(source).has(file)),
      ),
    }))
    .sort((a, b) => b.added - a.added);
  const allCss = fs.readdirSync(path.join(dist, 'assets')).filter((file) => file.endsWith('.css'));
  return {
    initial: total(initial.js),
    login: total(routeLoad('src/features/auth/login-page.tsx')),
    // The signed-in shell (app-layout) is lazy too, and loaded before the dashboard.
    dashboard: total(routeLoad('src/app/app-layout.tsx', 'src/features/dashboard/dashboard-page.tsx')),
    initialCss: total(initial.css),
    allCss: total(allCss.map((file) => `assets/${file}`)),
    routeChunks,
  };
}

/**
 * Signs the browser in as a returning user (bench/lib/web-dist.mjs signInPage: cookies and the two
 * localStorage keys; on /api/health, so no app file is cached and Lighthouse's load stays cold).
 */
async function signIn(url, route) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${DEBUG_PORT}`);
  const page = await browser.contexts()[0].newPage();
  await signInPage(page, url, credentials);
  if (PRIOR_VISIT) await forgetAllButStorage(page, url, route);
  await page.close();
  await browser.close(); // disconnects; the browser keeps running for Lighthouse
}

/**
 * PRIOR_VISIT=1: the page was opened once before, as on a returning user's phone, so the device
 * holds what the app keeps between visits (the calls the address makes as it opens,
 * apps/web/src/lib/early-requests.ts). Then the service worker, its caches and the HTTP cache are
 * emptied: the measured load stays cold, only the browser storage is kept.
 */
async function forgetAllButStorage(page, url, route) {
  await page.goto(`${url}${route}`);
  await page.waitForFunction(() => localStorage.getItem('pelote.premieres-requetes') !== null);
  await page.waitForTimeout(1_000);
  await page.evaluate(async () => {
    for (const registration of await navigator.serviceWorker.getRegistrations())
      await registration.unregister();
    for (const key of await caches.keys()) await caches.delete(key);
  });
  await page.goto(`${url}/api/health`);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

/** One Lighthouse run on a fresh browser; signed-in routes keep the storage we just set. */
async function lighthouse(url, route, signedIn) {
  // A Chromium of our own, so that we can sign it in before Lighthouse attaches to it (--port).
  const browser = await launchChromium({ chromePath, chromeFlags, port: DEBUG_PORT });
  // KEEP_REPORT=/tmp/x keeps each report as /tmp/x-<page>.json.
  const out = process.env.KEEP_REPORT
    ? `${process.env.KEEP_REPORT}-${route.replace(/\W/g, '') || 'root'}.json`
    : path.join(os.tmpdir(), `pelote-lh-${process.pid}.json`);
  try {
    if (signedIn) await signIn(url, route);
    const args = ['-y', 'lighthouse@12', `${url}${route}`, `--port=${DEBUG_PORT}`, '--quiet'];
    args.push('--only-categories=performance', '--output=json', `--output-path=${out}`);
    if (signedIn) args.push('--disable-storage-reset');
    // LANTERN_DEBUG=1 KEEP_REPORT=/tmp/x: also the trace and Lighthouse's simulated timelines
    // (/tmp/x-<page>-*.trace.json), to see which requests and tasks its LCP estimate waited for.
    if (process.env.LANTERN_DEBUG && process.env.KEEP_REPORT) args.push('--save-assets');
    execFileSync('npx', args, { stdio: ['ignore', 'ignore', 'pipe'], timeout: 180_000 });
    const report = JSON.parse(fs.readFileSync(out, 'utf8'));
    const audit = (id) => report.audits[id].numericValue;
    if (process.env.DETAILS) printDetails(route, report);
    return {
      route,
      finalPath: new URL(report.finalDisplayedUrl).pathname,
      score: report.categories.performance.score,
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      ...reportConditions(report, browser.version),
    };
  } finally {
    if (!process.env.KEEP_REPORT) fs.rmSync(out, { force: true });
    await browser.stop();
  }
}

/**
 * DETAILS=1: what made a run's figures — the LCP element and its phases, the layout shifts, the
 * long main-thread tasks and the scripts' CPU time — to find what to change on a page.
 */
function printDetails(route, report) {
  const items = (id) => report.audits[id]?.details?.items ?? [];
  const lcp = items('largest-contentful-paint-element');
  console.error(`\n— ${route} : score ${report.categories.performance.score}`);
  for (const id of [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
  ])
    console.error(`  ${id}: ${report.audits[id].displayValue}`);
  // The unthrottled load Lighthouse simulates from: what ended before these moments is in the graph.
  const observed = report.audits.metrics?.details?.items?.[0] ?? {};
  console.error(
    `  observé sans limitation : FCP ${Math.round(observed.observedFirstContentfulPaint)} ms, LCP ${Math.round(observed.observedLargestContentfulPaint)} ms`,
  );
  const element = lcp[0]?.items?.[0]?.node;
  if (element) console.error(`  élément LCP : ${element.snippet} (${element.nodeLabel})`);
  for (const phase of lcp[1]?.items ?? [])
    console.error(`    ${phase.phase}: ${Math.round(phase.timing)} ms`);
  for (const shift of items('layout-shifts'))
    console.error(`  décalage ${shift.score.toFixed(3)} : ${shift.node?.snippet ?? '?'}`);
  for (const task of items('long-tasks'))
    console.error(
      `  tâche longue ${Math.round(task.duration)} ms à ${Math.round(task.startTime)} ms : ${task.url}`,
    );
  for (const request of items('network-requests'))
    console.error(
      `  requête ${Math.round(request.networkRequestTime)}→${Math.round(request.networkEndTime)} ms ${request.resourceType} ${(request.transferSize / 1024).toFixed(1)} Kio : ${request.url}`,
    );
  for (const script of items('bootup-time').slice(0, 6))
    console.error(
      `  script ${Math.round(script.total)} ms (évaluation ${Math.round(script.scripting)}) : ${script.url}`,
    );
}

/** Lighthouse sometimes fails a trace (NO_NAVSTART) on a slow machine: one run is tried 3 times. */
let failedRuns = 0;
async function retried(run) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      failedRuns += 1;
      if (attempt === 3) throw error;
      console.error(`Lighthouse a échoué, nouvel essai : ${String(error.stderr ?? error).trim()}`);
    }
  }
}

function printWeights(weight) {
  const ok = (value, limit) => (value <= limit * 1024 ? 'oui' : '**non**');
  // A page's own chunk (the router's lazy routes); a chart or a dialog loaded inside a page is not one.
  const pages = weight.routeChunks.filter((chunk) => /(page|layout)\.tsx$/.test(chunk.source));
  const largest = pages.reduce((top, chunk) => (chunk.gzip > top.gzip ? chunk : top));
  console.log('### Poids du JavaScript (gzip niveau 9)\n');
  console.log('| chargement | JS gzip (Kio) | cible |\n|---|---:|---|');
  console.log(
    `| JS initial (index.html : entrée + modulepreload) | ${kB(weight.initial)} | ≤ 150 : ${ok(weight.initial, 150)} |`,
  );
  console.log(`| /login (initial + login-page) | ${kB(weight.login)} | |`);
  console.log(`| / (initial + app-layout + dashboard-page) | ${kB(weight.dashboard)} | |`);
  console.log(
    `| plus gros morceau de page (${largest.source.replace(/^src\//, '')}) | ${kB(largest.gzip)} | ≤ 60 : ${ok(largest.gzip, 60)} |`,
  );
  console.log(`| CSS initiale (gzip) | ${kB(weight.initialCss)} | |`);
  console.log(`| CSS, tous fichiers (gzip) | ${kB(weight.allCss)} | |\n`);
  console.log(
    'Morceaux chargés à la demande par le routeur. « Ajouté » : gzip du morceau et de ses imports pas encore chargés (après le JS initial, et après la coquille app-layout pour les pages connectées).\n',
  );
  console.log('| morceau | brut (Kio) | gzip (Kio) | ajouté, gzip (Kio) |\n|---|---:|---:|---:|');
  for (const chunk of weight.routeChunks)
    console.log(`| ${chunk.source} | ${kB(chunk.raw)} | ${kB(chunk.gzip)} | ${kB(chunk.added)} |`);
}

async function measurePages(url) {
  console.log(
    `\n### Lighthouse 12, mobile (limitation simulée par défaut), médiane de ${RUNS} passages, connecté en ${credentials.username}\n`,
  );
  console.log(
    '| page | score | LCP (s) | TBT (ms) | CLS | page finale | cibles (score ≥ 0,9, LCP ≤ 2,5 s) | benchmarkIndex |',
  );
  console.log('|---|---:|---:|---:|---:|---|---|---:|');
  const all = [];
  const routes = process.env.ROUTES?.split(',') ?? ['/login', '/', '/ventes', '/stock', '/clients'];
  for (const route of routes) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1)
      runs.push(await retried(() => lighthouse(url, route, route !== '/login')));
    all.push(...runs);
    const m = (key) => median(runs.map((r) => r[key]));
    const finals = [...new Set(runs.map((r) => r.finalPath))].join(', ');
    const met = m('score') >= 0.9 && m('lcp') <= 2500 ? 'oui' : '**non**';
    const indexes = runs.map((r) => r.benchmarkIndex).filter((value) => typeof value === 'number');
    const index = indexes.length > 0 ? Math.round(median(indexes)) : '?';
    console.log(
      `| ${route} | ${m('score').toFixed(2)} | ${(m('lcp') / 1000).toFixed(2)} | ${m('tbt').toFixed(0)} | ${m('cls').toFixed(3)} | ${finals} | ${met} | ${index} |`,
    );
  }
  return all;
}

const dist = buildWebApp(checkout);
console.log('## 3. Poids et vitesse du web\n');
console.log(
  `Machine : ${machine()}. Date : ${new Date().toISOString().slice(0, 10)}. Commande : \`node bench/web.mjs\`.\n`,
);
printWeights(weights(dist));
// WEIGHTS_ONLY=1: the weights alone, in seconds (no server, no Lighthouse) — to follow a change.
if (process.env.WEIGHTS_ONLY) {
  fs.rmSync(dist, { recursive: true, force: true });
  process.exit(0);
}
const server = await startServer({
  databaseUrl,
  port: PORT,
  checkout: serverCheckout,
  env: { WEB_DIST: dist },
});
try {
  const before = loadNow();
  const runs = await measurePages(server.url);
  const after = loadNow();
  console.log(`\nPassages Lighthouse ratés puis refaits : ${failedRuns}.\n`);
  console.log(conditionsSummary({ before, after, runs }));
} finally {
  await server.stop();
  fs.rmSync(dist, { recursive: true, force: true });
}
