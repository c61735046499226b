import { createShop } from './support/api.ts';
import { pickShop } from './support/pickers.ts';
import { signIn } from './support/session.ts';
import { expect, test } from './support/test.ts';

// The warning about the device's storage, when the browser would not promise to keep its data:
// at the top of the new-sale form, not on the sales list; 'Compris' puts it away on this device.

const RUN = Date.now().toString(36);
const SHOP = `Boutique Stockage ${RUN}`;
const WARNING =
  "Le stockage de ce téléphone n'est pas garanti : les ventes faites hors ligne pourraient être effacées par le navigateur s'il manque de place. Envoyez-les dès que possible.";

test('the storage warning is in the new-sale form, not on /ventes, until put away', async ({ page }) => {
  // This browser keeps nothing for sure (headless Chromium's own answer depends on the site).
  await page.addInitScript(() => {
    const storage = navigator.storage;
    if (!storage) return;
    storage.persisted = async () => false;
    storage.persist = async () => false;
  });
  await signIn(page);
  await createShop(page, SHOP, 'Marcory');
  await page.goto('/ventes');
  await pickShop(page, SHOP);
  await expect(page.getByRole('main')).toContainText(SHOP);
  await expect(page.getByText('Aucune vente', { exact: true })).toBeVisible();

  const openForm = async () => {
    await page.getByRole('button', { name: 'Nouvelle vente' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Nouvelle vente' });
    await expect(dialog.getByRole('radio', { name: 'Vente libre' })).toBeAttached();
    return dialog;
  };
  let dialog = await openForm();
  await expect(dialog.getByText(WARNING)).toBeVisible();
  // Once on the page: in the form only.
  await expect(page.getByText(WARNING)).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Compris' }).click();
  await expect(dialog.getByText(WARNING)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(WARNING)).toHaveCount(0);

  // Put away on this device, after a reload too.
  await page.reload();
  await expect(page.getByRole('main')).toContainText(SHOP);
  dialog = await openForm();
  await expect(dialog.getByRole('button', { name: 'Ajouter un article' })).toBeVisible();
  await expect(dialog.getByText(WARNING)).toHaveCount(0);
});
