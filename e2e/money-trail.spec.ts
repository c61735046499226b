import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGerant, createShop, GERANT_PASSWORD, post } from './support/api.ts';
import { sideScroll } from './support/navigation.ts';
import { choose, pickShop } from './support/pickers.ts';
import { signIn, signInAnew } from './support/session.ts';
import { expect, test } from './support/test.ts';

// The money trail, end to end on the real server and database. On a 360 px phone, a gerant takes a
// taxi out of the till ('Transport') with the photo of its receipt, and finds it on the session's
// movements. On a desktop, head office confirms a bank deposit that arrived short, with its comment,
// and the 'Journée' shows it.

const RUN = Date.now().toString(36);
const RECEIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'recu-taxi.png');

test('on a phone, a cash-out Transport with the photo of its receipt', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the camera at the counter is a phone’s');
  const shopName = `Boutique Justificatif ${RUN}`;
  const username = `gerantrecu${RUN}`.toLowerCase();
  await signIn(page);
  const shop = await createShop(page, shopName, 'Adjamé');
  await createGerant(page, {
    username,
    first_name: 'Awa',
    last_name: 'Traoré',
    nationalite: 'CI',
    magasin: shop.id,
  });
  await post(page, '/Caisses/ouvrir', { magasin: shop.id, fond_de_caisse: 2_000_000 });

  await signInAnew(page, username, GERANT_PASSWORD);
  await page.goto('/caisse');
  await page.getByRole('button', { name: "Sortie d'espèces" }).click();
  const dialog = page.getByRole('dialog', { name: "Sortie d'espèces" });
  await dialog.getByRole('textbox', { name: /Montant/ }).fill('2500');
  await choose(dialog, page, /Catégorie/, 'Transport');
  await dialog.getByRole('textbox', { name: /Motif/ }).fill('Taxi livraison');
  await expect(dialog.getByText('Photo du justificatif (facultatif)')).toBeVisible();
  const input = dialog.locator('input[type="file"]');
  await expect(input).toHaveAttribute('capture', 'environment');
  await input.setInputFiles(RECEIPT);
  await expect(dialog.getByRole('button', { name: 'Retirer la photo' })).toBeVisible();
  expect(await sideScroll(page)).toBe(false);
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Sortie d'espèces de 2 500,00 FCFA enregistrée")).toBeVisible();

  // The open session's movements, in its detail: the receipt, served back as the PNG sent.
  await page
    .getByRole('button', { name: /^Voir la session de caisse du / })
    .first()
    .click();
  const session = page.getByRole('dialog', { name: 'Session de caisse' });
  const link = session.getByRole('link', { name: 'Voir le justificatif (Transport : Taxi livraison)' });
  await expect(link).toBeVisible();
  await expect(link.locator('img')).toHaveJSProperty('naturalWidth', 48);
  const photo = await page.request.get((await link.getAttribute('href')) ?? '');
  expect(photo.status()).toBe(200);
  expect(photo.headers()['content-type']).toBe('image/png');
  expect(await sideScroll(page)).toBe(false);
});

test('on a desktop, head office confirms a bank deposit with a difference; the Journée shows it', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'head office confirms deposits at its desk');
  const shopName = `Boutique Dépôt ${RUN}`;
  await signIn(page);
  const shop = await createShop(page, shopName, 'Plateau');
  const till = await post<{ id: number }>(page, '/Caisses/ouvrir', {
    magasin: shop.id,
    fond_de_caisse: 10_000_000,
  });
  await post(page, `/Caisses/${till.id}/mouvements`, {
    sens: 'sortie',
    montant: 5_000_000,
    categorie: 'depot_banque',
  });

  await page.goto('/depots');
  await pickShop(page, shopName);
  const transit = page.getByRole('region', { name: 'Espèces en transit' });
  await expect(transit).toContainText('Attendues à la banque50 000,00 FCFA');
  await page
    .getByRole('button', { name: `Confirmer le dépôt (Banque) de ${shopName}, 50 000,00 FCFA` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Confirmer le dépôt' });
  await dialog.getByRole('textbox', { name: /Montant reçu/ }).fill('49500');
  await dialog.getByRole('textbox', { name: /Référence du bordereau/ }).fill(`BRD-${RUN}`);
  await dialog.getByRole('button', { name: 'Confirmer' }).click();
  await expect(
    dialog
      .getByText('Un commentaire est obligatoire quand le montant reçu diffère du montant déposé')
      .first(),
  ).toBeVisible();
  await dialog.getByRole('textbox', { name: /Commentaire/ }).fill('Frais bancaires retenus');
  await dialog.getByRole('button', { name: 'Confirmer' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Dépôt confirmé (Banque, ${shopName}) : 49 500,00 FCFA reçus`)).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(shopName) });
  await expect(row).toContainText('Confirmé');
  await expect(row).toContainText('Écart : -500,00 FCFA');
  await expect(row).toContainText('Frais bancaires retenus');
  await expect(transit).toContainText('Attendues à la banque0,00 FCFA');

  await page.goto('/journee');
  const card = page.getByRole('region', { name: shopName });
  await expect(card).toContainText('Caisse ouverte');
  await expect(card).toContainText('Banque · 50 000,00 FCFA');
  await expect(card).toContainText('Confirmé');
  await expect(card).toContainText(`49 500,00 FCFA le`);
  await expect(card).toContainText('Écart : -500,00 FCFA');
  await expect(card).toContainText('Frais bancaires retenus');
});
