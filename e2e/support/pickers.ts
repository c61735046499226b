import { expect, type Locator, type Page } from '@playwright/test';

/** Picks the shop in the top bar's selector (its name starts the option's). */
export async function pickShop(page: Page, shop: string) {
  await page.getByRole('button', { name: /^Magasin :/ }).click();
  await page.getByRole('option', { name: new RegExp(`^${shop}`) }).click();
}

/** Chooses the shop in the top bar's selector, then waits for the page to show it. */
export async function chooseShop(page: Page, shop: string) {
  await pickShop(page, shop);
  await expect(page.getByRole('main')).toContainText(shop);
}

/** /ventes on the shop chosen in the top bar. */
export async function openSalesOf(page: Page, shop: string) {
  await page.goto('/ventes');
  await pickShop(page, shop);
  await expect(page.getByRole('heading', { name: 'Ventes', level: 1 })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(shop);
}

/** Picks an option of a react-aria select whose label matches `label`. */
export async function choose(scope: Locator, page: Page, label: RegExp, option: string | RegExp) {
  await scope.getByRole('button', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

/**
 * Chooses in a page's filter select: react-aria's where the browser has a mouse (its trigger
 * button, then the option), the browser's own select on a phone.
 */
export async function chooseFilter(page: Page, label: string, option: string) {
  const native = page.getByRole('combobox', { name: label, exact: true });
  if ((await native.count()) > 0) {
    await native.selectOption({ label: option });
    return;
  }
  await page.getByRole('button', { name: new RegExp(`(^|\\s)${label}$`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
