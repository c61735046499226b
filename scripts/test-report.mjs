// Reads the JSON reports of Vitest and Playwright for scripts/test.mjs: what passed, what failed, and
// which end-to-end tests only passed on their retry (flaky), so that a retry never hides one.

/** Vitest's counts. Vitest does not retry (no `retry` in vitest.config.ts): a flaky test fails there. */
export function countVitest(report) {
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + countFileOnlyFailures(report),
  };
}

function countFileOnlyFailures(report) {
  // A test file that failed with no failed test (it did not load, a hook threw) counts once; a file
  // whose tests failed is already counted through them (Vitest's suite count also holds describes).
  return (report.testResults ?? []).filter(
    (file) => file.status === 'failed' && !file.assertionResults?.some((t) => t.status === 'failed'),
  ).length;
}

/** Playwright's counts: a test that failed, then passed on its retry, counts as passed (and flaky). */
export function countPlaywright(report) {
  return {
    passed: (report.stats?.expected ?? 0) + (report.stats?.flaky ?? 0),
    failed: report.stats?.unexpected ?? 0,
  };
}

/**
 * The tests Playwright marks flaky (failed, then passed on a retry), each named
 * "project › file › describe › title" with the number of failed attempts before it passed.
 */
export function flakyPlaywrightTests(report) {
  const found = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'flaky') continue;
        const failures = (test.results ?? []).filter((r) => r.status !== 'passed' && r.status !== 'skipped');
        found.push({
          name: [test.projectName, spec.file ?? suite.file, ...titles, spec.title]
            .filter(Boolean)
            .join(' › '),
          failures: failures.length,
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  // A top-level suite is a file (its title is the file's path); nested ones are describe blocks.
  for (const file of report.suites ?? []) walk(file, []);
  return found;
}

/** The line printed just before the closing "N passed, N failed". */
export function flakyLine(flaky) {
  if (flaky.length === 0) return 'Tests instables : 0';
  const names = flaky.map((t) => (t.failures > 1 ? `${t.name} (${t.failures} échecs)` : t.name));
  return `Tests instables (${flaky.length}) : ${names.join(', ')}`;
}
