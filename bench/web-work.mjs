// The main thread's work during a signed-in page's load, for two builds side by side
// (bench/RESULTS.md, section 3). Lighthouse's score on this machine moves with the machine's speed
// from one hour to the next (its benchmarkIndex went from 1,250 to 2,760 in one day), which hides a
// change worth 10 % of the work. This measures both builds in turns, in one run, with no throttling:
// each pair (one load of each) is taken under the same conditions, and the pairs' differences are
// what tell the builds apart.
//   BASE=/path/to/older/copy ROUTES=/,/stock RUNS=10 node bench/web-work.mjs
//   node bench/web-work.mjs             # this checkout alone
//   BENCH_USER=gerant.cocody ...        # signed in as a shop manager (the shop's copy kept)
// For each load, until the page has been quiet for 3 s: the CPU time the renderer processes used
// (what the page cost the machine, whether or not its thread had to wait for a core), and from a
// Chromium trace of the page's main thread all its tasks, the tasks of 12.5 ms or more (long once Lighthouse's CPU ×4 is applied), and
// their blocking time at ×4 (the sum of 4 × duration − 50 ms), the simulated TBT's raw material.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { findBrowser } from '../scripts/find-browser.mjs';
import { startServer } from './lib/server.mjs';
import { buildWebApp, median, signInPage } from './lib/web-dist.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/pelote_bench';
// BENCH_USER=gerant.cocody: a shop manager, whose layout keeps the shop's copy for selling offline
// (about 3,000 articles and 20,000 clients on the 300k data set); direction by default.
const credentials = {
  username: process.env.BENCH_USER ?? 'direction',
  password: process.env.BENCH_PASSWORD ?? 'bench-motdepasse',
};
const RUNS = Number(process.env.RUNS ?? 10);
const ROUTES = (process.env.ROUTES ?? '/,/stock').split(',');
const QUIET_MS = 3_000;
/** TRACE=1: also the main thread's tasks, from a trace (which costs the page time of its own). */
const TRACE = Boolean(process.env.TRACE);
/** A task this long becomes a 50 ms long task under Lighthouse's CPU ×4. */
const LONG_AT_X4_MS = 12.5;

const builds = [
  ...(process.env.BASE ? [{ name: 'avant', checkout: path.resolve(process.env.BASE) }] : []),
  { name: process.env.BASE ? 'après' : 'ce dépôt', checkout: root },
];

/** The page's main thread: the renderer thread that ran the most tasks. */
function mainThreadTasks(events) {
  const time = new Map();
  for (const event of events)
    if (event.name === 'RunTask' && event.ph === 'X') {
      const key = `${event.pid}:${event.tid}`;
      time.set(key, (time.get(key) ?? 0) + event.dur);
    }
  const [main] = [...time].sort((a, b) => b[1] - a[1])[0];
  return events
    .filter((event) => event.name === 'RunTask' && event.ph === 'X' && `${event.pid}:${event.tid}` === main)
    .map((event) => event.dur / 1000);
}

/** CPU seconds used so far by the browser's renderer processes (robust to the thread waiting its turn). */
async function rendererCpu(cdp) {
  const { processInfo } = await cdp.send('SystemInfo.getProcessInfo');
  return processInfo.filter((info) => info.type === 'renderer').reduce((sum, info) => sum + info.cpuTime, 0);
}

async function tracedTasks(browser, trace) {
  await browser.stopTracing();
  const tasks = mainThreadTasks(JSON.parse(fs.readFileSync(trace, 'utf8')).traceEvents);
  fs.rmSync(trace, { force: true });
  return tasks;
}

