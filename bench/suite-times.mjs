// Where `npm test`'s time goes, from the reports it leaves in .test-output/: the time of each stage
// (each Vitest project, each Playwright project) and the slowest files.
//   node bench/suite-times.mjs [report folder] [npm test's log] [how many files, 20]
// Vitest's JSON report does not say which project ran a file (the API files run twice, once per
// database): the log's per-file lines ("✓ api-postgres apps/server/...") do, so pass the log too.
// A Vitest file's time is from its first test's start to its last test's end: the file's imports and
// its beforeAll (building the app, cloning the database) are not in it.
import fs from 'node:fs';
import path from 'node:path';

const [folder = '.test-output', logFile, top = '20'] = process.argv.slice(2);
const root = path.resolve(folder);
const vitest = JSON.parse(fs.readFileSync(path.join(root, 'vitest.json'), 'utf8'));
const playwrightFile = path.join(root, 'playwright.json');
const playwright = fs.existsSync(playwrightFile)
  ? JSON.parse(fs.readFileSync(playwrightFile, 'utf8'))
  : { suites: [], stats: { duration: 0 } };
const cwd = process.cwd();

/** Each file line of Vitest's default reporter: project, file, and its tests' duration. */
function projectsFromLog(text) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the log's colours are ANSI escapes.
  const plain = text.replace(/\u001b\[[0-9;]*m/g, '');
  const lines = [...plain.matchAll(/^ [✓×❯↓] +(\S+) +(\S+) \((\d+) tests?[^)]*\)(?: (\d+)ms)?/gm)];
  return lines.map(([, project, file, , ms]) => ({ project, file, ms: Number(ms ?? 0) }));
}

const logged = logFile ? projectsFromLog(fs.readFileSync(logFile, 'utf8')) : [];
const files = vitest.testResults.map((result) => {
  const file = path.relative(cwd, result.name);
  const ms = result.endTime - result.startTime;
  // Of the log's lines for this file, the one whose duration is nearest (the two API runs of a file).
  const candidates = logged.filter((line) => file.endsWith(line.file) && !line.taken);
  candidates.sort((a, b) => Math.abs(a.ms - ms) - Math.abs(b.ms - ms));
  const line = candidates[0];
  if (line) line.taken = true;
  return { stage: `vitest ${line?.project ?? '?'}`, file, ms, tests: result.assertionResults.length };
});

const walk = (suite, out) => {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      const ms = (test.results ?? []).reduce((sum, r) => sum + r.duration, 0);
      out.push({ stage: `e2e ${test.projectName}`, file: `e2e/${spec.file}`, ms, tests: 1 });
    }
  }
  for (const child of suite.suites ?? []) walk(child, out);
  return out;
};
const tests = (playwright.suites ?? []).flatMap((suite) => walk(suite, []));
const byFile = new Map();
for (const test of tests) {
  const key = `${test.stage}\t${test.file}`;
  const entry = byFile.get(key) ?? { ...test, ms: 0, tests: 0 };
  entry.ms += test.ms;
  entry.tests += 1;
  byFile.set(key, entry);
}

const all = [...files, ...byFile.values()];
const stages = new Map();
for (const { stage, ms, tests: count } of all) {
  const entry = stages.get(stage) ?? { files: 0, tests: 0, ms: 0 };
  entry.files += 1;
  entry.tests += count;
  entry.ms += ms;
  stages.set(stage, entry);
}
const seconds = (ms) => (ms / 1000).toFixed(1);
console.log('| stage | files | tests | sum of file times (s) |\n|---|---:|---:|---:|');
for (const [stage, { files: n, tests: count, ms }] of [...stages].sort((a, b) => b[1].ms - a[1].ms)) {
  console.log(`| ${stage} | ${n} | ${count} | ${seconds(ms)} |`);
}
console.log(`\nPlaywright's own wall time: ${seconds(playwright.stats.duration)} s\n`);
console.log('| # | stage | file | tests | s |\n|---:|---|---|---:|---:|');
all
  .sort((a, b) => b.ms - a.ms)
  .slice(0, Number(top))
  .forEach(({ stage, file, tests: count, ms }, i) => {
    console.log(`| ${i + 1} | ${stage} | \`${file}\` | ${count} | ${seconds(ms)} |`);
  });
