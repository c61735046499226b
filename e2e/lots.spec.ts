import { createShop, post } from './support/api.ts';
import { choose, chooseBuyer, chooseShop, pickSaleProduct, searchAndPick } from './support/pickers.ts';
import { signIn } from './support/session.ts';
import { expect, type Page, test } from './support/test.ts';

// Dye lots ('bains') end to end, on the real server and database: two deliveries of one wool in two
// lots through 'Nouvelle entrée de stock', the stock showing each lot, then a sale taking the wool
// from both lots: the form starts from the lot with most stock, warns 'Bains différents' and still
// sells, and the invoice names each line's lot — on a desktop and on a 360 px wide phone.

const RUN = Date.now().toString(36);

/** 'Nouvelle entrée de stock' of `quantite` balls of the wool in lot `bain`. */
async function deliver(page: Page, wool: string, bain: string, quantite: number) {
  await page.getByRole('button', { name: 'Nouvelle entrée' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle entrée de stock' });
  // The lot is asked for a wool only.
  await expect(dialog.getByRole('textbox', { name: /^Bain/ })).toHaveCount(0);
  await choose(dialog, page, /Type de produit/, 'Laine');
  await searchAndPick(
    page,
    dialog.getByRole('combobox', { name: /Produit/ }),
    wool.split(' ').at(-1) ?? wool,
    new RegExp(wool),
  );
  const lot = dialog.getByRole('textbox', { name: /^Bain/ });
  await expect(lot).toHaveAttribute('placeholder', 'ex. B2417');
  await lot.fill(bain);
  await dialog.getByRole('textbox', { name: /^Quantité/ }).fill(String(quantite));
  // The supplier picker takes a name typed in; Tab leaves it (and closes its list).
  const supplier = dialog.getByRole('combobox', { name: /^Fournisseur/ });
  await supplier.fill('Filature du Bandama');
  await supplier.press('Tab');
  await dialog.getByRole('button', { name: "Créer l'entrée" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Entrée de stock créée avec succès')).toBeVisible();
}

test('two lots delivered, then a sale from both: the warning, and each lot on the invoice', async ({
  page,
  isMobile: phone,
}) => {
  const where = phone ? 'mobile' : 'bureau';
  const shop = `Boutique Bains ${where} ${RUN}`;
  const wool = `Laine bains ${where}${RUN}`;
  await signIn(page);
  await createShop(page, shop, 'Cocody');
  await post(page, '/Articles/laines/create', { nom: wool, prix_unitaire: 150_000, grammage: 50 });

  // Two deliveries, two lots.
  await page.goto('/entrees');
  await chooseShop(page, shop);
  await deliver(page, wool, 'B2417', 12);
  await deliver(page, wool, 'B2420', 3);

  // The stock answers 'do you have 8 balls from one bath?' in one look.
  await page.goto('/stock');
  const line = page.getByRole('listitem').filter({ hasText: wool });
  await expect(line).toContainText('15 en stock');
  await expect(line).toContainText('Bains : B2417 : 12 · B2420 : 3');

  // A sale: the first line starts from the lot with most stock, the second is moved to the other lot.
  await page.goto('/ventes');
  await expect(page.getByRole('heading', { name: 'Ventes', level: 1 })).toBeVisible();
  await expect(page.getByText('Aucune vente')).toBeVisible();
  await page.getByRole('button', { name: 'Nouvelle vente' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle vente' });
  await expect(dialog.getByRole('button', { name: 'Ajouter un article' })).toBeEnabled();
  await chooseBuyer(dialog, 'Vente libre');
  for (const n of [1, 2]) {
    await dialog.getByRole('button', { name: 'Ajouter un article' }).click();
    await pickSaleProduct(page, dialog, n, wool);
    await expect(dialog.getByRole('button', { name: new RegExp(`Bain ${n}`) })).toContainText(
      'B2417 — 12 en stock',
    );
  }
  await dialog.getByRole('spinbutton', { name: /Quantité 1/ }).fill('8');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await choose(dialog, page, /Bain 2/, 'B2420 — 3 en stock');
  await expect(dialog.getByText('Stock disponible (bain B2420) : 3')).toBeVisible();
  const warning = dialog.getByRole('alert').filter({ hasText: 'Bains différents : vérifiez avec le client' });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText(`${wool} : B2417, B2420`);
  if (phone) {
    await warning.scrollIntoViewIfNeeded();
    await expect(warning).toBeInViewport();
  }

  // It still sells; the invoice names each line's lot.
  await dialog.getByRole('button', { name: 'Enregistrer la vente' }).click();
  const invoice = page.getByRole('dialog', { name: 'Vente créée avec succès !' });
  await expect(invoice.getByText('FACTURE')).toBeVisible();
  const rows = invoice.getByRole('row').filter({ hasText: wool });
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Bain B2417' })).toContainText('8');
  await expect(rows.filter({ hasText: 'Bain B2420' })).toContainText('1');
  await invoice.press('Escape');
  await expect(invoice).toBeHidden();

  // Each lot went down by what it sold.
  await page.goto('/stock');
  await expect(page.getByRole('listitem').filter({ hasText: wool })).toContainText(
    'Bains : B2417 : 4 · B2420 : 2',
  );
});
