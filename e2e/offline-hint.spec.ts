import { badge, chooseClient, newShop, openSalesOnline, shopSales } from './support/offline.ts';
import { pickSaleProduct } from './support/pickers.ts';
import { signIn } from './support/session.ts';
import { expect, test } from './support/test.ts';

// The browser's word on the network is a hint, not the truth: a machine whose only network is
// the loopback, or a shop's network without internet, has the browser report offline although
// Pelote's own server answers. Then the sale goes to the server, not to the device's outbox, and
// 'Hors ligne' never shows.

test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 90_000 });

test('the browser says offline while the server answers: the sale is recorded online, nothing waits', {
  tag: '@any-size',
}, async ({ page }) => {
  // From the first script on, this browser reports no network.
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => false });
    window.addEventListener('DOMContentLoaded', () => window.dispatchEvent(new Event('offline')));
  });
  await signIn(page);
  const shop = await newShop(page);
  await openSalesOnline(page, shop);
  // And it says so again while the page is open.
  await page.evaluate(() => window.dispatchEvent(new Event('offline')));

  await page.getByRole('button', { name: 'Nouvelle vente' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle vente' });
  await chooseClient(page, dialog, /^Vente libre/, 'Vente libre');
  await dialog.getByRole('button', { name: 'Ajouter un article' }).click();
  await pickSaleProduct(page, dialog, 1, shop.wool);
  await dialog.getByRole('spinbutton', { name: /Quantité 1/ }).fill('2');
  // Sold from the server's stock, not from the device's copy.
  await expect(dialog.getByText(/^Stock à \d\d:\d\d$/)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Enregistrer la vente' }).click();

  await expect(page.getByText('Vente créée avec succès !')).toBeVisible();
  await expect(page.getByRole('dialog', { name: /^Ticket provisoire/ })).toHaveCount(0);
  await expect(page.getByText('Hors ligne', { exact: true })).toHaveCount(0);
  await expect(badge(page)).toHaveCount(0);
  const sales = await shopSales(page, shop.id);
  expect(sales.count).toBe(1);
  expect(sales.results[0]?.hors_ligne).toBeFalsy();
});
