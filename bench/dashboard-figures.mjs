// When the dashboard's figures show on a laptop (bench/RESULTS.md, section 12): a signed-in
// direction, a cold load of / (a fresh browser profile: nothing cached, nothing learnt), no
// throttling, until 'Ventes du mois' shows a number, in the page's clock from the navigation's
// start. With BASE, an older copy's build and server too, the two in turns.
//   BASE=/path/to/older/copy node bench/dashboard-figures.mjs
//   RUNS=8 node bench/dashboard-figures.mjs     # this checkout alone
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { findBrowser } from '../scripts/find-browser.mjs';
import { machine, startServer } from './lib/server.mjs';
import { buildWebApp, median, signInPage } from './lib/web-dist.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/pelote_bench';
const credentials = { username: 'direction', password: process.env.BENCH_PASSWORD ?? 'bench-motdepasse' };
const RUNS = Number(process.env.RUNS ?? 8);

const builds = [
  ...(process.env.BASE ? [{ name: 'avant', checkout: path.resolve(process.env.BASE) }] : []),
  { name: process.env.BASE ? 'après' : 'ce dépôt', checkout: root },
];

/** Milliseconds from the navigation's start until the month's sales figure shows a number. */
async function figuresShown(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signInPage(page, url, credentials);
  await page.goto(`${url}/`);
  await page.waitForFunction(
    () => {
      const term = [...document.querySelectorAll('dt')].find((dt) => dt.textContent === 'Ventes du mois');
      return term !== undefined && /\d/.test(term.nextElementSibling?.textContent ?? '');
    },
    null,
    { timeout: 20_000 },
  );
  const shown = await page.evaluate(() => performance.now());
  await context.close();
  return shown;
}

const prepared = [];
try {
  for (const [index, build] of builds.entries()) {
    const dist = buildWebApp(build.checkout);
    const server = await startServer({
      databaseUrl,
      port: 3971 + index,
      checkout: build.checkout,
      env: { WEB_DIST: dist },
    });
    prepared.push({ ...build, dist, server, times: [] });
  }
  const { executablePath, args } = await findBrowser();
  const browser = await chromium.launch({ executablePath, args });
  for (let run = 0; run < RUNS; run += 1) {
    // In turns, the order flipped every other pair.
    for (const build of run % 2 === 0 ? prepared : [...prepared].reverse())
      build.times.push(await figuresShown(browser, build.server.url));
  }
  await browser.close();
  console.log(`## Chiffres du tableau de bord affichés, ${RUNS} chargements à froid par version\n`);
  console.log(`Machine : ${machine()}. Date : ${new Date().toISOString()}.\n`);
  console.log('| version | médiane (ms) | chargements (ms) |\n|---|---:|---|');
  for (const build of prepared)
    console.log(
      `| ${build.name} | ${Math.round(median(build.times))} | ${build.times.map(Math.round).join(' · ')} |`,
    );
} finally {
  for (const build of prepared) {
    await build.server.stop();
    fs.rmSync(build.dist, { recursive: true, force: true });
  }
}