async function measure(browser, url, route) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await signInPage(page, url, credentials);
  const trace = path.join(os.tmpdir(), `pelote-work-${process.pid}.json`);
  const cdp = await browser.newBrowserCDPSession();
  const cpuBefore = await rendererCpu(cdp);
  if (TRACE)
    await browser.startTracing(page, {
      path: trace,
      categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline'],
    });
  await page.goto(`${url}${route}`);
  // Quiet: no request for QUIET_MS (the idle work after the first screen included).
  let last = Date.now();
  page.on('request', () => {
    last = Date.now();
  });
  page.on('requestfinished', () => {
    last = Date.now();
  });
  while (Date.now() - last < QUIET_MS) await page.waitForTimeout(250);
  const lcp = await page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? null)).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        });
        setTimeout(() => resolve(null), 1_000);
      }),
  );
  const cpu = (await rendererCpu(cdp)) - cpuBefore;
  await cdp.detach();
  const tasks = TRACE ? await tracedTasks(browser, trace) : [];
  await context.close();
  const long = tasks.filter((duration) => duration >= LONG_AT_X4_MS);
  return {
    total: TRACE ? tasks.reduce((sum, duration) => sum + duration, 0) : null,
    long: TRACE ? long.length : null,
    blocking: TRACE ? long.reduce((sum, duration) => sum + Math.max(0, 4 * duration - 50), 0) : null,
    lcp,
    cpu: cpu * 1000,
  };
}

/** The middle half of the values: 'low–high' (quartiles). */
const spread = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `${round(sorted[Math.floor(sorted.length / 4)])}–${round(sorted[Math.floor((3 * sorted.length) / 4)])}`;
};

const round = (value) => (value === null || value === undefined ? '?' : String(Math.round(value)));

const prepared = [];
try {
  for (const [index, build] of builds.entries()) {
    const dist = buildWebApp(build.checkout);
    const server = await startServer({ databaseUrl, port: 3941 + index, env: { WEB_DIST: dist } });
    prepared.push({ ...build, dist, server });
  }
  const { executablePath, args } = await findBrowser();
  const browser = await chromium.launch({ executablePath, args });
  console.log(
    `## Travail du fil principal, ${RUNS} chargements par page et par version, en alternance, connecté en ${credentials.username}\n`,
  );
  console.log(
    `Machine : ${os.cpus()[0]?.model ?? '?'} × ${os.cpus().length}. Date : ${new Date().toISOString()}.\n`,
  );
  console.log(
    '| page | version | CPU du rendu (ms) | fil principal (ms) | tâches ≥ 12,5 ms | blocage à ×4 (ms) | LCP sans limitation (ms) |\n|---|---|---:|---:|---:|---:|---:|',
  );
  const differences = [];
  for (const route of ROUTES) {
    const results = new Map(prepared.map((build) => [build.name, []]));
    for (let run = 0; run < RUNS; run += 1) {
      // In turns, the order flipped every other pair, so neither version always goes first.
      const order = run % 2 === 0 ? prepared : [...prepared].reverse();
      for (const build of order)
        results.get(build.name).push(await measure(browser, build.server.url, route));
    }
    for (const build of prepared) {
      const runs = results.get(build.name);
      const m = (key) => median(runs.map((r) => r[key]).filter((value) => value !== null));
      console.log(
        `| ${route} | ${build.name} | ${round(m('cpu'))} (${spread(runs.map((r) => r.cpu))}) | ${round(m('total'))} | ${round(m('long'))} | ${round(m('blocking'))} | ${round(m('lcp'))} |`,
      );
    }
    if (prepared.length === 2) {
      const [before, after] = prepared.map((build) => results.get(build.name));
      const pair = (key) => median(after.map((r, i) => r[key] - before[i][key]));
      const traced = TRACE
        ? `, fil principal ${round(pair('total'))} ms, blocage à ×4 ${round(pair('blocking'))} ms, tâches ≥ 12,5 ms ${round(pair('long'))}`
        : '';
      differences.push(
        `- ${route} : CPU du rendu ${round(pair('cpu'))} ms${traced} (médiane des ${RUNS} paires, après − avant)`,
      );
    }
  }
  if (differences.length > 0) console.log(`\nÉcarts par paire :\n\n${differences.join('\n')}`);
  await browser.close();
} finally {
  for (const build of prepared) {
    await build.server.stop();
    fs.rmSync(build.dist, { recursive: true, force: true });
  }
}
