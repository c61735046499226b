// `npm test`: every suite, in order — unit (shared, web), API on PGlite and on PostgreSQL,
// end to end in Chromium — then one summary line: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureWebBuild } from './web-build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = path.join(root, '.test-output');
fs.rmSync(outDir, { recursive: true, force: true });
fs.mkdirSync(outDir, { recursive: true });

const bin = (pkg, file) => path.join(root, 'node_modules', pkg, file);
const totals = { passed: 0, failed: 0 };
let crashed = false;

function run(label, args, reportFile, count) {
  console.log(`\n━━ ${label} ━━`);
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (!fs.existsSync(reportFile)) {
    console.error(`  ${label} : aucun rapport produit (code ${result.status}).`);
    crashed = true;
    totals.failed += 1;
    return;
  }
  const counted = count(JSON.parse(fs.readFileSync(reportFile, 'utf8')));
  totals.passed += counted.passed;
  totals.failed += counted.failed;
  if (result.status !== 0 && counted.failed === 0) {
    crashed = true;
    totals.failed += 1;
  }
}

const onlyUnit = process.argv.includes('--no-e2e');

const vitestReport = path.join(outDir, 'vitest.json');
run(
  'Tests unitaires et API (Vitest : shared, web, api-pglite, api-postgres)',
  [
    bin('vitest', 'vitest.mjs'),
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestReport}`,
  ],
  vitestReport,
  (report) => ({
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + (report.numFailedTestSuites ?? 0) - countSuiteOnlyFailures(report),
  }),
);

function countSuiteOnlyFailures(report) {
  // A suite that failed because one of its tests failed is already counted through that test.
  return (report.testResults ?? []).filter(
    (suite) => suite.status === 'failed' && suite.assertionResults?.some((t) => t.status === 'failed'),
  ).length;
}

if (!onlyUnit) {
  ensureWebBuild();
  const pwReport = path.join(outDir, 'playwright.json');
  run(
    'Tests de bout en bout (Playwright, Chromium)',
    [bin('@playwright/test', 'cli.js'), 'test', '-c', 'e2e/playwright.config.ts'],
    pwReport,
    (report) => ({
      passed: (report.stats?.expected ?? 0) + (report.stats?.flaky ?? 0),
      failed: report.stats?.unexpected ?? 0,
    }),
  );
}

const summary = `${totals.passed} passed, ${totals.failed} failed`;
fs.writeFileSync(path.join(outDir, 'summary.txt'), `${summary}\n`);
console.log(`\n${summary}`);
process.exit(totals.failed > 0 || crashed ? 1 : 0);
