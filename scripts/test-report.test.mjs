import { describe, expect, it } from 'vitest';
import { countPlaywright, countVitest, flakyLine, flakyPlaywrightTests } from './test-report.mjs';

/** One Playwright test of a spec in a project, with its attempts' statuses in order. */
const test = (projectName, status, attempts) => ({
  projectName,
  status,
  results: attempts.map((s, retry) => ({ status: s, retry })),
});

// The shape of Playwright's JSON report: file suites, describe suites inside, specs with one test per project.
const report = {
  stats: { expected: 5, unexpected: 1, flaky: 2, skipped: 0 },
  suites: [
    {
      title: 'sales.spec.ts',
      file: 'sales.spec.ts',
      specs: [
        {
          title: 'a sale to a registered client',
          file: 'sales.spec.ts',
          tests: [test('chromium', 'expected', ['passed']), test('phone', 'flaky', ['failed', 'passed'])],
        },
      ],
      suites: [
        {
          title: 'on a phone',
          file: 'sales.spec.ts',
          specs: [
            {
              title: 'the client list closes',
              file: 'sales.spec.ts',
              tests: [test('phone', 'flaky', ['timedOut', 'failed', 'passed'])],
            },
          ],
        },
      ],
    },
    {
      title: 'stock.spec.ts',
      file: 'stock.spec.ts',
      specs: [
        {
          title: 'adds stock',
          file: 'stock.spec.ts',
          tests: [
            test('chromium', 'expected', ['passed']),
            test('phone', 'unexpected', ['failed', 'failed']),
          ],
        },
      ],
    },
  ],
};

describe('flakyPlaywrightTests', () => {
  it('names each test that failed then passed, by project, file, describe and title', () => {
    expect(flakyPlaywrightTests(report)).toEqual([
      { name: 'phone › sales.spec.ts › a sale to a registered client', failures: 1 },
      { name: 'phone › sales.spec.ts › on a phone › the client list closes', failures: 2 },
    ]);
  });

  it('leaves out tests that passed first time and tests that failed every time', () => {
    const names = flakyPlaywrightTests(report).map((t) => t.name);
    expect(names.some((n) => n.includes('chromium'))).toBe(false);
    expect(names.some((n) => n.includes('stock.spec.ts'))).toBe(false);
  });

  it('finds none in a report without suites', () => {
    expect(flakyPlaywrightTests({ stats: {} })).toEqual([]);
  });
});

describe('flakyLine', () => {
  it('says 0 when no test needed its retry', () => {
    expect(flakyLine([])).toBe('Tests instables : 0');
  });

  it('gives the count, then each name, with the failures when there were several', () => {
    expect(flakyLine(flakyPlaywrightTests(report))).toBe(
      'Tests instables (2) : phone › sales.spec.ts › a sale to a registered client, ' +
        'phone › sales.spec.ts › on a phone › the client list closes (2 échecs)',
    );
  });
});

describe('counts', () => {
  it('counts a flaky end-to-end test as passed and an unexpected one as failed', () => {
    expect(countPlaywright(report)).toEqual({ passed: 7, failed: 1 });
  });

  it("counts Vitest's failed tests, and a failed file without a failed test once", () => {
    const vitest = {
      numPassedTests: 10,
      numFailedTests: 1,
      testResults: [
        { status: 'failed', assertionResults: [{ status: 'failed' }] },
        { status: 'failed', assertionResults: [] },
        { status: 'passed', assertionResults: [{ status: 'passed' }] },
      ],
    };
    expect(countVitest(vitest)).toEqual({ passed: 10, failed: 2 });
  });
});
