import { isPhone } from './support/navigation.ts';
import { pickShop, settledOptions } from './support/pickers.ts';
import { signInWithStockedShop } from './support/stocked-shop.ts';
import { expect, test } from './support/test.ts';

// The back-office with a keyboard only, on a laptop: every control shows where the focus is, and
// 'Nouvelle vente' is one shortcut away from any screen.

const RUN = Date.now().toString(36);
const SHOP = `Clavier ${RUN}`;
const WOOL = `Laine clavier ${RUN}`;

signInWithStockedShop({
  shop: SHOP,
  quartier: 'Marcory',
  wool: WOOL,
  prix: 150_000,
  quantite: 20,
  bain: 'K1',
});

test.beforeEach(({ page }) => test.skip(isPhone(page), 'a phone has no keyboard shortcuts nor Tab'));

test('the top bar shows a focus ring on the bell and the avatar', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Tableau de bord', level: 1 })).toBeVisible();
  for (const name of [/^Notifications/, /^Menu utilisateur/]) {
    // The bar's menus take their full code once the page is idle (react-aria's buttons, marked
    // `data-rac`): check the controls that stay, not those they replace.
    const control = page.getByRole('button', { name }).first();
    await expect(control).toHaveAttribute('data-rac', '');
    await control.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(control).toBeFocused();
    await expect(control).not.toHaveCSS('outline-style', 'none');
  }
});

test("Alt+N opens 'Nouvelle vente' from the dashboard; its buttons say so", async ({ page }) => {
  await page.goto('/');
  await pickShop(page, SHOP);
  const banner = page.getByRole('link', { name: 'Nouvelle vente' }).first();
  await expect(banner).toHaveAttribute('aria-keyshortcuts', 'Alt+N');
  await expect(banner).toHaveAttribute('title', 'Nouvelle vente (Alt + N)');
  await page.keyboard.press('Alt+KeyN');
  await expect(page.getByRole('dialog', { name: 'Nouvelle vente' })).toBeVisible();
  await expect(page).toHaveURL(/\/ventes$/);
});

test("a sale made with the keyboard alone, from the dashboard; the invoice closed, the focus is on 'Nouvelle vente'", async ({
  page,
}) => {
  await page.goto('/');
  await pickShop(page, SHOP);
  await expect(page.getByRole('heading', { name: 'Tableau de bord', level: 1 })).toBeVisible();
  // To the article search in six presses: the shortcut, 'Vente libre', Tab to 'Ajouter un article'
  // (past the barcode field and 'Scanner'), Enter.
  await page.keyboard.press('Alt+KeyN');
  const sheet = page.getByRole('dialog', { name: 'Nouvelle vente' });
  await expect(sheet.getByRole('radio', { name: 'Vente libre' })).toBeFocused();
  for (const key of ['Space', 'Tab', 'Tab', 'Tab', 'Enter']) await page.keyboard.press(key);
  const product = sheet.getByRole('combobox', { name: /Produit 1/ });
  await expect(product).toBeFocused();

  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(WOOL);
  // The list just changed: a choice waits for it to settle.
  await settledOptions(page, WOOL);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(product).toHaveValue(new RegExp(WOOL));
  await page.keyboard.press('Tab');
  await expect(sheet.getByRole('spinbutton', { name: /Quantité 1/ })).toBeFocused();
  await page.keyboard.press('Enter');

  const invoice = page.getByRole('dialog', { name: 'Vente créée avec succès !' });
  await expect(invoice.getByText('FACTURE')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(invoice).toBeHidden();
  await expect(page.getByRole('main').getByRole('button', { name: 'Nouvelle vente' })).toBeFocused();
});
