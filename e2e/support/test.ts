import { test as base, expect } from '@playwright/test';
import { installPhoneCheck } from './phone-check.ts';

export type { APIRequestContext, Locator, Page } from '@playwright/test';
export { expect };

const REPORT = '__phoneReport';

/**
 * Playwright's `test`, with the phone check: in the phone project (isMobile) every page the test
 * opens is checked whenever it settles (see phone-check.ts), and once more at the end; a test that
 * passed fails if any page had a problem, with the list of them. Every spec imports `test` from
 * here.
 */
export const test = base.extend<{ phoneCheck: undefined }>({
  phoneCheck: [
    async ({ context, isMobile }, use, testInfo) => {
      if (!isMobile) {
        await use(undefined);
        return;
      }
      const problems = new Set<string>();
      await context.exposeBinding(REPORT, (_source, found: string[]) => {
        for (const problem of found) problems.add(problem);
      });
      await context.addInitScript(installPhoneCheck, REPORT);
      await use(undefined);
      if (testInfo.status !== testInfo.expectedStatus) return;
      for (const page of context.pages()) {
        if (page.isClosed()) continue;
        const found = await page
          .evaluate(
            () => (window as unknown as { __phoneCheckNow?: () => string[] }).__phoneCheckNow?.() ?? [],
          )
          .catch(() => []);
        for (const problem of found) problems.add(problem);
      }
      expect([...problems], 'the pages must fit a phone').toEqual([]);
    },
    { auto: true },
  ],
});
