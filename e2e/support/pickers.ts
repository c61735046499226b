import { expect, type Locator, type Page } from '@playwright/test';

/** Picks the shop in the top bar's selector (its name starts the option's). */
export async function pickShop(page: Page, shop: string) {
  await page.getByRole('button', { name: /^Magasin :/ }).click();
  // The top bar's options only: a page's own native 'Magasin' select (a filter on a phone) has
  // options of the same names.
  await page
    .getByRole('option', { name: new RegExp(`^${shop}`) })
    .and(page.locator('[role="option"]'))
    .click();
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

/** Who buys in the new sale: 'Vente libre' or 'Client enregistré', pressed in its radio group. */
export async function chooseBuyer(dialog: Locator, kind: 'Vente libre' | 'Client enregistré') {
  const group = dialog.getByRole('radiogroup', { name: /Type de client/ });
  await group.getByText(kind, { exact: true }).click();
  await expect(group.getByRole('radio', { name: kind })).toBeChecked();
}

/** A registered client for the new sale: searched by `search`, then the option matching `option`. */
export async function chooseSaleClient(page: Page, dialog: Locator, search: string, option = search) {
  await chooseBuyer(dialog, 'Client enregistré');
  await searchAndPick(page, dialog.getByRole('combobox', { name: /Client/ }), search, new RegExp(option));
}

/** The product of line n of the new sale: its name typed into the line's search, then its option. */
export async function pickSaleProduct(page: Page, dialog: Locator, line: number, name: string) {
  const picker = dialog.getByRole('combobox', { name: new RegExp(`Produit ${line}\\b`) });
  // The line may hold that very product by default: the search starts from an empty field.
  await picker.fill('');
  await searchAndPick(page, picker, name, new RegExp(name));
  await expect(picker).toHaveValue(new RegExp(name));
}

/**
 * The options of a searching picker once they answer `search` (each holds it) and may be chosen:
 * a list that just changed is out of reach for 300 ms, so a press on it before then does nothing.
 */
export async function settledOptions(page: Page, search: string) {
  // The picker's own list: a phone's native selects in the same form have options too.
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.filter({ hasNotText: search })).toHaveCount(0);
  await expect(options.first()).not.toHaveAttribute('aria-disabled', 'true');
  return options;
}

/** Types `search` into a searching picker, then picks the option named `option` once it settled. */
export async function searchAndPick(page: Page, picker: Locator, search: string, option: RegExp) {
  await picker.fill(search);
  await settledOptions(page, search);
  await page.getByRole('option', { name: option }).click();
}
