// `npm test`: every suite, in order — unit (shared, web, scripts), API on PGlite and on PostgreSQL,
// end to end in Chromium — then one summary line: "N passed, N failed". Needs nothing but Node and
// `npm ci`: the PostgreSQL server and the browser are found or brought by test-database.mjs and
// find-browser.mjs, and named in the output.
//   node scripts/test.mjs --no-e2e              without the browser tests
//   node scripts/test.mjs -- <vitest arguments>  e.g. -- --project api-postgres apps/server/src/x.test.ts
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findBrowser } from './find-browser.mjs';
import { provideTestDatabase } from './test-database.mjs';
import { countPlaywright, countVitest, flakyLine, flakyPlaywrightTests } from './test-report.mjs';
import { ensureWebBuild } from './web-build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = path.join(root, '.test-output');
fs.rmSync(outDir, { recursive: true, force: true });
fs.mkdirSync(outDir, { recursive: true });

const bin = (pkg, file) => path.join(root, 'node_modules', pkg, file);
const totals = { passed: 0, failed: 0 };
const flaky = [];
let crashed = false;
const used = [];
let running = null;
let database = null;

// Ctrl-C or a CI timeout: stop the suite under way and the throwaway database, then leave.
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
]) {
  process.on(signal, async () => {
    running?.kill(signal);
    await database?.stop().catch(() => {});
    process.exit(code);
  });
}

async function run(label, args, reportFile, count, env = process.env) {
  console.log(`\n━━ ${label} ━━`);
  running = spawn(process.execPath, args, { cwd: root, stdio: 'inherit', env });
  const status = await new Promise((resolve) => running.once('close', (code) => resolve(code)));
  running = null;
  if (!fs.existsSync(reportFile)) {
    console.error(`  ${label} : aucun rapport produit (code ${status}).`);
    crashed = true;
    totals.failed += 1;
    return;
  }
  const report = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
  const counted = count(report);
  flaky.push(...(counted.flaky ?? []));
  totals.passed += counted.passed;
  totals.failed += counted.failed;
  if (status !== 0 && counted.failed === 0) {
    crashed = true;
    totals.failed += 1;
  }
}

const dashes = process.argv.indexOf('--');
const ownArgs = dashes === -1 ? process.argv.slice(2) : process.argv.slice(2, dashes);
const vitestArgs = dashes === -1 ? [] : process.argv.slice(dashes + 1);
const onlyUnit = ownArgs.includes('--no-e2e');

const vitestReport = path.join(outDir, 'vitest.json');
const withoutPostgres = [];
try {
  database = await provideTestDatabase({ dataParent: outDir });
  used.push(`PostgreSQL : ${database.label}`);
  console.log(used.at(-1));
} catch (error) {
  // No server and none could be started: the other suites still run, and this counts as one failure.
  console.error(`\nPostgreSQL : aucun serveur pour la suite api-postgres. ${error.message}`);
  crashed = true;
  totals.failed += 1;
  withoutPostgres.push('--project=!api-postgres');
}
try {
  await run(
    'Tests unitaires et API (Vitest : shared, scripts, web, api-pglite, api-postgres)',
    [
      bin('vitest', 'vitest.mjs'),
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${vitestReport}`,
      ...withoutPostgres,
      ...vitestArgs,
    ],
    vitestReport,
    countVitest,
    database ? { ...process.env, TEST_DATABASE_URL: database.url } : process.env,
  );
} finally {
  await database?.stop();
  database = null;
}

if (!onlyUnit) await runEndToEnd();

async function runEndToEnd() {
  let browser;
  try {
    // Found here first, so that a missing browser is one clear message (and @sparticuz/chromium is
    // unpacked before Playwright starts); the Playwright config finds the same one.
    browser = await findBrowser();
  } catch (error) {
    console.error(`\n${error.message}`);
    crashed = true;
    totals.failed += 1;
    return;
  }
  used.push(`Navigateur : ${browser.label}`);
  ensureWebBuild();
  const pwReport = path.join(outDir, 'playwright.json');
  await run(
    'Tests de bout en bout (Playwright, Chromium)',
    [bin('@playwright/test', 'cli.js'), 'test', '-c', 'e2e/playwright.config.ts'],
    pwReport,
    (report) => ({ ...countPlaywright(report), flaky: flakyPlaywrightTests(report) }),
  );
}

if (used.length > 0) console.log(`\n${used.join('\n')}`);
// Tests that failed, then passed on CI's retry: named on their own line, so that none goes unseen.
console.log(`\n${flakyLine(flaky)}`);
const summary = `${totals.passed} passed, ${totals.failed} failed`;
fs.writeFileSync(path.join(outDir, 'summary.txt'), `${flakyLine(flaky)}\n${summary}\n`);
console.log(summary);
process.exit(totals.failed > 0 || crashed ? 1 : 0);
