import { sideScroll } from './support/navigation.ts';
import { chooseBuyer, pickSaleProduct, pickShop } from './support/pickers.ts';
import { signInWithStockedShop } from './support/stocked-shop.ts';
import { expect, type Page, test } from './support/test.ts';

// The home page's 'Nouvelle vente' and 'Nouveau client' open their dialogs, on the real server
// and database: a sale recorded from the dashboard's button, a client dialog from the quick
// actions, on a desktop and on a 360 px wide phone.

test.describe.configure({ mode: 'serial' });

// Names unique to this run: the e2e database is shared by every spec file.
const RUN = Date.now().toString(36);
const SHOP = `Boutique Raccourcis ${RUN}`;
const WOOL = `Laine raccourci ${RUN}`;

signInWithStockedShop({
  shop: SHOP,
  quartier: 'Marcory',
  wool: WOOL,
  prix: 120_000,
  quantite: 20,
  bain: 'B2417',
});

/** The home page with the test shop chosen in the top bar. */
async function openHome(page: Page) {
  await page.goto('/');
  await pickShop(page, SHOP);
  await expect(page.getByRole('heading', { name: /^Bonjour/ })).toBeVisible();
}

/** From the open 'Nouvelle vente' modal: a vente libre of one wool; the invoice number. */
async function recordSale(page: Page): Promise<string> {
  const dialog = page.getByRole('dialog', { name: 'Nouvelle vente' });
  await expect(dialog.getByRole('status', { name: 'Magasin' })).toHaveText(SHOP);
  await chooseBuyer(dialog, 'Vente libre');
  await dialog.getByRole('button', { name: 'Ajouter un article' }).click();
  await pickSaleProduct(page, dialog, 1, WOOL);
  await expect(dialog.getByRole('status', { name: 'Total' })).toHaveText('1 200,00 FCFA');
  await dialog.getByRole('button', { name: 'Enregistrer la vente' }).click();
  const invoice = page.getByRole('dialog', { name: 'Vente créée avec succès !' });
  await expect(invoice.getByText('FACTURE')).toBeVisible();
  await expect(invoice).toContainText(WOOL);
  return (await invoice.getByText(/^N° FAC-/).textContent())?.replace('N° ', '') ?? '';
}

test(`'Nouvelle vente' on the home page opens the modal and records a sale`, async ({
  page,
  isMobile: phone,
}) => {
  await openHome(page);
  const region = phone ? 'Actions rapides' : /^Bonjour/;
  await page.getByRole('region', { name: region }).getByRole('link', { name: 'Nouvelle vente' }).click();

  await expect(page.getByRole('dialog', { name: 'Nouvelle vente' })).toBeVisible();
  // The address no longer asks for the modal: a reload or going back will not reopen it.
  await expect(page).toHaveURL(/\/ventes$/);
  if (phone) {
    await expect(
      page
        .getByRole('dialog', { name: 'Nouvelle vente' })
        .getByRole('button', { name: 'Ajouter un article' }),
    ).toBeInViewport();
    expect(await sideScroll(page)).toBe(false);
  }
  const number = await recordSale(page);
  expect(number).toMatch(/^FAC-\d{4}-M\d+-\d{6}$/);
  await page.getByRole('dialog', { name: 'Vente créée avec succès !' }).press('Escape');
  await expect(page.getByRole('row', { name: new RegExp(number) })).toContainText('Vente libre');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Ventes', level: 1 })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(number) })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test(`'Nouveau client' on the home page opens the client dialog`, { tag: '@any-size' }, async ({
  page,
  isMobile: phone,
}) => {
  await openHome(page);
  await page
    .getByRole('region', { name: 'Actions rapides' })
    .getByRole('link', { name: 'Nouveau client' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter un client' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/clients$/);
  if (phone) expect(await sideScroll(page)).toBe(false);
  const nom = `Kouassi${RUN}`;
  await dialog.getByRole('textbox', { name: /^Nom/ }).fill(nom);
  await dialog.getByRole('textbox', { name: /^Prénom/ }).fill('Aya');
  await dialog.getByRole('textbox', { name: /^Contact/ }).fill('+225 07 00 00 00 00');
  await dialog.getByRole('button', { name: 'Ajouter' }).click();
  await expect(dialog).toBeHidden();
  // Other specs' clients may fill the first page: the new one is found by its name.
  await page.getByRole('searchbox', { name: 'Rechercher un client' }).fill(nom);
  await expect(page.getByRole('main')).toContainText(nom);
});
