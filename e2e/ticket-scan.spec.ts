import { post, shopWithWool } from './support/api.ts';
import { violations } from './support/axe.ts';
import { fakeCameraArgs, filmCode, workerCameraFile } from './support/fake-camera.ts';
import { isPhone, showPageActions, sideScroll } from './support/navigation.ts';
import { openSalesOf } from './support/pickers.ts';
import { signIn } from './support/session.ts';
import { expect, type Page, test } from './support/test.ts';

// A printed ticket scanned back: the ticket's QR code carries its invoice number, and 'Scanner un
// ticket' on /ventes opens that sale. The fake camera films a file of this worker's own, which
// Chromium opens each time the camera starts: the test films an unknown number first, then the
// sale's, once the sale is made.

const RUN = Date.now().toString(36);

test.use({
  launchOptions: [
    async ({ launchOptions }, use) => {
      const file = workerCameraFile();
      await filmCode(file, 'PELOTE', 'qrcode');
      await use({ ...launchOptions, args: [...(launchOptions.args ?? []), ...fakeCameraArgs(file)] });
    },
    { scope: 'worker' },
  ],
});

async function scanTicket(page: Page, numero: string) {
  await filmCode(workerCameraFile(), numero, 'qrcode');
  await showPageActions(page);
  await page.getByRole('button', { name: 'Scanner un ticket' }).click();
  const camera = page.getByRole('dialog', { name: 'Scanner un ticket' });
  await expect(camera).toBeVisible();
  return camera;
}

test('a ticket scanned back on /ventes opens its sale; an unknown one says so', async ({ page }) => {
  test.setTimeout(90_000);
  const tag = `${RUN}${isPhone(page) ? 'p' : 'd'}`;
  const shop = `Boutique Scan ${tag}`;
  await signIn(page);
  const { shopId, woolId } = await shopWithWool(page, {
    shop,
    quartier: 'Yopougon',
    wool: `Laine scan ${tag}`,
    prix: 125_000,
    quantite: 10,
    bain: 'S1',
  });
  const sale = await post<{ numero_facture: string }>(page, '/Mouvements/ventes/creer/', {
    client: null,
    magasin: shopId,
    articles: [{ article: woolId, quantite: 2 }],
  });

  await openSalesOf(page, shop);
  let camera = await scanTicket(page, `${sale.numero_facture}-X`);
  // The first opening loads the camera view and compiles its WebAssembly decoder: slow on a busy machine.
  await expect(camera).toContainText(`Aucune vente ne porte le numéro ${sale.numero_facture}-X`, {
    timeout: 30_000,
  });
  expect(await violations(page, 'le scanner de tickets')).toEqual([]);
  await camera.getByRole('button', { name: 'Terminer' }).click();
  await expect(camera).toBeHidden();

  camera = await scanTicket(page, sale.numero_facture);
  const detail = page.getByRole('dialog', { name: 'Détails de la vente' });
  await expect(detail).toContainText(sale.numero_facture, { timeout: 15_000 });
  await expect(detail).toContainText('2 500,00 FCFA');
  await expect(camera).toBeHidden();
  if (isPhone(page)) expect(await sideScroll(page)).toBe(false);
});
