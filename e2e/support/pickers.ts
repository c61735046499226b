import { expect, type Locator, type Page } from '@playwright/test';

/** Chooses the shop in the top bar's selector. */
export async function chooseShop(page: Page, shop: string) {
  await page.getByRole('button', { name: /^Magasin :/ }).click();
  await page.getByRole('option', { name: new RegExp(`^${shop}`) }).click();
  await expect(page.getByRole('main')).toContainText(shop);
}

/** Picks an option of a react-aria select whose label matches `label`. */
export async function choose(scope: Locator, page: Page, label: RegExp, option: string | RegExp) {
  await scope.getByRole('button', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}
