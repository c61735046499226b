import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa'];

/** The serious and critical axe-core violations (WCAG 2.1 A and AA) of the page as it is now, one readable line each. */
export async function violations(page: Page, screen: string): Promise<string[]> {
  // React Aria's live announcer keeps what a combo box just announced for 7 s, as an empty
  // role="img" named by the option's id; once the dialog holding it has closed, that id names
  // nothing. It is spoken once, then removed: wait for it to go rather than judge it as the page.
  await expect(page.locator('[data-live-announcer] [role="img"]')).toHaveCount(0, { timeout: 10_000 });
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${screen}: ${violation.id} (${violation.impact}, ${violation.nodes.length} nœud(s)) — ${violation.nodes
          .slice(0, 3)
          // The selector, and the start of the element itself: a generated id says nothing of where it comes from.
          .map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)}`)
          .join(' | ')}`,
    );
}
