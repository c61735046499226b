import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The main menu, ready to click: the sidebar on a wide screen; on a phone, the slide-in menu,
 * opened first with 'Ouvrir le menu'.
 */
export async function mainMenu(page: Page): Promise<Locator> {
  const opener = page.getByRole('button', { name: 'Ouvrir le menu' });
  const sidebar = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(opener.or(sidebar).first()).toBeVisible();
  if (!(await opener.isVisible())) return sidebar;
  await opener.click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  return drawer.getByRole('navigation', { name: 'Menu principal' });
}

/** Follows a link of the main menu, by its exact name, whatever the screen's width. */
export async function goThroughMenu(page: Page, label: string) {
  const menu = await mainMenu(page);
  await menu.getByRole('link', { name: label, exact: true }).click();
}

/** Whether the test runs in the phone project. */
export function isPhone(page: Page) {
  return (page.viewportSize()?.width ?? 1280) < 640;
}

/** Whether the page is wider than the window, so scrolls sideways (a phone page must not). */
export const sideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/** On a phone, shows the page's actions kept under 'Plus' (nothing to do elsewhere, or if shown). */
export async function showPageActions(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const more = page.getByRole('main').getByRole('button', { name: 'Plus', exact: true });
  if ((await more.count()) > 0 && (await more.getAttribute('aria-expanded')) === 'false') await more.click();
}
